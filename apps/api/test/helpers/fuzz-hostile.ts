import fc from "fast-check";

export const NUL = "\u0000";

/** Text a person would never type but a script or a broken client sends. */
export const hostileText = fc.oneof(
  fc.constantFrom(
    `${NUL}`,
    `Ali${NUL}yev`,
    `90123456${NUL}`,
    "\u0001\u0002\u001f\u007f",
    "line\nbreak\ttab\r",
    "\ud800",
    "\udfff lone",
    "😀👨‍👩‍👧‍👦🏳️‍🌈",
    "\u202eRTL override",
    "\u200b\ufeff",
    "ʻOʼgʻiloy Шоҳруҳ",
    "' OR 1=1 --",
    "%00%27",
    "<script>alert(1)</script>",
    "NaN",
    "Infinity",
    "-Infinity",
    "-0",
    "1e999",
    "0x10",
    "",
    " ",
    "9999-01-01",
    "0001-01-01",
    "0000-00-00",
    "2026-02-30",
    "99999-01-01",
    "9999-12-31T23:59:59-05:00",
    "0000-01-01T00:00:00Z",
    "0001-01-01T00:00:00Z",
    "2026-11-22T10:00:00Z",
    "2147483648",
    "-1",
    "1.5",
    "__proto__",
    "constructor",
  ),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.nat({ max: 40 }).map((n) => `${"x".repeat(n)}${NUL}`),
  fc.constantFrom(1_000, 10_000, 100_000).map((n) => "ш".repeat(n)),
);

/** Numbers at and past every edge the columns have (int4, bigint, numeric(8,2), JS safe). */
export const hostileNumber = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1.5,
    0.001,
    0.004,
    0.005,
    0.0049,
    1e-7,
    2_147_483_647,
    2_147_483_648,
    -2_147_483_648,
    -2_147_483_649,
    4_294_967_296,
    100_000_000_000,
    100_000_000_001,
    9_007_199_254_740_991,
    Number.MAX_SAFE_INTEGER + 2,
    9.3e18,
    1e21,
    1e308,
    -1e308,
    Number.MIN_VALUE,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** A value of any JSON type, hostile ones first: anything a field might get instead of its own. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  hostileNumber,
  fc.constantFrom(null, true, false, [], {}, [null], [1, 2, 3], { a: 1 }, [[[[[]]]]]),
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(1_000, 10_000).map((n) => Array.from({ length: n }, (_, i) => i)),
  fc.nat({ max: 60 }).map((n) => nest(n)),
);

/** Deep, not wide: each level wraps the one below once. */
function nest(depth: number): unknown {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = i % 2 ? { a: v } : [v];
  return v;
}
