import { latinToCyrillic } from "@makon/shared";
import { describe, expect, it } from "vitest";
import { common as ru } from "../../i18n/ru/common";
import { common as uz } from "../../i18n/uz/common";
import { timeLeft } from "./time-left";

/** The countdown's words as BookingCountdown puts them together. */
function shown(
  words: Record<"left" | "days" | "hours" | "minutes", string>,
  expiresAt: string,
  now: number,
): string {
  const left = timeLeft(expiresAt, now);
  const fill = (template: string, value: string | number) => template.replace(/{{\w+}}/, String(value));
  const parts =
    left.days > 0
      ? [fill(words.days, left.days), fill(words.hours, left.hours)]
      : [fill(words.hours, left.hours), fill(words.minutes, left.minutes)];
  return fill(words.left, parts.join(" "));
}

describe("a booking's countdown", () => {
  const now = Date.parse("2026-01-01T00:00:00Z");
  const end = "2026-01-02T23:30:00Z";
  it("reads as a sentence, days and hours first, in each language", () => {
    expect(shown(uz.countdown, end, now)).toBe("1 kun 23 soat qoldi");
    expect(shown(ru.countdown, end, now)).toBe("осталось 1 дн. 23 ч");
    expect(latinToCyrillic(shown(uz.countdown, end, now))).toBe("1 кун 23 соат қолди");
  });
  it("shows hours and minutes on the last day", () => {
    expect(shown(uz.countdown, "2026-01-01T05:07:00Z", now)).toBe("5 soat 7 daqiqa qoldi");
  });
});
