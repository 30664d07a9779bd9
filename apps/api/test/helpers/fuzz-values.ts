import fc from "fast-check";
import { hostileText, hostileValue, NUL } from "./fuzz-hostile";

/** The JSON Schema of a route's body or query parameter, as the OpenAPI document gives it. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
}

/** Small positive ids: a fresh test database numbers its rows from 1, so these mostly exist. */
const realishId = fc.integer({ min: 1, max: 40 });

/** Real ids by body or query field name (clientId → the clients seeded), so inputs reach the services. */
export type FieldIds = Record<string, readonly number[]>;

function typesOf(s: JsonSchema): string[] {
  if (Array.isArray(s.type)) return s.type;
  return s.type ? [s.type] : [];
}

function bounds(s: JsonSchema, integer: boolean): { min: number; max: number } {
  const step = integer ? 1 : 0.01;
  let min = s.minimum ?? -1_000_000;
  let max = s.maximum ?? (integer ? 1_000_000_000 : 1_000_000);
  if (s.exclusiveMinimum === true) min += step;
  else if (typeof s.exclusiveMinimum === "number") min = s.exclusiveMinimum + step;
  if (s.exclusiveMaximum === true) max -= step;
  else if (typeof s.exclusiveMaximum === "number") max = s.exclusiveMaximum - step;
  return { min: Math.max(min, -Number.MAX_SAFE_INTEGER), max: Math.min(max, Number.MAX_SAFE_INTEGER) };
}

function idFor(key: string, ids: FieldIds): fc.Arbitrary<number> {
  const real = ids[key];
  return real?.length
    ? fc.oneof({ arbitrary: fc.constantFrom(...real), weight: 4 }, { arbitrary: realishId, weight: 1 })
    : realishId;
}

/** Values the schema itself allows (what a working client sends), edges included. */
function allowed(s: JsonSchema, key: string, ids: FieldIds, depth: number): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const variants = s.anyOf ?? s.oneOf;
  if (variants) return fc.oneof(...variants.map((v) => allowed(v, key, ids, depth)));
  if (s.allOf?.[0]) return allowed(s.allOf[0], key, ids, depth);
  const types = typesOf(s);
  const options: fc.Arbitrary<unknown>[] = [];
  if (s.nullable || types.includes("null")) options.push(fc.constant(null));
  for (const type of types) {
    switch (type) {
      case "integer": {
        const { min, max } = bounds(s, true);
        // Small values mostly: a building of 50 × 100 × 30 units is refused before anything happens.
        const any = fc.oneof(
          { arbitrary: fc.integer({ min, max: Math.min(max, min + 12) }), weight: 3 },
          { arbitrary: fc.integer({ min, max }), weight: 1 },
          { arbitrary: fc.constantFrom(min, max), weight: 1 },
        );
        options.push(/id$/i.test(key) ? fc.oneof({ arbitrary: idFor(key, ids), weight: 5 }, any) : any);
        break;
      }
      case "number": {
        const { min, max } = bounds(s, false);
        options.push(fc.oneof(fc.double({ min, max, noNaN: true }), fc.constantFrom(min, max)));
        break;
      }
      case "boolean":
        options.push(fc.boolean());
        break;
      case "string":
        options.push(allowedString(s));
        break;
      case "array":
        if (depth < 3 && s.items)
          options.push(
            fc.array(allowed(s.items, key, ids, depth + 1), { maxLength: Math.min(s.maxItems ?? 5, 5) }),
          );
        break;
      case "object":
        if (depth < 3) options.push(objectOf(s, ids, depth + 1));
        break;
    }
  }
  return options.length ? fc.oneof(...options) : fc.jsonValue({ maxDepth: 2 });
}

const DAY_PATTERN = "^\\d{4}-\\d{2}-\\d{2}$";
const toDay = (d: Date) => d.toISOString().slice(0, 10);
const dates = fc.date({
  min: new Date("1998-01-01T00:00:00Z"),
  max: new Date("2102-12-31T00:00:00Z"),
  noInvalidDate: true,
});

