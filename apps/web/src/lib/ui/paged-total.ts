import { formatMoney } from "../format-money";

/** A page answer whose total may be capped: the server stops counting past a limit (TOTAL_CAP). */
interface Counted {
  total: number;
  totalCapped?: boolean | undefined;
  items: readonly unknown[];
}

/**
 * The pagination's total and its words. Past the cap the words say "more than" (`more`, with the
 * figure as n), and paging goes on: while pages come full there is always one page after this one.
 */
export function pagedTotal(
  answer: Counted | undefined,
  at: { page: number; size: number },
  words: { exact: (count: number) => string; more: (n: string) => string },
) {
  if (!answer?.totalCapped)
    return { total: answer?.total ?? 0, showTotal: (total: number) => words.exact(total) };
  const full = answer.items.length === at.size;
  return {
    total: Math.max(answer.total, (at.page - 1) * at.size + answer.items.length + (full ? 1 : 0)),
    showTotal: () => words.more(formatMoney(answer.total, false)),
  };
}
