import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import { actBody, appointmentBody, cadastreBody, editBody, fixBody } from "./act-body";

describe("act form bodies", () => {
  it("builds the act with readings, the filled defect rows only, and blank text as null", () => {
    const body = actBody(5, {
      actDate: dayjs("2026-11-20"),
      keysCount: 2,
      electricity: 1520.5,
      gas: null,
      water: 0,
      defects: [
        { item: " Eshik qiyshiq ", room: "Yotoqxona", deadline: dayjs("2026-12-01") },
        { item: "   ", room: "Oshxona" },
        { item: "Deraza", room: " ", deadline: null },
      ],
      note: "  ",
    });
    expect(body).toEqual({
      contractId: 5,
      actDate: "2026-11-20",
      keysCount: 2,
      meters: { electricity: 1520.5, gas: null, water: 0 },
      defects: [
        { item: "Eshik qiyshiq", room: "Yotoqxona", deadline: "2026-12-01" },
        { item: "Deraza", room: null, deadline: null },
      ],
      note: null,
    });
  });

  it("counts no keys as zero and no defect list as empty", () => {
    const body = actBody(1, { actDate: dayjs("2026-01-05"), keysCount: null });
    expect(body.keysCount).toBe(0);
    expect(body.defects).toEqual([]);
    expect(body.meters).toEqual({ electricity: null, gas: null, water: null });
  });

  it("edits keys, readings and the note; the cadastre clears emptied fields", () => {
    expect(editBody({ keysCount: 3, electricity: 10, note: "Yangi" })).toEqual({
      keysCount: 3,
      meters: { electricity: 10, gas: null, water: null },
      note: "Yangi",
    });
    expect(
      cadastreBody({ appliedAt: dayjs("2026-11-01"), number: " 10:01:02:03 ", registeredAt: null }),
    ).toEqual({ cadastreAppliedAt: "2026-11-01", cadastreNumber: "10:01:02:03", cadastreRegisteredAt: null });
  });

  it("takes the appointment's day and time as Tashkent's wall clock", () => {
    const body = appointmentBody({ date: dayjs("2026-12-03"), time: dayjs("2000-01-01T14:30"), sms: false });
    expect(body).toEqual({ scheduledAt: "2026-12-03T09:30:00.000Z", note: null, sms: false });
  });

  it("fixes a defect with the buyer's acceptance", () => {
    expect(fixBody({ fixedOn: dayjs("2026-11-22"), buyerAccepted: true, note: "Tuzatildi" })).toEqual({
      fixedOn: "2026-11-22",
      buyerAccepted: true,
      note: "Tuzatildi",
    });
    expect(fixBody({ fixedOn: dayjs("2026-11-22") }).buyerAccepted).toBe(false);
  });
});