function allowedString(s: JsonSchema): fc.Arbitrary<string> {
  if (s.format === "date-time") return dates.map((d) => d.toISOString());
  if (s.pattern === DAY_PATTERN) return dates.map(toDay);
  const maxLength = Math.min(s.maxLength ?? 60, 60);
  const free = fc.string({ minLength: Math.min(s.minLength ?? 0, maxLength), maxLength });
  // Formats (phone, MFO, statuses) are drawn from their pattern; a pattern fast-check cannot
  // read (unicode classes) leaves the text free.
  if (s.pattern && !s.pattern.includes("\\p{"))
    try {
      return fc.oneof(fc.stringMatching(new RegExp(s.pattern)), free);
    } catch {
      return free;
    }
  return free;
}

/** Just past the edges of a field's own type: what slips through a schema that checks too little. */
function edgeOf(s: JsonSchema, key: string, ids: FieldIds, depth: number): fc.Arbitrary<unknown> {
  const types = typesOf(s);
  const options: fc.Arbitrary<unknown>[] = [hostileValue];
  if (types.includes("integer") || types.includes("number")) {
    const { min, max } = bounds(s, types.includes("integer"));
    options.push(
      fc.constantFrom(min - 1, max + 1, min - 0.5, max * 10, 2_147_483_648, -1, 0, 0.004, 0.005, 1e21),
    );
  }
  if (types.includes("string") || s.enum) {
    const text = s.enum ? fc.constantFrom(...s.enum.map(String)) : allowedString(s);
    options.push(
      text.map((v) => `${v}${NUL}`),
      text.map((v) => `${NUL}${v}`),
      text.map((v) => `${v}\u0007`),
      fc.constantFrom(
        "9999-01-01",
        "0001-01-01",
        "1999-12-31",
        "2101-01-01",
        "9999-12-31T23:59:59-05:00",
        "0001-01-01T00:00:00Z",
        "x".repeat((s.maxLength ?? 1_000) + 1),
      ),
    );
  }
  if (types.includes("array") && s.items)
    options.push(fc.array(edgeOf(s.items, key, ids, depth + 1), { minLength: 1, maxLength: 3 }));
  if (types.includes("object") && depth < 3) options.push(objectOf(s, ids, depth + 1));
  return fc.oneof(...options);
}

type Change<V> =
  | { kind: "none" }
  | { kind: "field"; at: number; value: V }
  | { kind: "extra"; key: string; value: V };

/**
 * A record of the given fields: every value allowed, then one change — a field at or past its
 * edge, or an extra key (prototype keys too) — or none. One change at a time reaches the
 * services: input wrong everywhere stops at the first check.
 */
function withOneChange<V>(
  fields: [string, JsonSchema][],
  required: ReadonlySet<string>,
  valid: (s: JsonSchema, key: string) => fc.Arbitrary<V>,
  edge: (s: JsonSchema, key: string) => fc.Arbitrary<V>,
  extra: fc.Arbitrary<V>,
  changes = true,
): fc.Arbitrary<Record<string, V>> {
  const base = fc.tuple(
    ...fields.map(([key, sub]) =>
      fc
        .tuple(fc.boolean(), valid(sub, key))
        .map(([kept, value]) => ({ key, value, keep: required.has(key) || kept })),
    ),
  );
  const options: fc.WeightedArbitrary<Change<V>>[] = [
    { weight: 2, arbitrary: fc.constant({ kind: "none" as const }) },
  ];
  if (changes && fields.length)
    options.push({
      weight: 6,
      arbitrary: fc.nat({ max: fields.length - 1 }).chain((at) => {
        const [key, sub] = fields[at] as [string, JsonSchema];
        return edge(sub, key).map((value) => ({ kind: "field" as const, at, value }));
      }),
    });
  if (changes)
    options.push({
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom("extra", "id", "__proto__", "constructor", "prototype", "userId", "a.b", "x[0]"),
          extra,
        )
        .map(([key, value]) => ({ kind: "extra" as const, key, value })),
    });
  return fc.tuple(base, fc.oneof(...options)).map(([values, change]) => {
    const out: Record<string, V> = {};
    values.forEach((f, i) => {
      if (change.kind === "field" && change.at === i) out[f.key] = change.value;
      else if (f.keep) out[f.key] = f.value;
    });
    // defineProperty: "__proto__" must become an own key of the JSON, not the object's prototype.
    if (change.kind === "extra")
      Object.defineProperty(out, change.key, { value: change.value, enumerable: true, writable: true });
    return out;
  });
}

