import type { HomeTile, PageKey } from "@makon/shared";
import type { SessionUser } from "../users";

/** Who asks for the home: their pages (which groups, which links) and record scope. */
export type HomeViewer = Pick<
  SessionUser,
  "id" | "pagesDostup" | "dostup" | "clientScope" | "contractScope" | "sectionId"
>;

/** The day the home answers for and this month so far (Tashkent days). */
export interface HomeDay {
  today: string;
  monthFrom: string;
}

export const holds = (v: HomeViewer, page: PageKey): boolean => v.pagesDostup.includes(page);

/** A list's address with its own filters; empty values are left out. */
export function href(path: string, params: Record<string, string | number | undefined> = {}): string {
  const entries = Object.entries(params).flatMap(([k, value]) =>
    value === undefined || value === "" ? [] : [[k, String(value)] as [string, string]],
  );
  const query = new URLSearchParams(entries).toString();
  return query ? `${path}?${query}` : path;
}

type Part = HomeTile["breakdown"][number];

/** One tile; amount only for money figures, breakdown for figures with parts. */
export function tile(
  key: string,
  value: number,
  link: string,
  opts: { amount?: number; tone?: HomeTile["tone"]; breakdown?: Part[] } = {},
): HomeTile {
  return {
    key,
    value,
    amount: opts.amount ?? null,
    href: link,
    tone: opts.tone ?? "normal",
    breakdown: opts.breakdown ?? [],
  };
}

/** A part of a tile. */
export const part = (key: string, value: number, link: string, amount: number | null = null): Part => ({
  key,
  value,
  amount,
  href: link,
});

/** A column of a result row as a number (PostgreSQL's bigint and numeric come back as text). */
export const num = (value: unknown): number => Number(value ?? 0);
