import { describe, expect, it } from "vitest";
import { i18n } from "../../i18n";
import { notificationWords, safeLink } from "./notification-text";

const levelName = (level: string) => (level === "upper" ? "Yuqori bank" : "Quyi bank");
const say = (
  kind:
    | "bank_assigned"
    | "bank_decided"
    | "bank_funded"
    | "debt_assigned"
    | "debt_promise_broken"
    | "debt_escalated",
  params: Record<string, string | number | null>,
) => {
  const words = notificationWords({ kind, params }, levelName);
  return String(i18n.t(`notifications:kind.${words.key}` as never, words.values as never));
};

describe("notification words", () => {
  it("tells an employee an application was assigned", () => {
    expect(say("bank_assigned", { contractNumber: "2026-0042" })).toBe(
      "Sizga ariza biriktirildi: shartnoma № 2026-0042",
    );
  });

  it("tells the manager a decision with its level, amount and reason", () => {
    expect(
      say("bank_decided", { contractNumber: "7", status: "approved", level: "lower", amount: 350_000_000 }),
    ).toBe("Quyi bank arizani tasdiqladi: shartnoma № 7, 350\u00a0000\u00a0000\u00a0soʻm");
    expect(
      say("bank_decided", {
        contractNumber: "7",
        status: "rejected",
        level: "upper",
        reason: "Daromad yetarli emas",
      }),
    ).toBe("Yuqori bank arizani rad etdi: shartnoma № 7. Sabab: Daromad yetarli emas");
    expect(
      say("bank_decided", { contractNumber: "7", status: "rejected", level: "upper", reason: null }),
    ).toBe("Yuqori bank arizani rad etdi: shartnoma № 7");
  });

  it("tells the money came, with the amount in soʻm", () => {
    expect(say("bank_funded", { contractNumber: "9", amount: 1_250_000 })).toBe(
      "Bank mablagʻi tushdi: shartnoma № 9, 1\u00a0250\u00a0000\u00a0soʻm",
    );
    expect(say("bank_funded", { contractNumber: "9" })).toBe("Bank mablagʻi tushdi: shartnoma № 9");
  });

  it("tells a collector about their cases", () => {
    expect(say("debt_assigned", { caseId: 3, contractNumber: "2026-0007", clientName: "Aliyev Vali" })).toBe(
      "Sizga undiruv ishi biriktirildi: shartnoma № 2026-0007, Aliyev Vali",
    );
    expect(
      say("debt_promise_broken", {
        caseId: 3,
        contractNumber: "2026-0007",
        promisedDate: "2026-11-20",
        promisedAmount: 1_500_000,
      }),
    ).toBe(
      "Vaʼda bajarilmadi: shartnoma № 2026-0007, 20.11.2026-gacha 1\u00a0500\u00a0000\u00a0soʻm toʻlanmadi",
    );
    expect(say("debt_escalated", { caseId: 3, contractNumber: "2026-0007", note: null })).toBe(
      "Undiruv ishi rahbarga oshirildi: shartnoma № 2026-0007",
    );
    expect(say("debt_escalated", { caseId: 3, contractNumber: "2026-0007", note: "Telefonni olmaydi" })).toBe(
      "Undiruv ishi rahbarga oshirildi: shartnoma № 2026-0007. Izoh: Telefonni olmaydi",
    );
  });

  it("keeps raw keys and English out of every sentence", () => {
    for (const kind of ["bank_assigned", "bank_decided", "bank_funded"] as const) {
      const sentence = say(kind, { contractNumber: "1", status: "approved", level: "upper", amount: 1 });
      expect(sentence).not.toMatch(/bank_|\{\{|undefined|approved|upper/);
    }
  });
});

describe("safeLink", () => {
  it("follows only the app's own paths", () => {
    expect(safeLink("/quyi_bank_in/12")).toBe("/quyi_bank_in/12");
    expect(safeLink("/shartnoma_jarayon/5")).toBe("/shartnoma_jarayon/5");
    expect(safeLink("//evil.example/x")).toBeNull();
    expect(safeLink("https://evil.example")).toBeNull();
    expect(safeLink("javascript:alert(1)")).toBeNull();
    expect(safeLink(null)).toBeNull();
  });
});
