import type { ContractDetail } from "@makon/shared";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { i18n } from "../../../i18n";
import { ScheduleTable } from "./schedule-table";

/** A contract as the schedule table reads it: the down payment and one financed row. */
const contract = (paymentType: ContractDetail["paymentType"]) =>
  ({
    id: 1,
    date: "2026-11-01",
    status: "bank_lower",
    paymentType,
    downPayment: 100_000_000,
    paid: 0,
    schedule: [{ id: 1, version: 1, number: 1, dueDate: "2026-12-01", amount: 400_000_000, paid: 0 }],
  }) as unknown as ContractDetail;

describe("the schedule table", () => {
  it("names the financed row by who pays it: the organisation's part is never the bank's", async () => {
    await i18n.loadNamespaces("contracts");
    expect(renderToString(<ScheduleTable contract={contract("organisation")} />)).toContain(
      "Tashkilot qismi",
    );
    const mortgage = renderToString(<ScheduleTable contract={contract("mortgage")} />);
    expect(mortgage).toContain("Bank qismi");
    expect(mortgage).not.toContain("Tashkilot qismi");
  });
});
