import { Effect, Exit } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  anyCharacter,
  hostileString,
  hostileValue,
  oddNumbers,
} from "../../test/hostile/hostileValues"
import { growthRatio } from "../../test/hostile/linearGrowth"
import { type ChainNamespace, chainNamespaces } from "./ChainNamespace"
import {
  CaipNetworkIdInvalidError,
  isCaipNetworkId,
  parseCaipNetworkId,
  parseCaipNetworkIdEffect,
  toCaipNetworkId,
} from "./parseCaipNetworkId"

const chars = (set: string, minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...set), minLength, maxLength })

const lower = "abcdefghijklmnopqrstuvwxyz0123456789-"
const referenceChars = `${lower}ABCDEFGHIJKLMNOPQRSTUVWXYZ_`

// CAIP-2: namespace [-a-z0-9]{3,8}, reference [-_a-zA-Z0-9]{1,32}.
const caipNamespace = chars(lower, 3, 8)
const caipReference = chars(referenceChars, 1, 32)
// The namespaces other than eip155, whose references are decimal chain ids.
const nonEvmNamespace = fc.constantFrom(...chainNamespaces.filter((n) => n !== "eip155"))
const chainId = fc.oneof(fc.nat(), fc.constant(Number.MAX_SAFE_INTEGER))

/** The outcome of a call that may throw, with anything but the tagged error rethrown. */
const outcome = <A>(f: () => A): A | CaipNetworkIdInvalidError => {
  try {
    return f()
  } catch (error) {
    if (error instanceof CaipNetworkIdInvalidError) return error
    throw error
  }
}

describe("CAIP-2 ids have exactly 2 colon-separated parts; otherwise 'Invalid CAIP-2 network id'", () => {
  it("two non-empty parts without a colon split back into those parts", () => {
    const part = hostileString.filter((text) => text !== "" && !text.includes(":"))
    fc.assert(
      fc.property(part, part, (chainNamespace, reference) => {
        const id = `${chainNamespace}:${reference}`
        expect(parseCaipNetworkId(id)).toEqual({ chainNamespace, chainId: reference })
        expect(isCaipNetworkId(id)).toBe(true)
      }),
      { numRuns: 200 },
    )
  })

  it("any other value fails with CaipNetworkIdInvalidError, in every form, and nothing else throws", () => {
    fc.assert(
      fc.property(hostileValue, (value) => {
        const parsed = outcome(() => parseCaipNetworkId(value as string))
        const exit = Effect.runSyncExit(parseCaipNetworkIdEffect(value as string))
        const wellFormed =
          typeof value === "string" &&
          value.split(":").length === 2 &&
          value.split(":").every((part) => part !== "")
        expect(isCaipNetworkId(value)).toBe(wellFormed)
        expect(parsed instanceof CaipNetworkIdInvalidError).toBe(!wellFormed)
        expect(Exit.isSuccess(exit)).toBe(wellFormed)
        if (parsed instanceof CaipNetworkIdInvalidError) {
          expect(parsed.message).toBe("Invalid CAIP-2 network id")
          expect(parsed.input).toBe(value)
        } else {
          expect(`${parsed.chainNamespace}:${parsed.chainId}`).toBe(value)
        }
      }),
      { numRuns: 200 },
    )
  })

  it("splitting an id takes time linear in its length", () => {
    const input = (n: number) => `${"a:".repeat(n)}`
    expect(growthRatio({ input, run: isCaipNetworkId, size: 2_000 })).toBeLessThan(40)
  })
})

describe("toCaipNetworkId builds only ids CAIP-2 allows", () => {
  it("a CAIP-2 namespace and reference join with a colon and parse back", () => {
    fc.assert(
      fc.property(
        caipNamespace.filter((n) => n !== "eip155"),
        caipReference,
        (ns, reference) => {
          const id = toCaipNetworkId(ns as ChainNamespace, reference)
          expect(id).toBe(`${ns}:${reference}`)
          expect(parseCaipNetworkId(id)).toEqual({ chainNamespace: ns, chainId: reference })
        },
      ),
      { numRuns: 200 },
    )
  })

  it("an EVM chain id, a non-negative safe integer, is written in decimal and parses back", () => {
    fc.assert(
      fc.property(chainId, (id) => {
        expect(toCaipNetworkId("eip155", id)).toBe(`eip155:${id}`)
        expect(toCaipNetworkId("eip155", String(id))).toBe(`eip155:${id}`)
        expect(parseCaipNetworkId(toCaipNetworkId("eip155", id)).chainId).toBe(String(id))
      }),
      { numRuns: 200 },
    )
  })

  it("NaN, the infinities, negatives, fractions and unsafe integers are no chain id", () => {
    for (const ns of ["eip155", "solana"] as const) {
      for (const id of [...oddNumbers.filter((n) => !Number.isSafeInteger(n) || n < 0), -1, 1.5]) {
        const thrown = outcome(() => toCaipNetworkId(ns, id))
        expect(thrown).toBeInstanceOf(CaipNetworkIdInvalidError)
        expect((thrown as CaipNetworkIdInvalidError).message).toBe("Invalid CAIP-2 network id")
      }
    }
    expect((outcome(() => toCaipNetworkId("eip155", Number.NaN)) as { input: unknown }).input).toBe(
      "eip155:NaN",
    )
  })

  it("an EVM reference is a decimal chain id: 'NaN', '-1', '1.5', '01' and '0x1' are not", () => {
    for (const id of ["NaN", "Infinity", "-1", "1.5", "1e3", "01", "0x1", "abc", ""]) {
      expect(outcome(() => toCaipNetworkId("eip155", id))).toBeInstanceOf(CaipNetworkIdInvalidError)
    }
  })

  it("a reference longer than 32 characters or with a character outside [-_a-zA-Z0-9] is refused", () => {
    const outside = anyCharacter.filter((c) => !referenceChars.includes(c))
    fc.assert(
      fc.property(nonEvmNamespace, caipReference, outside, fc.nat(), (ns, reference, c, at) => {
        const position = at % (reference.length + 1)
        const mutated = reference.slice(0, position) + c + reference.slice(position)
        expect(outcome(() => toCaipNetworkId(ns, mutated))).toBeInstanceOf(
          CaipNetworkIdInvalidError,
        )
      }),
      { numRuns: 200 },
    )
    expect(outcome(() => toCaipNetworkId("solana", "a".repeat(33)))).toBeInstanceOf(
      CaipNetworkIdInvalidError,
    )
    expect(toCaipNetworkId("solana", "a".repeat(32))).toBe(`solana:${"a".repeat(32)}`)
  })

  it("a namespace outside [-a-z0-9]{3,8} is refused", () => {
    for (const ns of ["", "ab", "EIP155", "eip155x12", "eip 155", "e:p", "\u202eeip155"]) {
      expect(outcome(() => toCaipNetworkId(ns as ChainNamespace, 1))).toBeInstanceOf(
        CaipNetworkIdInvalidError,
      )
    }
  })

  it("on any values it returns an id that parses back or fails with CaipNetworkIdInvalidError", () => {
    fc.assert(
      fc.property(fc.oneof(nonEvmNamespace, hostileValue), hostileValue, (ns, id) => {
        const built = outcome(() => toCaipNetworkId(ns as ChainNamespace, id as string))
        if (built instanceof CaipNetworkIdInvalidError) {
          expect(built.message).toBe("Invalid CAIP-2 network id")
        } else {
          expect(parseCaipNetworkId(built)).toEqual({ chainNamespace: ns, chainId: String(id) })
        }
      }),
      { numRuns: 200 },
    )
  })
})
