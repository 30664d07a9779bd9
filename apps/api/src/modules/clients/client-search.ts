import { foldSearch } from "@makon/shared";
import { type SQL, sql } from "drizzle-orm";
import { digitsOf, likeEscape } from "../../lib/paging";

/**
 * What a typed search asks of a client, on the folded search key (name in any spelling and every
 * phone's digits, see searchTextOf). Conditions name `clients` written out, so they hold inside
 * subqueries too.
 *
 * - Words (a search with letters): every word must occur, in any order — "Dilshod Karimov" finds
 *   "Karimov Dilshod Anvarovich". A word of three characters or more is a trigram condition the
 *   GIN index answers (ANDed conditions intersect there); a shorter one has no trigram to look up
 *   and would make the index read everything, so it only filters what the others found.
 * - Digits (no letters): a phone typed in any format, matched on its digits; fewer than three
 *   digits match nothing.
 * - A passport series and number, for those who may see passports (`passports`).
 */
export function clientMatch(q: string, opts: { passports: boolean }): SQL | undefined {
  const text = q.trim();
  if (!text) return undefined;
  if (!/\p{L}/u.test(text)) {
    const digits = digitsOf(text);
    return digits.length < 3 ? sql`false` : contains(digits);
  }
  const words = foldSearch(text).split(" ").filter(Boolean);
  const all = sql`(${sql.join(words.map(contains), sql` and `)})`;
  const passport = text.toUpperCase().replace(/\s/g, "");
  if (!opts.passports || !/^[A-Z]{2}\d{2,7}$/.test(passport)) return all;
  // The prefix form matches the passport index built with text_pattern_ops in any collation.
  return sql`(${all} or clients.passport like ${`${passport}%`})`;
}

function contains(word: string): SQL {
  return word.length >= 3
    ? sql`clients.search_text like ${`%${likeEscape(word)}%`}`
    : sql`strpos(clients.search_text, ${word}) > 0`;
}

/**
 * The ids of the clients with deals a search finds, as a subquery for the lists that show a
 * client beside a unit or a contract: only a client who has had a contract or a booking can be
 * shown there (clients.has_deals, kept by triggers), and they are found through the index over
 * those alone, then what they hold through theirs.
 */
export function matchingClientIds(q: string): SQL | undefined {
  const match = clientMatch(q, { passports: false });
  return match && sql`(select clients.id from clients where clients.has_deals and ${match})`;
}

/** A PostgreSQL text[] literal of `words` (each quoted, so any character is safe). */
function textArray(words: readonly string[]): string {
  return `{${words.map((w) => `"${w.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(",")}}`;
}

/**
 * A search's words as client_search_hits (migration 0020) takes them — LIKE patterns of the words
 * of three characters or more, and the shorter words — or undefined where the list searches as
 * clientMatch does: a passport number, or no word long enough for the index. A search that can
 * match nothing (fewer than three digits) is "nothing".
 */
export function searchWords(
  q: string,
  opts: { passports: boolean },
): { long: string; short: string } | "nothing" | undefined {
  const text = q.trim();
  if (!text) return undefined;
  let words: string[];
  if (!/\p{L}/u.test(text)) {
    const digits = digitsOf(text);
    if (digits.length < 3) return "nothing";
    words = [digits];
  } else {
    if (opts.passports && /^[A-Z]{2}\d{2,7}$/.test(text.toUpperCase().replace(/\s/g, ""))) return undefined;
    words = foldSearch(text).split(" ").filter(Boolean);
  }
  const long = words.filter((w) => w.length >= 3);
  if (!long.length) return undefined;
  return {
    long: textArray(long.map((w) => `%${likeEscape(w)}%`)),
    short: textArray(words.filter((w) => w.length < 3)),
  };
}
