import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { i18n } from "../../i18n";
import { type ListQuery, ListTable } from "./list-table";

interface Row {
  id: number;
  name: string;
}

const query = (over: Partial<ListQuery<Row>>): ListQuery<Row> => ({
  data: undefined,
  isFetching: false,
  isError: false,
  error: null,
  refetch: () => undefined,
  ...over,
});

const render = (q: ListQuery<Row>) =>
  renderToString(
    <ListTable<Row, string>
      query={q}
      loadFailed="LIST FAILED"
      params={{ page: 1, size: 20, sort: "name" }}
      onParamsChange={() => undefined}
      sorts={{ sortFromTable: () => "name" }}
      sizes={[20, 50]}
      emptyText="NOTHING HERE"
      totalWords={{ exact: (count) => `TOTAL ${count}`, more: (n) => `MORE THAN ${n}` }}
      columns={[{ key: "name", title: "Name", dataIndex: "name" }]}
    />,
  );

describe("the list table", () => {
  it("shows the page's rows and the total in the screen's words", async () => {
    await i18n.loadNamespaces("common");
    const html = render(query({ data: { items: [{ id: 7, name: "Alisher" }], total: 41 } }));
    expect(html).toContain("Alisher");
    expect(html).toContain("TOTAL 41");
    expect(html).toContain('data-row-key="7"');
  });

  it("says when nothing is there", () => {
    expect(render(query({ data: { items: [], total: 0 } }))).toContain("NOTHING HERE");
  });

  it("shows what failed and a retry only when no page ever came", () => {
    const failed = render(query({ isError: true, error: new Error("x") }));
    expect(failed).toContain("LIST FAILED");
    expect(failed).toContain(i18n.t("retry"));
    const stale = render(query({ isError: true, data: { items: [{ id: 1, name: "Kept" }], total: 1 } }));
    expect(stale).toContain("Kept");
    expect(stale).not.toContain("LIST FAILED");
  });
});
