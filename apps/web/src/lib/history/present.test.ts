import type { AuditEntry } from "@makon/shared";
import { describe, expect, it } from "vitest";
import { i18n } from "../../i18n";
import { historyPresenter } from "./present";

const present = historyPresenter({
  t: (key, options) => String(i18n.t(key as never, options as never)),
  exists: (key) => i18n.exists(key),
});

const entry = (e: Partial<AuditEntry> & Pick<AuditEntry, "entity" | "action">): AuditEntry => ({
  id: 1,
  at: "2026-11-23T09:30:00.000Z",
  userId: 2,
  userName: "Direktor",
  entityId: "5",
  before: null,
  after: null,
  ...e,
});

/** Every value as the history shows it, field by field. */
const shown = (e: AuditEntry) =>
  Object.fromEntries(
    present.changes(e).map((c) => [present.label(c.field), present.value(e, c.field, c.after)]),
  );

describe("history presenter", () => {
  it("reads a payment as money received, in Uzbek words and screen formats", () => {
    const payment = entry({
      entity: "payment",
      action: "create",
      entityId: "40",
      after: {
        id: 40,
        contractId: 7,
        kind: "payment",
        amount: 733_338_000,
        method: "bank_transfer",
        paidAt: "2026-11-05",
        userId: 2,
        createdAt: "2026-11-05T10:00:00.000Z",
      },
      refs: { "contract:7": { name: "2026-0007" }, "user:2": { name: "Direktor Aliyev" } },
    });
    expect(present.action(payment)).toBe("Toʻlov qabul qilindi");
    expect(present.entity("payment")).toBe("Toʻlov");
    expect(shown(payment)).toEqual({
      Shartnoma: "№ 2026-0007",
      Turi: "Toʻlov",
      Summa: "733\u00a0338\u00a0000\u00a0soʻm",
      "Toʻlov usuli": "Bank oʻtkazmasi",
      // A date-only payment is a date, never a time ("05:00").
      "Toʻlov sanasi": "05.11.2026",
      Xodim: "Direktor Aliyev",
    });
  });

  it("shows a client's language by its name and never the search bookkeeping", () => {
    const client = entry({
      entity: "client",
      action: "update",
      before: {
        fullName: "Karimova Dilnoza",
        language: "uz",
        searchPairs: "'karimova dilnoza'",
        searchWords: "x",
      },
      after: {
        fullName: "Karimova Dilnoza",
        language: "ru",
        searchPairs: "'karimova dilnoza'",
        searchWords: "y",
      },
    });
    expect(shown(client)).toEqual({ Til: "Русский" });
  });

  it("names ids, statuses and areas of a unit's change, and its record", () => {
    const unit = entry({
      entity: "unit",
      action: "update",
      entityId: "85",
      before: { status: "in_process", areaM2: 78.6, floorId: 9, pricePerM2: 8_600_000 },
      after: { status: "sold", areaM2: 80.25, floorId: 10, pricePerM2: 8_600_000 },
      refs: {
        "unit:85": { name: "45", detail: "1-blok" },
        "floor:9": { name: "3", detail: "1-blok" },
        "floor:10": { name: "4", detail: "1-blok" },
      },
    });
    expect(present.record(unit)).toBe("45-xonadon (1-blok)");
    const changes = present.changes(unit);
    expect(changes.map((c) => c.field)).toEqual(["status", "areaM2", "floorId"]);
    expect(
      changes.map((c) => [present.value(unit, c.field, c.before), present.value(unit, c.field, c.after)]),
    ).toEqual([
      ["Rasmiylashtirilmoqda", "Sotilgan"],
      ["78,6\u00a0m²", "80,3\u00a0m²"],
      ["3-qavat (1-blok)", "4-qavat (1-blok)"],
    ]);
  });

  it("shows an employee's rights, section and scope by their names, and a secret never", () => {
    const user = entry({
      entity: "user",
      action: "update",
      before: { pagesDostup: ["home"], dostup: [], sectionId: 6, clientScope: "own", password: "[hidden]" },
      after: {
        pagesDostup: ["home", "contract"],
        dostup: ["payment_create"],
        sectionId: 7,
        clientScope: "all",
        password: "changed",
      },
      refs: { "section:6": { name: "Sotuv" } },
    });
    const e = user;
    const values = Object.fromEntries(
      present
        .changes(e)
        .map((c) => [c.field, [present.value(e, c.field, c.before), present.value(e, c.field, c.after)]]),
    );
    expect(values.pagesDostup).toEqual(["Bosh sahifa", "Bosh sahifa, Shartnomalar"]);
    expect(values.dostup).toEqual(["—", "Toʻlov qabul qilish"]);
    // A section deleted since keeps its number, said so.
    expect(values.sectionId).toEqual(["Sotuv", "№ 7 (oʻchirilgan)"]);
    expect(values.clientScope).toEqual(["Faqat oʻziniki", "Hammasi"]);
    expect(values.password?.[0]).toBe("••••");
  });

  it("leaves out bookkeeping and what the database keeps by itself", () => {
    const client = entry({
      entity: "client",
      action: "create",
      after: { id: 5, fullName: "Sobirov Alisher", searchText: "x", staffIds: [2], hasDeals: false, seq: 1 },
    });
    expect(present.changes(client).map((c) => c.field)).toEqual(["fullName"]);
    expect(present.action(client)).toBe("Mijoz roʻyxatga olindi");
  });

  it("has a name for every audited kind of record and every field it shows", () => {
    const fields = [
      "amount",
      "method",
      "paidAt",
      "userId",
      "contractId",
      "status",
      "sectionId",
      "pagesDostup",
      "dostup",
      "areaM2",
      "buildStatus",
      "completionDate",
      "refusalReason",
      "expiresAt",
      "selection",
      "units",
    ];
    for (const field of fields) expect(present.label(field), field).not.toBe(field);
    for (const entity of ["building", "payment", "contract", "unit", "booking", "client", "floor", "object"])
      expect(present.entity(entity), entity).not.toBe(entity);
    for (const action of ["call", "visit", "sell", "sold", "refuse", "bulk_price"])
      expect(present.action(entry({ entity: "contract", action })), action).not.toBe(action);
  });

  it("reads a bulk price change as the selection and a count", () => {
    const building = entry({
      entity: "building",
      action: "bulk_price",
      before: { selection: { entrances: [1, 2], rooms: [2], mode: "percent", value: 5 } },
      after: {
        units: [
          { id: 1, from: 1, to: 2 },
          { id: 2, from: 1, to: 2 },
        ],
      },
    });
    expect(
      present.value(building, "selection", { entrances: [1, 2], rooms: [2], mode: "percent", value: 5 }),
    ).toBe("Podyezdlar: 1, 2; Xonalar soni: 2; Usul: Foizga oʻzgartirish; Qiymat: 5 %");
    expect(present.value(building, "units", [{}, {}])).toBe("2 ta xonadon narxi");
  });

  it("reads a recorded call inside a client's entry by names, and a deleted record by its own name", () => {
    const called = entry({
      entity: "client",
      action: "call",
      after: {
        call: { id: 9, clientId: 5, userId: 2, direction: "outgoing", result: "no_answer", note: "Ertaga" },
      },
      refs: { "user:2": { name: "Madina Yusupova" }, "client:5": { name: "Sobirov Alisher" } },
    });
    expect(present.action(called)).toBe("Qoʻngʻiroq qayd etildi");
    const [change] = present.changes(called);
    expect(present.label(change!.field)).toBe("Qoʻngʻiroq");
    expect(present.value(called, change!.field, change!.after)).toBe(
      "Mijoz: Sobirov Alisher; Xodim: Madina Yusupova; Yoʻnalishi: Chiquvchi; Natija: Javob bermadi; Izoh: Ertaga",
    );

    const deleted = entry({ entity: "bank", action: "delete", before: { id: 4, name: "Asaka bank" } });
    expect(present.record(deleted)).toBe("Asaka bank");
    const account = entry({
      entity: "organisation_account",
      action: "update",
      refs: { "organisation_account:5": { name: "20208000123456789012", detail: "Makon MChJ" } },
    });
    expect(present.record(account)).toBe("2020\u00a08000\u00a01234\u00a05678\u00a09012 (Makon MChJ)");
  });

  it("reads a bank application's paper and comment in Uzbek, without storage details", () => {
    const uploaded = entry({
      entity: "bank_application",
      action: "document",
      before: null,
      after: { kind: "income", fileKey: "bank-3-income-1.pdf", contentType: "application/pdf", size: 19 },
    });
    expect(present.action(uploaded)).toBe("Hujjat yuklandi");
    expect(shown(uploaded)).toEqual({ Turi: "Daromad haqida maʼlumotnoma", Fayl: "Yuklangan" });

    const commented = entry({
      entity: "bank_application",
      action: "comment",
      after: { commentId: 4, text: "Ertaga" },
    });
    expect(present.action(commented)).toBe("Izoh qoʻshildi");
    expect(shown(commented)).toEqual({ Matn: "Ertaga" });

    const approved = entry({
      entity: "bank_application",
      action: "approved",
      before: { status: "under_review", amountApproved: null },
      after: { status: "approved", amountApproved: 300_000_000, fundedAt: "2026-11-24" },
    });
    expect(present.action(approved)).toBe("Ariza tasdiqlandi");
    expect(shown(approved)).toEqual({
      Holati: "Tasdiqlangan",
      "Tasdiqlangan summa": "300\u00a0000\u00a0000\u00a0soʻm",
      "Mablagʻ tushgan sana": "24.11.2026",
    });
  });
});
