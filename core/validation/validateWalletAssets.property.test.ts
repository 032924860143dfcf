import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { hostileRecord, hostileValue, oddNumbers } from "../../test/hostile/hostileValues"
import { growthRatio } from "../../test/hostile/linearGrowth"
import {
  validateWalletAssets,
  validateWalletAssetsResponse,
  type WalletAsset,
  WalletAssetsInvalidError,
} from "./validateWalletAssets"

const amount = fc.double({ min: 0, max: 1e12, noNaN: true, noDefaultInfinity: true })
// What a wallet sends: the type in any case (EIP-7811 wallets write "erc20" and "native"),
// and price, iconUrl and value only sometimes (EIP-7811 metadata has name, symbol, decimals).
const asset = fc.record({
  address: fc.oneof(fc.constant("native"), fc.string({ maxLength: 42 })),
  balance: fc
    .string({ unit: fc.constantFrom(..."0123456789abcdefABCDEF"), minLength: 1, maxLength: 64 })
    .map((digits) => `0x${digits}`),
  type: fc.constantFrom("ERC20", "NATIVE", "erc20", "native", "Erc20", "nAtIvE"),
  metadata: fc.record(
    {
      name: fc.string({ maxLength: 12 }),
      symbol: fc.string({ maxLength: 6 }),
      decimals: fc.integer({ min: 0, max: 255 }),
      price: amount,
      iconUrl: fc.string({ maxLength: 20 }),
      value: amount,
    },
    { requiredKeys: ["name", "symbol", "decimals"] },
  ),
})

/** What validation makes of a valid asset: its type in capitals. */
const normalised = (entry: typeof asset extends fc.Arbitrary<infer A> ? A : never): WalletAsset =>
  ({ ...entry, type: entry.type.toUpperCase() }) as WalletAsset

const failureMessage = (result: Result.Result<unknown, WalletAssetsInvalidError>) =>
  Result.isFailure(result) ? result.failure.message : undefined

describe("wallet assets (spec 5): valid only if every entry has string address and balance, type ERC20 or NATIVE, and typed metadata; decimals 0 filtered out", () => {
  it("a list of valid assets is kept as is, less the tokens with decimals 0", () => {
    fc.assert(
      fc.property(fc.array(asset, { maxLength: 5 }), (assets) => {
        const kept = assets.filter((entry) => entry.metadata.decimals !== 0).map(normalised)
        expect(validateWalletAssets(assets)).toEqual(Result.succeed(kept))
        expect(validateWalletAssetsResponse({ "0x1": assets, "0x2105": [] })).toEqual(
          Result.succeed({ "0x1": kept, "0x2105": [] }),
        )
      }),
      { numRuns: 200 },
    )
  })

  it("one entry with a field of the wrong type makes the whole answer invalid", () => {
    const field = fc.constantFrom(
      "address",
      "balance",
      "type",
      "metadata",
      "decimals",
      "price",
      "symbol",
    )
    fc.assert(
      fc.property(
        fc.array(asset, { minLength: 1, maxLength: 4 }),
        fc.nat(),
        field,
        hostileValue,
        (assets, at, name, value) => {
          const index = at % assets.length
          const entry = assets[index] as (typeof assets)[number]
          const broken = ["address", "balance", "type", "metadata"].includes(name)
            ? { ...entry, [name]: value }
            : { ...entry, metadata: { ...entry.metadata, [name]: value } }
          const stillValid =
            name === "address" || name === "symbol"
              ? typeof value === "string"
              : name === "balance"
                ? typeof value === "string" && /^0x[0-9a-fA-F]+$/.test(value)
                : name === "type"
                  ? typeof value === "string" && ["ERC20", "NATIVE"].includes(value.toUpperCase())
                  : name === "decimals"
                    ? Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 255
                    : name === "price"
                      ? typeof value === "number" && Number.isFinite(value) && value >= 0
                      : false
          fc.pre(!stillValid)
          const list = assets.map((original, i) => (i === index ? broken : original))
          expect(failureMessage(validateWalletAssets(list))).toMatch(
            /^The wallet_getAssets response is invalid\. /,
          )
          expect(failureMessage(validateWalletAssetsResponse({ "0x1": list }))).toMatch(
            /^The wallet_getAssets response is invalid\. /,
          )
        },
      ),
      { numRuns: 200 },
    )
  })

  it("decimals must be a whole number from 0 to 255, price and value finite and not negative: NaN would show as a balance", () => {
    for (const odd of [
      ...oddNumbers.filter((n) => !Number.isInteger(n) || n < 0 || n > 255),
      256,
    ]) {
      fc.assert(
        fc.property(asset, fc.constantFrom("decimals", "price", "value"), (entry, name) => {
          fc.pre(name === "decimals" || !Number.isFinite(odd) || odd < 0)
          const broken = { ...entry, metadata: { ...entry.metadata, [name]: odd } }
          expect(Result.isFailure(validateWalletAssets([broken]))).toBe(true)
        }),
        { numRuns: 10 },
      )
    }
  })

  it("any value gives a result whose message can be read, never a throw", () => {
    fc.assert(
      fc.property(
        hostileValue,
        hostileRecord(["address", "balance", "type", "metadata"]),
        (value, entry) => {
          for (const input of [value, [value], [entry], { "0x1": value }, { "0x1": [entry] }]) {
            const results: ReadonlyArray<Result.Result<unknown, WalletAssetsInvalidError>> = [
              validateWalletAssets(input),
              validateWalletAssetsResponse(input),
            ]
            for (const result of results) {
              if (Result.isFailure(result)) {
                expect(result.failure).toBeInstanceOf(WalletAssetsInvalidError)
                expect(result.failure.message).toMatch(
                  /^The wallet_getAssets response is invalid\. /,
                )
              }
            }
          }
        },
      ),
      { numRuns: 200 },
    )
  })

  it("checking an answer takes time linear in its number of assets", () => {
    const entry = fc.sample(asset, { numRuns: 1, seed: 1 })[0]
    const input = (n: number) => [...Array.from({ length: n }, () => entry), { address: 1 }]
    expect(growthRatio({ input, run: validateWalletAssets, size: 20 })).toBeLessThan(40)
  })
})
