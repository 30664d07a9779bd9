import { describe, expect, it } from "vitest";
import {
  DEFAULT_ORGANISATION_FILTERS,
  organisationQuery,
  organisationSort,
  sortOrderOf,
} from "./organisation-query";

describe("organisationQuery", () => {
  it("sends paging, sort and the archive filter by default", () => {
    expect(organisationQuery(DEFAULT_ORGANISATION_FILTERS)).toBe("page=1&size=20&sort=name&archived=false");
  });
  it("adds the trimmed search and the kind; the export leaves paging out", () => {
    const filters = {
      ...DEFAULT_ORGANISATION_FILTERS,
      page: 3,
      q: "  Oʻzbek ",
      kind: "buyer" as const,
      archived: "all" as const,
    };
    expect(organisationQuery(filters)).toBe(
      `page=3&size=20&q=${encodeURIComponent("Oʻzbek").replace(/%20/g, "+")}&sort=name&kind=buyer&archived=all`,
    );
    expect(organisationQuery(filters, false)).toBe(
      `q=${encodeURIComponent("Oʻzbek")}&sort=name&kind=buyer&archived=all`,
    );
  });
});

describe("sorting", () => {
  it("maps antd's sorter to the API's sort and back", () => {
    expect(organisationSort("name", "descend")).toBe("-name");
    expect(organisationSort("name", "ascend")).toBe("name");
    expect(organisationSort("stir", "ascend")).toBe("stir");
    expect(organisationSort("createdAt", "descend")).toBe("-createdAt");
    expect(organisationSort("stir", null)).toBe("name");
    expect(sortOrderOf("-name", "name")).toBe("descend");
    expect(sortOrderOf("-name", "stir")).toBeNull();
    expect(sortOrderOf("stir", "stir")).toBe("ascend");
  });
});
