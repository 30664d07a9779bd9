import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import type { z } from "zod";
import { $ZodType, safeEncode } from "zod/v4/core";

/**
 * Answers are written by their route's response schema: zod checks every field's type and drops
 * every field the schema does not name, so nothing unnamed (a password hash, a passport) leaves
 * the server by accident. zod does it by building the whole answer again, field by field — a
 * fifth of the API's busy time on a page of fifty debtors (docs/performance.md).
 *
 * Most answers are already what the schema says: the services build them field by field. This
 * looks first, without building anything: when every object is a plain object with no field the
 * schema does not name and every value is of its field's type, zod's answer would be this one
 * (the same fields and values), and it is written as it is. Anything else — an unnamed field, a
 * wrong type, a value zod would change (a default, a trim), a kind this does not read (plain unions,
 * records, dates) — goes to zod, which strips or refuses it exactly as before.
 * (docs/decisions/0032-answers-checked-before-rebuilt.md)
 */

/** True when zod's encode of the value would succeed and give this very value back. */
type Clean = (value: unknown) => boolean;

type Def = {
  type: string;
  checks?: { _zod: { def: { check?: string; format?: string } } }[];
  format?: string;
  coerce?: boolean;
  shape?: Record<string, $ZodType>;
  element?: $ZodType;
  innerType?: $ZodType;
  discriminator?: string;
  options?: $ZodType[];
};

const defOf = (schema: $ZodType): Def => schema._zod.def as unknown as Def;

/** A value zod checks by its own rules: clean when it passes and comes back unchanged. */
const byZod =
  (schema: $ZodType): Clean =>
  (value) => {
    // An object or array comes back from zod as a copy, never the value itself: not worth asking.
    if (typeof value === "object" && value !== null) return false;
    try {
      const result = safeEncode(schema, value);
      return result.success && Object.is(result.data, value);
    } catch {
      // A transform zod cannot run backwards throws: zod's own serializer then says so.
      return false;
    }
  };

/** Whether an absent field of this schema stays absent in zod's answer, without an error. */
const mayBeAbsent = (field: $ZodType) => field._zod.optin === "optional" && field._zod.optout === "optional";

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== "object" || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value);

/** z.number() with no check but `.int()` (its safe-integer format), or with none at all. */
function numberCheck(schema: $ZodType, def: Def): Clean {
  const formats = [def.format, ...(def.checks ?? []).map((c) => c._zod.def.format ?? c._zod.def.check)];
  const named = formats.filter((f) => f !== undefined);
  if (named.length === 0) return isFiniteNumber;
  if (named.every((f) => f === "safeint")) return (value) => Number.isSafeInteger(value);
  return byZod(schema);
}

function objectCheck(schema: $ZodType, def: Def, cache: WeakMap<$ZodType, Clean>): Clean {
  if (def.checks?.length) return byZod(schema);
  const shape = def.shape ?? {};
  const keys = Object.keys(shape).filter((k) => k !== "__proto__");
  // A field that zod fills in when absent (a default) or refuses absent may not be left out.
  const fields = keys.map((key) => {
    const field = shape[key] as $ZodType;
    return { key, clean: cleanOf(field, cache), mayBeAbsent: mayBeAbsent(field) };
  });
  const named = new Set(keys);
  return (value) => {
    if (!isPlainObject(value)) return false;
    for (const key in value) if (!named.has(key)) return false;
    for (const field of fields) {
      if (!(field.key in value)) {
        if (!field.mayBeAbsent) return false;
      } else if (!field.clean(value[field.key])) return false;
    }
    return true;
  };
}

/**
 * A discriminated union, read as zod encodes one: the option its tag's value names, that option's
 * check. No option for the tag (zod would then try each option in turn) is left to zod.
 */
function discriminatedCheck(schema: $ZodType, def: Def, cache: WeakMap<$ZodType, Clean>): Clean {
  const tag = def.discriminator as string;
  const byTag = new Map<unknown, Clean>();
  for (const option of def.options ?? []) {
    const clean = cleanOf(option, cache);
    for (const value of option._zod.propValues?.[tag] ?? []) {
      // Two options for one value: zod refuses such a union when it is made; here, zod decides.
      if (byTag.has(value)) return byZod(schema);
      byTag.set(value, clean);
    }
  }
  return (v) => {
    if (!isPlainObject(v)) return false;
    const value = v[tag];
    const option = value === undefined ? undefined : byTag.get(value);
    return option?.(v) === true;
  };
}

