import fc from "fast-check"

/** Texts that have broken parsers before: empty, blank, NUL, bidi overrides, prototype keys, number words. */
export const oddStrings: ReadonlyArray<string> = [
  "",
  " ",
  "\t\n",
  "\u0000",
  "\u202e",
  "\u200f\u202d",
  "\ufeff",
  "\ud800",
  "__proto__",
  "constructor",
  "toString",
  "hasOwnProperty",
  "NaN",
  "Infinity",
  "-Infinity",
  "-0",
  "1e309",
  "0x",
  "0x0",
  ":",
  "::",
  "@",
  "//",
  "[object Object]",
  "undefined",
  "null",
]

/**
 * Any one character: a UTF-16 code unit (lone surrogates, NUL and bidi controls included) or
 * an astral code point. fast-check's own "binary" unit builds a table of every code point
 * first, which costs about 2 s per test file.
 */
export const anyCharacter: fc.Arbitrary<string> = fc.oneof(
  {
    arbitrary: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
    weight: 4,
  },
  {
    arbitrary: fc
      .integer({ min: 0x10000, max: 0x10ffff })
      .map((code) => String.fromCodePoint(code)),
    weight: 1,
  },
)

// A long text is a constant rather than generated: generating 100k characters per run would
// make the suite slow without finding more.
const longText = "a".repeat(100_000)

/**
 * Any string a hostile caller might pass: full Unicode (lone surrogates, bidi, NUL), the odd
 * texts above, and one 100k-character text.
 */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string({ unit: anyCharacter, maxLength: 24 }), weight: 4 },
  { arbitrary: fc.constantFrom(...oddStrings), weight: 3 },
  {
    arbitrary: fc.string({
      unit: fc.constantFrom("a", "0", "1", ".", "-", ":", "@", "x", "\u0000", "\u202e", " "),
      maxLength: 24,
    }),
    weight: 4,
  },
  { arbitrary: fc.constant(longText), weight: 1 },
)

/** Numbers that are not plain amounts: NaN, the infinities, -0, fractions, the extremes. */
export const oddNumbers: ReadonlyArray<number> = [
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  -0,
  -1,
  0.5,
  -0.5,
  Number.EPSILON,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 31,
  1e21,
]

// Nesting built once: recursive code that follows it overflows the stack, which is the point.
const deeplyNested = (depth: number): unknown => {
  let value: unknown = "deep"
  for (let i = 0; i < depth; i += 1) value = i % 2 === 0 ? [value] : { value }
  return value
}

const cyclic = (): unknown => {
  const object: Record<string, unknown> = { type: "@w3m-frame/READY" }
  object.self = object
  object.list = [object]
  return object
}

/**
 * Any value an untyped caller, a `postMessage` or a wallet's JSON answer might hand over:
 * hostile strings and numbers, bigints, symbols, functions, null-prototype objects, sparse
 * and typed arrays, boxed values, dates, maps and sets, 10 000-deep nesting and a cycle.
 */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom<unknown>(...oddNumbers),
  fc.constantFrom<unknown>(undefined, null, true, false, 0n, -1n, 2n ** 300n),
  fc.constantFrom<unknown>(Symbol("hostile"), () => "fn", Object.create(null), []),
  fc.constant(deeplyNested(10_000)),
  fc.constant(cyclic()),
  fc.anything({
    maxDepth: 3,
    maxKeys: 5,
    withBigInt: true,
    withBoxedValues: true,
    withDate: true,
    withMap: true,
    withNullPrototype: true,
    withObjectString: true,
    withSet: true,
    withSparseArray: true,
    withTypedArray: true,
    stringUnit: anyCharacter,
  }),
)

/** An object whose fields are hostile values, with some of `keys` among its keys. */
export const hostileRecord = (keys: ReadonlyArray<string>): fc.Arbitrary<Record<string, unknown>> =>
  fc.dictionary(fc.oneof(fc.constantFrom(...keys), fc.constantFrom(...oddStrings)), hostileValue, {
    maxKeys: keys.length + 2,
  })
