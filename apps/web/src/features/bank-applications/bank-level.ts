import { type BankLevel, bankPages, type PageKey } from "@makon/shared";

/** The level a bank page belongs to: quyi_* is the branch (lower), yuqori_* the head office (upper). */
export function levelOfPage(pageKey: PageKey): BankLevel {
  return pageKey.startsWith("yuqori_") ? "upper" : "lower";
}

/** The addresses of a level's three screens. */
export const bankPaths = (level: BankLevel) => {
  const pages = bankPages(level);
  return {
    list: `/${pages.list}`,
    one: (id: number) => `/${pages.one}/${id}`,
    desk: `/${pages.desk}`,
  };
};
