import { LANGUAGES, SMS_KINDS } from "@makon/shared";
import { describe, expect, it } from "vitest";
import { eskizDelivery, eskizPhone } from "./sms-eskiz.driver";
import { handoverSmsText } from "./sms-handover";
import { logSmsGateway } from "./sms-log.driver";
import { backoffSeconds } from "./sms-sender.service";
import { isGsm7, smsMoney, smsParts, smsPhone, smsText } from "./sms-text";

const facts = {
  contractNumber: "2026-0042",
  amount: 12_500_000,
  date: "2026-12-05",
  sellerPhone: "712001020",
};

describe("SMS templates", () => {
  it("fill in the contract, the amount with plain spaces, the date and the seller's phone", () => {
    expect(smsText("due_tomorrow", facts, "uz")).toBe(
      "Hurmatli mijoz! Ertaga, 05.12.2026, N2026-0042 shartnoma bo'yicha 12 500 000 so'm to'lov muddati. Tel: +998 71 200 10 20",
    );
    expect(smsText("overdue", facts, "uz")).toBe(
      "Hurmatli mijoz! N2026-0042 shartnoma bo'yicha 05.12.2026-dagi 12 500 000 so'm to'lov muddati o'tdi. Iltimos, to'lang. Tel: +998 71 200 10 20",
    );
    expect(smsText("promise_reminder", facts, "uz")).toBe(
      "Hurmatli mijoz! 05.12.2026 kuni N2026-0042 shartnoma bo'yicha 12 500 000 so'm to'lashga va'da bergansiz. Tel: +998 71 200 10 20",
    );
    expect(smsText("manual", { ...facts, sellerPhone: null }, "uz")).toBe(
      "Hurmatli mijoz! 05.12.2026 holatiga N2026-0042 shartnoma bo'yicha muddati o'tgan qarz 12 500 000 so'm. Iltimos, to'lang.",
    );
  });

  it("stay in the GSM 7-bit alphabet and within one 160-character part for a large sum", () => {
    const big = { ...facts, contractNumber: "2026-12345", amount: 1_999_999_999 };
    for (const kind of SMS_KINDS.filter((k) => k !== "handover_appointment")) {
      const text = smsText(kind, big, "uz");
      expect(isGsm7(text), text).toBe(true);
      expect(text.length, text).toBeLessThanOrEqual(160);
    }
    // The Uzbek letter ʻ would make it Unicode (70 a part): the reason the templates avoid it.
    expect(isGsm7("toʻlov")).toBe(false);
  });

  it("speak the client's language: Uzbek Latin, Uzbek Cyrillic or Russian, in at most three parts", () => {
    const big = { ...facts, contractNumber: "2026-12345", amount: 1_999_999_999 };
    for (const language of LANGUAGES)
      for (const kind of SMS_KINDS.filter((k) => k !== "handover_appointment")) {
        const text = smsText(kind, big, language);
        expect(text, `${language} ${kind}`).toContain("2026-12345");
        expect(text, `${language} ${kind}`).toContain("1 999 999 999");
        expect(/\p{Script=Cyrillic}/u.test(text), `${language} ${kind}`).toBe(language !== "uz");
        expect(smsParts(text), text).toBeLessThanOrEqual(language === "uz" ? 1 : 3);
      }
    expect(smsText("overdue", facts, "ru")).not.toBe(smsText("overdue", facts, "uz-Cyrl"));
  });

  it("count the parts a text is sent in", () => {
    expect(smsParts("a".repeat(160))).toBe(1);
    expect(smsParts("a".repeat(161))).toBe(2);
    expect(smsParts("a".repeat(306))).toBe(2);
    expect(smsParts("я".repeat(70))).toBe(1);
    expect(smsParts("я".repeat(71))).toBe(2);
    expect(smsParts("я".repeat(134))).toBe(2);
    expect(smsParts(`${"a".repeat(69)}ʻ`)).toBe(1);
  });

  it("write the handover notice in the client's language, the seller's phone only when it costs no part", () => {
    const at = new Date("2026-12-05T09:30:00Z");
    for (const language of LANGUAGES) {
      const text = handoverSmsText("2026-0042", at, "712001020", language);
      const bare = handoverSmsText("2026-0042", at, null, language);
      expect(text, language).toContain("05.12.2026");
      expect(text, language).toContain("14:30");
      expect(smsParts(text), language).toBe(smsParts(bare));
      if (smsParts(`${bare} Tel: +998 71 200 10 20`) === smsParts(bare))
        expect(text).toContain("+998 71 200 10 20");
    }
    expect(handoverSmsText("2026-0042", at, "712001020", "uz")).toContain("+998 71 200 10 20");
    expect(handoverSmsText("2026-0042", at, "712001020", "ru")).toContain("+998 71 200 10 20");
    // A phone written with a letter outside GSM 7-bit would make the Latin notice Unicode.
    expect(handoverSmsText("2026-0042", at, "71 200 10 20 (qoʻshimcha 5)", "uz")).not.toContain("qoʻshimcha");
  });

  it("format money and phones", () => {
    expect(smsMoney(0)).toBe("0");
    expect(smsMoney(999)).toBe("999");
    expect(smsMoney(1_000)).toBe("1 000");
    expect(smsMoney(1_250_000)).toBe("1 250 000");
    expect(smsPhone("901234567")).toBe("+998 90 123 45 67");
    expect(smsPhone("+998 (90) 123-45-67")).toBe("+998 90 123 45 67");
    expect(smsPhone("1099")).toBe("1099");
    expect(smsPhone("  ")).toBeNull();
    expect(smsPhone(null)).toBeNull();
  });
});

describe("drivers", () => {
  it("the log driver takes every message with its own id and reports nothing to track", async () => {
    const gw = logSmsGateway();
    const a = await gw.send("901234567", "a", "1");
    const b = await gw.send("901234567", "b", "2");
    expect(a.providerId).not.toBe(b.providerId);
    expect(gw.name).toBe("log");
    expect(gw.tracksDelivery).toBe(false);
    // A send cut short by a dying process left nothing with any provider: safe to send again.
    expect(await gw.lookup?.("1")).toEqual({ state: "absent" });
  });

  it("Eskiz's numbers and report words", () => {
    expect(eskizPhone("901234567")).toBe("998901234567");
    expect(eskizPhone("+998 90 123 45 67")).toBe("998901234567");
    expect(eskizDelivery("DELIVRD")).toBe("delivered");
    expect(eskizDelivery("Delivered")).toBe("delivered");
    expect(eskizDelivery("REJECTD")).toBe("failed");
    expect(eskizDelivery("UNDELIV")).toBe("failed");
    expect(eskizDelivery("EXPIRED")).toBe("failed");
    expect(eskizDelivery("TRANSMTD")).toBe("pending");
    expect(eskizDelivery("waiting")).toBe("pending");
    expect(eskizDelivery(undefined)).toBe("pending");
  });

  it("waits longer after each failed try", () => {
    expect([1, 2, 3, 4, 5, 9].map(backoffSeconds)).toEqual([60, 300, 900, 3600, 3600, 3600]);
  });
});
