import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  answerJson,
  answerSerializerCompiler,
  compareAnswersWithZod,
  isCleanAnswer,
} from "./answer-serializer";

type Input = Parameters<typeof zodSerializerCompiler>[0];
const inputOf = (schema: z.ZodType): Input =>
  ({ schema, method: "GET", url: "/t", httpStatus: "200" }) as Input;

/** What each serializer does with the value: its JSON read back, or the error's kind. */
function outcome(write: (data: unknown) => string, data: unknown): { json?: unknown; threw?: string } {
  try {
    return { json: JSON.parse(write(data)) };
  } catch (error) {
    return { threw: (error as Error).name };
  }
}

/** This serializer and zod's give the same answer, or both refuse it. */
function expectAsZod(schema: z.ZodType, data: unknown) {
  const ours = outcome(answerSerializerCompiler(inputOf(schema)), data);
  const zods = outcome(zodSerializerCompiler(inputOf(schema)), data);
  expect(ours).toEqual(zods);
  return ours;
}

const row = z.object({
  id: z.number().int(),
  name: z.string(),
  amount: z.number(),
  paid: z.boolean(),
  status: z.enum(["open", "closed"]),
  kind: z.literal("debtor"),
  note: z.string().nullable(),
  due: z.string().optional(),
  tags: z.array(z.string()),
  extra: z.unknown(),
});
const page = z.object({ items: z.array(row), total: z.number().int(), page: z.number().int() });

const goodRow = () => ({
  id: 7,
  name: "Aliyev Vali",
  amount: 1250000.5,
  paid: false,
  status: "open",
  kind: "debtor",
  note: null,
  due: "2026-11-01",
  tags: ["a", "b"],
  extra: { any: ["thing"] },
});
const goodPage = () => ({ items: [goodRow(), { ...goodRow(), id: 8, due: undefined }], total: 2, page: 1 });

