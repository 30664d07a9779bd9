import { foldSearch } from "@makon/shared";
import { type SQL, sql } from "drizzle-orm";
import { digitsOf, likeEscape } from "../../lib/paging";

/**
 * A typed search split as the search key is searched (see searchTextOf and migration 0021):
 * - `prefixes`: words with letters, each matching the beginning of a word of the name in any
 *   spelling ("kari" finds Karimov, "gayrat" finds Gayrat however its apostrophe is written, and in Cyrillic), in any order, through the index
 *   of words (clients.search_words) — a tsquery "kari:* & gayrat:*", or null without such words;
 * - `digits`: groups of digits, each found anywhere in a phone (the trigram index on
 *   search_text): "2244" finds …112244. Fewer than three digits have no trigram to look up and
 *   only narrow what the others found.
 * "nothing" when the search can match no one (digits alone, fewer than three).
 */
export function searchTerms(
  q: string,
): { prefixes: string | null; pairs: string | null; digits: string[] } | "nothing" | undefined {
  const text = q.trim();
  if (!text) return undefined;
  if (!/\p{L}/u.test(text)) {
    const digits = digitsOf(text);
    return digits.length < 3 ? "nothing" : { prefixes: null, pairs: null, digits: [digits] };
  }
  // Split where the index's words split (to_tsvector 'simple'): "Abdul-Aziz" is two words.
  const tokens = foldSearch(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const words = tokens.filter((t) => /\p{L}/u.test(t));
  const digits = tokens.filter((t) => !/\p{L}/u.test(t));
  if (!words.length) return "nothing";
  return { prefixes: words.map((w) => `${w}:*`).join(" & "), pairs: pairsOf(words), digits };
}

/**
 * The pairs of clients.search_pairs (migration 0030) every client a search of two words or more
 * finds must hold, as tsquery text — "karimov dilsh" asks 'kar dilsh':* — or null for one word.
 * The anchor is the shortest word of three letters or more (its first three letters are all the
 * pair keeps of it), each other word is matched whole, by its beginning. Whoever holds the
 * words holds these pairs (the pairs are built from the same words), so the pairs only narrow
 * where to look. Only plain Latin words (what folding leaves of a name): a word PostgreSQL's
 * parser might split otherwise stays with the words' index alone.
 */
function pairsOf(words: string[]): string | null {
  if (words.length < 2 || !words.every((w) => /^[a-z]+$/.test(w))) return null;
  const long = words.filter((w) => w.length >= 3);
  if (!long.length) return null;
  const anchor = long.reduce((a, b) => (b.length < a.length ? b : a));
  const others = [...words];
  others.splice(words.indexOf(anchor), 1);
  return others.map((w) => `'${anchor.slice(0, 3)} ${w}':*`).join(" & ");
}

/**
 * What a typed search asks of a client (see searchTerms): every word must occur, in any order —
 * "Dilshod Karimov" finds "Karimov Dilshod Anvarovich". A passport series and number too, for
 * those who may see passports (`passports`). Conditions name `clients` written out, so they hold
 * inside subqueries too.
 */
export function clientMatch(q: string, opts: { passports: boolean }): SQL | undefined {
  const terms = searchTerms(q);
  if (terms === undefined) return undefined;
  if (terms === "nothing") return sql`false`;
  const parts: SQL[] = [];
  if (terms.prefixes) parts.push(sql`clients.search_words @@ to_tsquery('simple', ${terms.prefixes})`);
  parts.push(...terms.digits.map(contains));
  const all = sql`(${sql.join(parts, sql` and `)})`;
  const passport = opts.passports ? passportSearch(q) : null;
  // The prefix form matches the passport index built with text_pattern_ops in any collation.
  return passport ? sql`(${all} or clients.passport like ${`${passport}%`})` : all;
}

/** A passport series and number being typed ("AB 12"), upper case without spaces, or null. */
function passportSearch(q: string): string | null {
  const passport = q.trim().toUpperCase().replace(/\s/g, "");
  return /^[A-Z]{2}\d{2,7}$/.test(passport) ? passport : null;
}

function contains(digits: string): SQL {
  return digits.length >= 3
    ? sql`clients.search_text like ${`%${likeEscape(digits)}%`}`
    : sql`strpos(clients.search_text, ${digits}) > 0`;
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
 * The arguments of client_search_hits (migration 0020) for a search — the word prefixes, the
 * LIKE patterns of digit groups of three or more, the shorter groups — or undefined where the
 * list searches as clientMatch does (a passport number, which is not in the search key).
 */
export function searchWords(q: string, opts: { passports: boolean }): SearchWords | "nothing" | undefined {
  const terms = searchTerms(q);
  if (terms === undefined || terms === "nothing") return terms;
  if (opts.passports && passportSearch(q)) return undefined;
  const long = terms.digits.filter((d) => d.length >= 3);
  // Nothing an index can look up: the list's own plan is as good.
  if (!terms.prefixes && !long.length) return undefined;
  return {
    prefixes: terms.prefixes,
    long: textArray(long.map((d) => `%${likeEscape(d)}%`)),
    short: textArray(terms.digits.filter((d) => d.length < 3)),
    pairs:
      terms.pairs && terms.prefixes
        ? { pairs: terms.pairs, words: terms.prefixes, digits: terms.digits }
        : null,
  };
}

export interface SearchWords {
  prefixes: string | null;
  long: string;
  short: string;
  /** A search of two words or more, looked up by its pairs (pairMatch). */
  pairs: { pairs: string; words: string; digits: string[] } | null;
}

/**
 * The condition of a search looked up by its word pairs: the pairs through their index, the
 * words and digits tested on each row found. The words are asked through ts_match_vq, the
 * function behind @@, which no index answers: otherwise the planner may also merge the words'
 * long index lists (see migration 0030), the very cost the pairs avoid.
 */
export function pairMatch(p: NonNullable<SearchWords["pairs"]>): SQL {
  const parts = [
    sql`clients.search_pairs @@ ${p.pairs}::tsquery`,
    sql`ts_match_vq(clients.search_words, to_tsquery('simple', ${p.words}))`,
    ...p.digits.map(contains),
  ];
  return sql`(${sql.join(parts, sql` and `)})`;
}

/**
 * A search of two words or more as client_name_pairs (migration 0039) looks it up: the pair of the
 * first three letters of two of its words whose beginnings differ, in byte order as the database
 * writes it ("Karimov Dilshod" is "dil kar"), and every word, each tested as the beginning of one
 * of the client's words. Null where the pairs cannot answer: one word, a word under three letters
 * only, words that all begin alike ("Kar Karimov"), digits, or anything but plain Latin letters
 * (what folding leaves of a name; another word PostgreSQL's parser might split otherwise).
 */
export function namePairOf(q: string): { pair: string; words: string[] } | null {
  const terms = searchTerms(q);
  if (!terms || terms === "nothing" || terms.digits.length || !terms.prefixes) return null;
  const words = foldSearch(q.trim())
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (words.length < 2 || !words.every((w) => /^[a-z]+$/.test(w))) return null;
  const heads = [...new Set(words.filter((w) => w.length >= 3).map((w) => w.slice(0, 3)))];
  const [a, b] = heads;
  if (a === undefined || b === undefined) return null;
  return { pair: a < b ? `${a} ${b}` : `${b} ${a}`, words };
}

/**
 * The digits of a search that is phone digits alone, three or more (what client_phone_digits
 * answers, migration 0042), or null: "90 123-45" is 9012345, a leading 998 dropped as the phone
 * keeps none.
 */
export function phoneDigitsOf(q: string): string | null {
  const terms = searchTerms(q);
  if (!terms || terms === "nothing" || terms.prefixes !== null || terms.digits.length !== 1) return null;
  const [digits] = terms.digits;
  return digits !== undefined && digits.length >= 3 ? digits : null;
}
