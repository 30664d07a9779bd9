import { describe, expect, it } from "vitest";
import { toCreateObjectBody, toObjectFormValues, toUpdateObjectBody } from "./object-form";

const saved = { name: "Makon Yunusobod", address: "Toshkent, Amir Temur 1", district: null };

describe("object form", () => {
  it("trims the texts and sends an empty district as null", () => {
    expect(toCreateObjectBody({ name: "  Yangi  ", address: " Manzil 1 ", district: "  " })).toEqual({
      name: "Yangi",
      address: "Manzil 1",
      district: null,
    });
    expect(toCreateObjectBody({ name: "A1", address: "Bbb", district: " Chilonzor " }).district).toBe(
      "Chilonzor",
    );
  });

  it("sends only the changed fields", () => {
    const values = toObjectFormValues(saved);
    expect(values.district).toBe("");
    expect(toUpdateObjectBody(values, saved)).toEqual({});
    expect(toUpdateObjectBody({ ...values, name: "Makon Yunusobod 2" }, saved)).toEqual({
      name: "Makon Yunusobod 2",
    });
    expect(toUpdateObjectBody({ ...values, district: "Yunusobod" }, saved)).toEqual({
      district: "Yunusobod",
    });
    expect(
      toUpdateObjectBody(toObjectFormValues({ ...saved, district: "X" }), { ...saved, district: "X" }),
    ).toEqual({});
    expect(toUpdateObjectBody({ ...values, district: "" }, { ...saved, district: "X" })).toEqual({
      district: null,
    });
  });
});
