import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import { actionBody, fieldsOf } from "./action-body";

describe("the action form's body", () => {
  it("sends a call's promise with its date and amount, and the next step as a Tashkent instant", () => {
    expect(
      actionBody({
        type: "call",
        result: "promised",
        promisedDate: dayjs("2026-12-05"),
        promisedAmount: 2_500_000,
        deadline: dayjs("2026-12-10"),
        note: "  Oylikdan keyin  ",
        nextActionAt: dayjs("2026-12-06T10:30"),
      }),
    ).toEqual({
      type: "call",
      result: "promised",
      promisedDate: "2026-12-05",
      promisedAmount: 2_500_000,
      note: "Oylikdan keyin",
      // 10:30 in Tashkent (UTC+5) is 05:30 UTC.
      nextActionAt: "2026-12-06T05:30:00.000Z",
    });
  });

  it("drops the promise of a call without one, and fields other types do not take", () => {
    expect(
      actionBody({ type: "call", result: "no_answer", promisedAmount: 5, months: 3, note: " " }),
    ).toEqual({ type: "call", result: "no_answer" });
    expect(actionBody({ type: "warning_letter", deadline: dayjs("2026-12-10"), result: "answered" })).toEqual(
      {
        type: "warning_letter",
        deadline: "2026-12-10",
      },
    );
    expect(
      actionBody({ type: "restructuring", months: 12, firstDueDate: dayjs("2027-01-15"), promisedAmount: 1 }),
    ).toEqual({ type: "restructuring", months: 12, firstDueDate: "2027-01-15" });
  });

  it("shows the fields each type needs", () => {
    expect(fieldsOf("promise", undefined)).toMatchObject({ promise: true, result: false });
    expect(fieldsOf("call", "answered")).toMatchObject({ promise: false, result: true });
    expect(fieldsOf("termination", undefined)).toMatchObject({ noteRequired: true, deadline: false });
    expect(fieldsOf("demand_letter", undefined)).toMatchObject({ deadline: true });
  });
});
