import { ID_MAX, intParam, oneOf } from "./url-params";

/** Where a value goes: the address bar keeps only what differs from the default, the API what it needs. */
export type Target = "address" | "api";

/**
 * One filter of a list screen: how its URL value is read (anything malformed gives `empty`) and
 * written (undefined leaves the parameter out).
 */
export interface FieldSpec<T> {
  /** The URL's name, when it is not the field's own (statuses travel as `status`). */
  readonly name?: string;
  readonly empty: T;
  parse(value: string | null): T;
  write(value: T, target: Target): string | undefined;
}

export type Fields = Record<string, FieldSpec<unknown>>;

/** The values a declaration of fields holds, typed from the declaration. */
export type ValuesOf<F extends Fields> = {
  -readonly [K in keyof F]: F[K] extends FieldSpec<infer T> ? T : never;
};

interface Named {
  name?: string;
}

const numberOut = (value: number | undefined) => (value === undefined ? undefined : String(value));

/** Free text cut to `max`; sent trimmed, and not at all when blank. */
export function text(max: number, options: Named & { trim?: boolean } = {}): FieldSpec<string> {
  return {
    name: options.name,
    empty: "",
    parse: (value) => (options.trim ? (value ?? "").trim() : (value ?? "")).slice(0, max),
    write: (value) => value.trim() || undefined,
  };
}

/** Text that is either there or not (a role's name). */
export function optionalText(max: number, options: Named = {}): FieldSpec<string | undefined> {
  return {
    name: options.name,
    empty: undefined,
    parse: (value) => value?.slice(0, max) || undefined,
    write: (value) => value || undefined,
  };
}

/** Text of a fixed shape (a YYYY-MM-DD day); anything else is dropped. */
export function matching(pattern: RegExp, options: Named = {}): FieldSpec<string | undefined> {
  return {
    name: options.name,
    empty: undefined,
    parse: (value) => (value && pattern.test(value) ? value : undefined),
    write: (value) => value || undefined,
  };
}

/** A whole number in [min, max]. */
export function int(min: number, max: number, options: Named = {}): FieldSpec<number | undefined> {
  return {
    name: options.name,
    empty: undefined,
    parse: (value) => intParam(value, min, max),
    write: numberOut,
  };
}

/** A row's id: what int4 holds, from 1. */
export const id = (options: Named = {}) => int(1, ID_MAX, options);

/** A non-negative decimal (an area in m²). */
export function decimal(options: Named = {}): FieldSpec<number | undefined> {
  return {
    name: options.name,
    empty: undefined,
    parse: (value) => (value !== null && /^\d+(\.\d+)?$/.test(value) ? Number(value) : undefined),
    write: numberOut,
  };
}

/** One of a shared list of values, or none. */
export function choice<T extends string>(
  values: readonly T[],
  options: Named = {},
): FieldSpec<T | undefined> {
  return {
    name: options.name,
    empty: undefined,
    parse: (value) => oneOf(values, value),
    write: (v) => v || undefined,
  };
}

/** One of a list of values with a default the API is always told and the address bar never shows. */
export function choiceOr<T extends string>(
  values: readonly T[],
  fallback: T,
  options: Named = {},
): FieldSpec<T> {
  return {
    name: options.name,
    empty: fallback,
    parse: (value) => oneOf(values, value) ?? fallback,
    write: (value, target) => (target === "api" || value !== fallback ? value : undefined),
  };
}

/** A yes/no filter: sent as `true`, left out when off. */
export function flag(options: Named = {}): FieldSpec<boolean> {
  return {
    name: options.name,
    empty: false,
    parse: (value) => value === "true",
    write: (value) => (value ? "true" : undefined),
  };
}

/**
 * A comma list of allowed values, each once. `whenEmpty` is what the API is sent when none is
 * picked (a screen that shows only some statuses asks for those, not for all).
 */
export function list<T extends string>(
  values: readonly T[],
  options: Named & { whenEmpty?: readonly T[] } = {},
): FieldSpec<T[]> {
  return {
    name: options.name,
    empty: [],
    parse: (value) =>
      (value ?? "")
        .split(",")
        .filter((s, i, all): s is T => (values as readonly string[]).includes(s) && all.indexOf(s) === i),
    write: (value, target) => {
      if (target === "api" && options.whenEmpty) {
        return (value.length > 0 ? value : options.whenEmpty).join(",");
      }
      return value.length > 0 ? value.join(",") : undefined;
    },
  };
}

/** A set of fields read from and written to a query, in the declared order. */
export function defineFields<F extends Fields>(fields: F) {
  type Values = ValuesOf<F>;
  const keys = Object.keys(fields);
  const entry = (values: Values, key: string, target: Target): [string, string][] => {
    const field = fields[key]!;
    const out = field.write((values as Record<string, unknown>)[key], target);
    return out === undefined ? [] : [[field.name ?? key, out]];
  };
  return {
    keys,
    empty: Object.fromEntries(keys.map((k) => [k, fields[k]!.empty])) as Values,
    fromSearch: (search: URLSearchParams): Values =>
      Object.fromEntries(keys.map((k) => [k, fields[k]!.parse(search.get(fields[k]!.name ?? k))])) as Values,
    /** One field's entry (none when it is left out). */
    entry,
    /** Every field's entries but those in `skip`. */
    entries: (values: Values, target: Target, skip: ReadonlySet<string> = new Set()): [string, string][] =>
      keys.filter((k) => !skip.has(k)).flatMap((k) => entry(values, k, target)),
    /** Any field set (the address bar would show it). */
    hasAny: (values: Values): boolean => keys.some((k) => entry(values, k, "address").length > 0),
  };
}