function build(schema: $ZodType, cache: WeakMap<$ZodType, Clean>): Clean {
  const def = defOf(schema);
  if (def.coerce) return byZod(schema);
  const values = schema._zod.values;
  switch (def.type) {
    case "string":
      return def.format || def.checks?.length ? byZod(schema) : (v) => typeof v === "string";
    case "number":
      return numberCheck(schema, def);
    case "boolean":
      return def.checks?.length ? byZod(schema) : (v) => typeof v === "boolean";
    case "null":
      return (v) => v === null;
    case "unknown":
    case "any":
      return def.checks?.length ? byZod(schema) : () => true;
    case "enum":
    case "literal":
      return values && !def.checks?.length ? (v) => values.has(v as never) : byZod(schema);
    case "nullable": {
      if (def.checks?.length || !def.innerType) return byZod(schema);
      const inner = cleanOf(def.innerType, cache);
      return (v) => v === null || inner(v);
    }
    case "optional": {
      if (def.checks?.length || !def.innerType) return byZod(schema);
      const inner = cleanOf(def.innerType, cache);
      // undefined as zod itself takes it here: kept (optional), filled in (a default inside), refused.
      const undefinedKept = byZod(schema)(undefined);
      return (v) => (v === undefined ? undefinedKept : inner(v));
    }
    case "array": {
      if (def.checks?.length || !def.element) return byZod(schema);
      const element = cleanOf(def.element, cache);
      return (v) => {
        if (!Array.isArray(v)) return false;
        // Every index, holes too (read as undefined, as zod reads them).
        for (let i = 0; i < v.length; i++) if (!element(v[i])) return false;
        return true;
      };
    }
    case "object":
      return objectCheck(schema, def, cache);
    case "union":
      return typeof def.discriminator === "string" && !def.checks?.length
        ? discriminatedCheck(schema, def, cache)
        : byZod(schema);
    default:
      return byZod(schema);
  }
}

/** The check of a schema, made once (schemas nest and repeat: a row's schema in many answers). */
function cleanOf(schema: $ZodType, cache: WeakMap<$ZodType, Clean>): Clean {
  let clean = cache.get(schema);
  if (!clean) {
    // A schema that refers to itself reaches its own check through this while it is being made.
    let made: Clean | undefined;
    cache.set(schema, (v) => (made as Clean)(v));
    made = build(schema, cache);
    cache.set(schema, made);
    clean = made;
  }
  return clean;
}

const checks = new WeakMap<$ZodType, Clean>();

/** Whether an answer may be written as it is under this schema (exported for its tests). */
export function isCleanAnswer(schema: $ZodType, value: unknown): boolean {
  return cleanOf(schema, checks)(value);
}

/**
 * Tests only: every answer written as it is is also written by zod, and a difference thrown, so
 * every API test checks this against zod on real answers. Set by buildApp's `compareAnswers`; once
 * on, on for the process (a test process builds many apps, all with it).
 */
let comparing = false;
export function compareAnswersWithZod(): void {
  comparing = true;
}

/** The app's serializer compiler, in place of the zod type provider's own. */
export const answerSerializerCompiler: typeof zodSerializerCompiler = (input) => {
  const byZodOnly = zodSerializerCompiler(input);
  const schema = input.schema;
  // The provider also takes `{ properties: schema }`; no route here writes one.
  if (!(schema instanceof $ZodType)) return byZodOnly;
  const clean = cleanOf(schema, checks);
  return (data) => {
    if (!clean(data)) return byZodOnly(data);
    const written = JSON.stringify(data);
    if (comparing) compareWithZod(written, () => byZodOnly(data), `${input.method} ${input.url}`);
    return written;
  };
};

/**
 * An answer's JSON as zod's parse shapes it, for answers kept as text (lib/version-cache
 * rememberedJson): written as it is when it already has the schema's shape, as above.
 */
export function answerJson(schema: z.ZodType, value: unknown): string {
  const byZodOnly = () => JSON.stringify(schema.parse(value));
  if (!cleanOf(schema, checks)(value)) return byZodOnly();
  const written = JSON.stringify(value);
  if (comparing) compareWithZod(written, byZodOnly, "a remembered answer");
  return written;
}

/** Throws unless zod writes the same JSON value (fields in any order), or if zod refuses the answer. */
function compareWithZod(written: string, byZod: () => string, route: string): void {
  let expected: string;
  try {
    expected = byZod();
  } catch {
    throw new Error(`an answer written as it is, which zod refuses: ${route}`);
  }
  if (!sameJson(written, expected))
    throw new Error(`an answer written as it is differs from zod's: ${route}`);
}

/** The same JSON value (fields in any order). */
function sameJson(a: string, b: string): boolean {
  return canonical(JSON.parse(a)) === canonical(JSON.parse(b));
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}