describe("answers written as they are", () => {
  it("writes an answer that is already the schema's as it is, the same JSON as zod's", () => {
    expect(isCleanAnswer(page, goodPage())).toBe(true);
    expect(expectAsZod(page, goodPage()).json).toEqual(JSON.parse(JSON.stringify(goodPage())));
  });

  it("leaves an optional field out, or present as undefined, and accepts both", () => {
    const { due: _due, ...withoutDue } = goodRow();
    expect(isCleanAnswer(row, withoutDue)).toBe(true);
    expect(isCleanAnswer(row, { ...goodRow(), due: undefined })).toBe(true);
    expectAsZod(row, withoutDue);
  });

  it("hands a field the schema does not name to zod, which drops it", () => {
    const leaky = { ...goodRow(), passwordHash: "$scrypt$secret" };
    expect(isCleanAnswer(row, leaky)).toBe(false);
    const written = expectAsZod(row, leaky).json as Record<string, unknown>;
    expect(written).not.toHaveProperty("passwordHash");
    const nested = { ...goodPage(), items: [{ ...goodRow(), passport: "AA1234567" }] };
    expect(JSON.stringify(expectAsZod(page, nested).json)).not.toContain("AA1234567");
  });

  it("drops an own __proto__ field, as zod does", () => {
    const hostile = JSON.parse(`{"id":1,"__proto__":{"admin":true}}`);
    const schema = z.object({ id: z.number() });
    expect(isCleanAnswer(schema, hostile)).toBe(false);
    expect(expectAsZod(schema, hostile).json).toEqual({ id: 1 });
  });

  it.each([
    ["a string for a number", { amount: "12" }],
    ["NaN", { amount: Number.NaN }],
    ["Infinity", { amount: Number.POSITIVE_INFINITY }],
    ["a fraction for an integer", { id: 1.5 }],
    ["an integer past the safe range", { id: 2 ** 53 }],
    ["a Date for a string", { name: new Date(0) }],
    ["null where null is not allowed", { name: null }],
    ["a value outside the enum", { status: "deleted" }],
    ["another literal", { kind: "client" }],
    ["a number in a string array", { tags: ["a", 1] }],
    ["an object for an array", { tags: { 0: "a" } }],
    ["a required field missing", { id: undefined }],
  ])("refuses %s, as zod does", (_what, change) => {
    const data = { ...goodRow(), ...change };
    expect(isCleanAnswer(row, data)).toBe(false);
    expect(expectAsZod(row, data).threw).toBeDefined();
  });

  it("refuses an unnamed field under a strict object, as zod does", () => {
    const strict = z.strictObject({ id: z.number() });
    expect(expectAsZod(strict, { id: 1, more: 2 }).threw).toBeDefined();
    expect(expectAsZod(strict, { id: 1 }).json).toEqual({ id: 1 });
  });

  it("leaves a default field left out and a string to trim to zod", () => {
    const schema = z.object({ n: z.number().default(5), s: z.string().trim() });
    // Encoding an answer, zod does not fill a default in: it refuses the answer, and so does this.
    expect(isCleanAnswer(schema, { s: "x" })).toBe(false);
    expect(expectAsZod(schema, { s: "x" }).threw).toBeDefined();
    expect(isCleanAnswer(schema, { n: 1, s: " x " })).toBe(false);
    expect(expectAsZod(schema, { n: 1, s: " x " }).json).toEqual({ n: 1, s: "x" });
    expect(isCleanAnswer(schema, { n: 1, s: "x" })).toBe(true);
  });

  it("checks a string's and a number's own rules through zod", () => {
    const schema = z.object({ code: z.string().regex(/^[A-Z]+$/), n: z.number().min(0) });
    expect(isCleanAnswer(schema, { code: "AB", n: 1 })).toBe(true);
    expect(expectAsZod(schema, { code: "ab", n: 1 }).threw).toBeDefined();
    expect(expectAsZod(schema, { code: "AB", n: -1 }).threw).toBeDefined();
  });

  it("reads holes in an array as zod does", () => {
    // biome-ignore lint/suspicious/noSparseArray: the case under test
    const holes = [1, , 3];
    expect(isCleanAnswer(z.array(z.number()), holes)).toBe(false);
    expectAsZod(z.array(z.number()), holes);
    expectAsZod(z.array(z.number().optional()), holes);
  });

  it("hands objects that are not plain, unions and records to zod", () => {
    class Row {
      id = 1;
      secret = "x";
    }
    const schema = z.object({ id: z.number() });
    expect(isCleanAnswer(schema, new Row())).toBe(false);
    expect(expectAsZod(schema, new Row()).json).toEqual({ id: 1 });
    // Only named fields, but JSON.stringify would ask the object itself what to write.
    class Sneaky {
      id = 1;
      toJSON() {
        return { id: 1, passport: "AA1234567" };
      }
    }
    expect(isCleanAnswer(schema, new Sneaky())).toBe(false);
    expect(expectAsZod(schema, new Sneaky()).json).toEqual({ id: 1 });
    const union = z.discriminatedUnion("kind", [
      z.object({ kind: z.literal("a"), a: z.number() }),
      z.object({ kind: z.literal("b"), b: z.string() }),
    ]);
    expect(expectAsZod(z.object({ u: union }), { u: { kind: "b", b: "x", hidden: 1 } }).json).toEqual({
      u: { kind: "b", b: "x" },
    });
    // A discriminated union is read by the option its tag names.
    expect(isCleanAnswer(union, { kind: "a", a: 1 })).toBe(true);
    expect(isCleanAnswer(union, { kind: "b", b: "x" })).toBe(true);
    expect(isCleanAnswer(union, { kind: "a", b: "x" })).toBe(false);
    expect(expectAsZod(union, { kind: "a", b: "x" }).threw).toBeDefined();
    expect(expectAsZod(union, { kind: "c", a: 1 }).threw).toBeDefined();
    expect(expectAsZod(union, { a: 1 }).threw).toBeDefined();
    expect(expectAsZod(union, { kind: "b", b: 2 }).threw).toBeDefined();
    const record = z.record(z.string(), z.number());
    expect(expectAsZod(z.object({ r: record }), { r: { a: 1 } }).json).toEqual({ r: { a: 1 } });
    expect(expectAsZod(z.object({ r: record }), { r: { a: "1" } }).threw).toBeDefined();
  });

  it("reads a schema that refers to itself", () => {
    const node = z.object({
      name: z.string(),
      get children() {
        return z.array(node);
      },
    });
    const tree = { name: "a", children: [{ name: "b", children: [] }] };
    expect(isCleanAnswer(node, tree)).toBe(true);
    expect(expectAsZod(node, { name: "a", children: [{ name: 1, children: [] }] }).threw).toBeDefined();
  });

  it("writes a remembered answer's text the same way", () => {
    expect(answerJson(page, goodPage())).toBe(JSON.stringify(goodPage()));
    const leaky = { ...goodPage(), items: [{ ...goodRow(), passport: "AA1234567" }] };
    expect(answerJson(page, leaky)).not.toContain("AA1234567");
    expect(() => answerJson(page, { ...goodPage(), total: "2" })).toThrow();
    const schema = z.object({ n: z.number().default(5) });
    expect(JSON.parse(answerJson(schema, {}))).toEqual({ n: 5 });
  });

  it("agrees with zod on thousands of answers changed at random", () => {
    // A seeded generator: the same cases on every run, so a failure can be read again.
    let seed = 12345;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const strange = [undefined, null, 0, -0, 1.5, Number.NaN, "", "x", true, [], {}, new Date(0), 2 ** 60];
    const keys = Object.keys(goodRow());
    let written = 0;
    for (let n = 0; n < 3000; n++) {
      const data = goodPage() as { items: Record<string, unknown>[] } & Record<string, unknown>;
      const target = next() < 0.8 ? (data.items[Math.floor(next() * 2)] as Record<string, unknown>) : data;
      const key = next() < 0.8 ? (keys[Math.floor(next() * keys.length)] as string) : `x${n % 3}`;
      if (next() < 0.3) delete target[key];
      else target[key] = strange[Math.floor(next() * strange.length)];
      const ours = expectAsZod(page, data);
      if (ours.json !== undefined) written++;
    }
    // Both kinds of outcome were met: answers written and answers refused.
    expect(written).toBeGreaterThan(300);
    expect(written).toBeLessThan(2900);
  });
  // Last: the tests' setting, once on, stays on for the process.
  it("in the tests' setting, throws where writing as it is and zod would differ", () => {
    compareAnswersWithZod();
    const schema = z.object({ id: z.number() });
    expect(answerSerializerCompiler(inputOf(schema))({ id: 1 })).toBe('{"id":1}');
    // A bug in the check, made by changing the schema under zod after the check was made.
    const swapped = (to: z.ZodType) => {
      const odd = z.object({ id: z.string() });
      const write = answerSerializerCompiler(inputOf(odd));
      (odd._zod.def.shape as Record<string, z.ZodType>).id = to;
      return write;
    };
    expect(() => swapped(z.number())({ id: "1" })).toThrow(/written as it is, which zod refuses/);
    expect(() => swapped(z.string().trim())({ id: " 1 " })).toThrow(/written as it is differs/);
  });
});
