import { DEBT_CASE_SORTS, DEBT_CASE_STATUSES, DEBT_CASE_VIEWS } from "@makon/shared";
import { choice, defineList, id, type ParamsOf, type SortPair, text } from "../../lib/ui/list-params";
import { DEFAULT_SIZE, oneOf, PAGE_SIZES } from "../../lib/ui/url-params";

export type DebtCaseView = (typeof DEBT_CASE_VIEWS)[number];
export type DebtCaseSort = (typeof DEBT_CASE_SORTS)[number];
export type CaseSortColumn = "opened" | "days" | "amount" | "nextAction";

export const DEFAULT_CASE_SORT: DebtCaseSort = "-opened";

/** What the cases tab asks GET /api/undiruv for; everything lives in the address. */
const cases = defineList({
  fields: { q: text(100), status: choice(DEBT_CASE_STATUSES), assigneeId: id() },
  sorts: {
    values: DEBT_CASE_SORTS,
    default: DEFAULT_CASE_SORT,
    columns: {
      opened: { ascend: "opened", descend: "-opened" },
      // The API sorts these one way: the most days and the biggest debts first, the nearest step first.
      days: { descend: "-days" },
      amount: { descend: "-amount" },
      nextAction: { ascend: "nextAction" },
    } satisfies Record<CaseSortColumn, SortPair<DebtCaseSort>>,
  },
  sizes: PAGE_SIZES,
  defaultSize: DEFAULT_SIZE,
});

/** The view is the tab's own: its default depends on who looks, so the caller names it. */
export type CaseParams = ParamsOf<typeof cases> & { view: DebtCaseView };

export const CASE_SORT_OF = cases.columns;

export const caseParamsFromSearch = (search: URLSearchParams, defaultView: DebtCaseView): CaseParams => ({
  view: oneOf(DEBT_CASE_VIEWS, search.get("view")) ?? defaultView,
  ...cases.fromSearch(search),
});

export const caseSearchEntries = (p: CaseParams, defaultView: DebtCaseView): [string, string][] =>
  cases.toSearch(p, { view: p.view !== defaultView ? p.view : undefined });

export const caseApiSearch = (p: CaseParams): string => cases.apiSearch(p, { view: p.view });

/** The sorter's half of the declaration, for the table (ListTable, sortableColumn). */
export const caseSorts = cases;
export const caseSortFromTable = cases.sortFromTable;
export const caseSortOrder = cases.tableSortOrder;