/** An object of the schema, with one change at the top level (nested objects stay valid). */
export function objectOf(s: JsonSchema, ids: FieldIds, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  return withOneChange<unknown>(
    Object.entries(s.properties ?? {}),
    new Set(s.required ?? []),
    (sub, key) => allowed(sub, key, ids, depth),
    (sub, key) => edgeOf(sub, key, ids, depth),
    hostileValue,
    depth === 0,
  );
}

/** A request body: mostly shaped by the route's schema, sometimes any JSON or none at all. */
export function bodyFor(schema: JsonSchema | undefined, ids: FieldIds): fc.Arbitrary<unknown> {
  const anyJson = fc.oneof(hostileValue, fc.jsonValue({ maxDepth: 4 }));
  if (!schema) return fc.oneof(fc.constant(undefined), fc.constant({}), anyJson);
  return fc.oneof(
    { arbitrary: objectOf(schema, ids), weight: 12 },
    { arbitrary: anyJson, weight: 2 },
    { arbitrary: fc.constantFrom(undefined, {}, [], null, ""), weight: 1 },
  );
}

const asText = (v: unknown) => (typeof v === "string" ? v : (JSON.stringify(v) ?? ""));

/** A query string's parameters, the route's own, as text; a repeated key is an array. */
export function queryFor(
  params: Record<string, JsonSchema>,
  required: readonly string[],
  ids: FieldIds,
): fc.Arbitrary<Record<string, string | string[]>> {
  return withOneChange<string | string[]>(
    Object.entries(params),
    new Set(required),
    (s, key) => allowed(s, key, ids, 0).map(asText),
    (s, key) =>
      fc.oneof(
        edgeOf(s, key, ids, 0).map(asText),
        fc.array(allowed(s, key, ids, 0).map(asText), { minLength: 2, maxLength: 3 }),
      ),
    hostileText,
  );
}

/** Every byte of the text's UTF-8 percent-encoded (a lone surrogate goes as U+FFFD, as browsers send it). */
function percentEncode(text: string): string {
  let out = "";
  for (const byte of Buffer.from(text, "utf8")) out += `%${byte.toString(16).padStart(2, "0")}`;
  return out;
}

/** The query string, percent-encoded so that NUL and every other byte reach the server as sent. */
export function encodeQuery(query: Record<string, string | string[]>): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(query))
    for (const one of Array.isArray(v) ? v : [v]) parts.push(`${percentEncode(k)}=${percentEncode(one)}`);
  return parts.length ? `?${parts.join("&")}` : "";
}

/** A path parameter: a real id mostly, else a hostile one; never one of `avoid`. */
export function pathValue(real: readonly number[], avoid: readonly number[] = []): fc.Arbitrary<string> {
  const hostile = fc.constantFrom(
    "0",
    "-1",
    "1.5",
    "1e3",
    "2147483647",
    "2147483648",
    "99999999999999999999",
    "NaN",
    "Infinity",
    "%00",
    "1%00",
    "abc",
    "%F0%9F%98%80",
    "%FF%FE",
    "__proto__",
    " 1",
  );
  const near = realishId.filter((id) => !avoid.includes(id)).map(String);
  if (real.length === 0) return fc.oneof(near, hostile);
  return fc.oneof(
    { arbitrary: fc.constantFrom(...real).map(String), weight: 6 },
    { arbitrary: near, weight: 1 },
    { arbitrary: hostile, weight: 2 },
  );
}
