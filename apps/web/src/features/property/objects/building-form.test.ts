import type { BuildingAbout } from "@makon/shared";
import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import { toBuildingFormValues, toUpdateBuildingBody } from "./building-form";

const saved: BuildingAbout = {
  id: 1,
  objectId: 1,
  objectName: "Makon Yunusobod",
  address: "Toshkent",
  name: "1-blok",
  floors: 9,
  entrances: 2,
  buildStatus: "frame",
  completionDate: "2027-06-30",
  bankApproved: false,
  byStatus: [],
  salesByMonth: [],
};

describe("building form", () => {
  it("starts from the saved building and sends nothing when nothing changed", () => {
    const values = toBuildingFormValues(saved);
    expect(values.completionDate?.format("YYYY-MM-DD")).toBe("2027-06-30");
    expect(toUpdateBuildingBody(values, saved)).toEqual({});
  });

  it("sends only the changed fields, the date as YYYY-MM-DD or null", () => {
    const values = toBuildingFormValues(saved);
    expect(
      toUpdateBuildingBody(
        { ...values, buildStatus: "completed", completionDate: dayjs("2026-12-01"), bankApproved: true },
        saved,
      ),
    ).toEqual({ buildStatus: "completed", completionDate: "2026-12-01", bankApproved: true });
    expect(toUpdateBuildingBody({ ...values, completionDate: null, name: " 1-blok A " }, saved)).toEqual({
      name: "1-blok A",
      completionDate: null,
    });
  });

  it("reads an unknown status as planned", () => {
    expect(toBuildingFormValues({ ...saved, buildStatus: "odd" }).buildStatus).toBe("planned");
  });
});
