import { Data, Result, Schema, SchemaGetter } from "effect"

// NaN and the infinities are numbers too, but a balance formatted with them reads "NaN" or
// "Infinity": decimals are a token's uint8 (0 to 255), a price or a value is a finite amount
// that is not negative.
const TokenDecimals = Schema.Number.check(
  Schema.isInt(),
  Schema.isGreaterThanOrEqualTo(0),
  Schema.isLessThanOrEqualTo(255),
)
const Amount = Schema.Number.check(Schema.isFinite(), Schema.isGreaterThanOrEqualTo(0))

/**
 * The metadata of one asset from wallet_getAssets, each field with its type (spec 3, 5):
 * name, symbol and decimals (a whole number from 0 to 255); price and value (finite, not
 * negative) and iconUrl when the wallet sends them. EIP-7811 wallets send only name, symbol
 * and decimals, so the others may be absent, but a field that is there has its type.
 */
export const WalletAssetMetadata = Schema.Struct({
  name: Schema.String,
  symbol: Schema.String,
  decimals: TokenDecimals,
  price: Schema.optionalKey(Amount),
  iconUrl: Schema.optionalKey(Schema.String),
  value: Schema.optionalKey(Amount),
})

const assetTypes = Schema.Literals(["ERC20", "NATIVE"])

/**
 * An asset's type, matched without regard to case and read as the spec's "ERC20" or
 * "NATIVE": EIP-7811 wallets send "erc20" and "native", the spec writes them in capitals.
 */
export const WalletAssetType = Schema.String.pipe(
  Schema.decodeTo(assetTypes, {
    // Only the spelling changes here; the literals then check the value itself.
    decode: SchemaGetter.transform((type: string) => type.toUpperCase() as typeof assetTypes.Type),
    encode: SchemaGetter.passthrough(),
  }),
)

/**
 * One asset from wallet_getAssets (spec 3): address, balance as a hex string, type ERC20
 * or NATIVE (any case; decoded in capitals), and metadata {name, symbol, decimals, price,
 * iconUrl, value}.
 */
export const WalletAsset = Schema.Struct({
  // Not an EVM address schema: EIP-7811 names the native asset "native", not a contract.
  address: Schema.String,
  balance: Schema.String.check(
    Schema.isPattern(/^0x[0-9a-fA-F]+$/, { message: "Expected a hex string" }),
  ),
  type: WalletAssetType,
  metadata: WalletAssetMetadata,
})

/** One asset from wallet_getAssets. */
export type WalletAsset = typeof WalletAsset.Type

/** wallet_getAssets' answer (EIP-7811): asset lists keyed by hex chain id. */
export type WalletAssetsResponse = Readonly<Record<string, ReadonlyArray<WalletAsset>>>

/** A wallet_getAssets answer is malformed; the wallet's assets are then not used. */
export class WalletAssetsInvalidError extends Data.TaggedError("WalletAssetsInvalidError")<{
  /** The schema error naming the first offending entry and field. */
  readonly cause: Schema.SchemaError
}> {
  // The spec gives no text for this error; it is internal (the balance falls back to the API).
  override get message(): string {
    return `The wallet_getAssets response is invalid. ${this.cause.message}`
  }
}

const decodeList = Schema.decodeUnknownResult(Schema.Array(WalletAsset))
const decodeResponse = Schema.decodeUnknownResult(
  Schema.Record(Schema.String, Schema.Array(WalletAsset)),
)

// Spec 5: tokens with decimals 0 are filtered out.
const withDecimals = (assets: ReadonlyArray<WalletAsset>): ReadonlyArray<WalletAsset> =>
  assets.filter((asset) => asset.metadata.decimals !== 0)

/**
 * Validates a list of wallet assets: valid only if every entry is a `WalletAsset`; tokens
 * with decimals 0 are then filtered out. Fails with `WalletAssetsInvalidError`.
 */
export const validateWalletAssets = (
  assets: unknown,
): Result.Result<ReadonlyArray<WalletAsset>, WalletAssetsInvalidError> =>
  Result.mapBoth(decodeList(assets), {
    onFailure: (cause) => new WalletAssetsInvalidError({ cause }),
    onSuccess: withDecimals,
  })

/**
 * Validates a whole wallet_getAssets answer (asset lists keyed by hex chain id): valid only
 * if every entry of every list is a `WalletAsset`; tokens with decimals 0 are filtered out
 * of each list. Fails with `WalletAssetsInvalidError`.
 */
export const validateWalletAssetsResponse = (
  response: unknown,
): Result.Result<WalletAssetsResponse, WalletAssetsInvalidError> =>
  Result.mapBoth(decodeResponse(response), {
    onFailure: (cause) => new WalletAssetsInvalidError({ cause }),
    onSuccess: (byChain) =>
      Object.fromEntries(
        Object.entries(byChain).map(([chainId, assets]) => [chainId, withDecimals(assets)]),
      ),
  })
