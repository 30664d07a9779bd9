import { describe, expect, it } from "vitest";
import { type FlowNames, flowNodeName } from "./flow-names";

const names: FlowNames = {
  source: {
    reception: "Qabulxona",
    call_center: "Qoʻngʻiroqlar markazi",
    website: "Veb-sayt",
    social: "Ijtimoiy tarmoqlar",
    referral: "Tanish-bilish orqali",
    other: "Boshqa",
  },
  stage: {
    new: "Yangi",
    consulting: "Maslahatda",
    booked: "Bron qilingan",
    contract: "Shartnoma jarayonida",
    concluded: "Shartnoma tuzilgan",
    handed_over: "Kalit topshirilgan",
  },
  outcome: { refused: "Rad etgan", lost: "Yoʻqotilgan" },
};

describe("Sankey node names", () => {
  it("names sources, stages and outcomes in Uzbek", () => {
    expect(flowNodeName("source:call_center", names)).toBe("Qoʻngʻiroqlar markazi");
    expect(flowNodeName("stage:contract", names)).toBe("Shartnoma jarayonida");
    expect(flowNodeName("stage:handed_over", names)).toBe("Kalit topshirilgan");
    expect(flowNodeName("outcome:lost", names)).toBe("Yoʻqotilgan");
  });

  it("shows an unknown key as it is, never as nothing", () => {
    expect(flowNodeName("stage:bank_lower", names)).toBe("stage:bank_lower");
    expect(flowNodeName("other:x", names)).toBe("other:x");
    expect(flowNodeName("source:toString", names)).toBe("source:toString");
  });
});
