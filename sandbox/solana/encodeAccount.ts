// An account as Solana's JSON-RPC answers it (UiAccount), in the encoding a call asks for.
import { type Address, getBase58Decoder, getBase64Decoder } from "@solana/kit"
import { SolanaRpcError, solanaRpcErrorCodes } from "./SolanaRpcError"
import { readEncoding, readU64 } from "./solanaRpcParams"
import { type DecimalsOf, parsedTokenData } from "./tokenAccounts"

/**
 * The account encodings the devnet serves: "binary" is the legacy form (a bare base58 string),
 * the default of getAccountInfo and getTokenAccountsByOwner.
 */
export const accountEncodings = ["binary", "base58", "base64", "jsonParsed"] as const
export type AccountEncoding = (typeof accountEncodings)[number]

/** An account's fields the encoder needs (litesvm's EncodedAccount has them). */
export interface LedgerAccount {
  readonly programAddress: Address
  readonly data: Uint8Array
  readonly lamports: bigint
  readonly executable: boolean
}

/** How a call asked for account data: the encoding and an optional slice of the bytes. */
export interface AccountView {
  readonly encoding: AccountEncoding
  readonly dataSlice?: { readonly offset: number; readonly length: number }
}

/** Base58 is only written for data up to this many bytes, as Agave does. */
const maxBase58Bytes = 128

/** Since rent collection ended every account reports this rent epoch (u64::MAX). */
const rentExemptEpoch = 2n ** 64n - 1n

const invalidRequest = (message: string) =>
  new SolanaRpcError(solanaRpcErrorCodes.invalidRequest, message)

/** The account view of a call's config, `fallback` its encoding when none is given. */
export const readAccountView = (
  config: Readonly<Record<string, unknown>>,
  fallback: AccountEncoding,
): AccountView => {
  const encoding = readEncoding(config, accountEncodings, fallback)
  if (config.dataSlice === undefined || config.dataSlice === null) return { encoding }
  if (encoding === "jsonParsed") {
    throw invalidRequest(
      "Sliced account data can only be encoded using binary (base 58) or base64 encoding.",
    )
  }
  const slice = config.dataSlice as Readonly<Record<string, unknown>>
  const offset = Number(readU64(slice.offset, "dataSlice.offset"))
  const length = Number(readU64(slice.length, "dataSlice.length"))
  return { encoding, dataSlice: { offset, length } }
}

const base58 = (bytes: Uint8Array): string => {
  if (bytes.length > maxBase58Bytes) {
    throw invalidRequest(
      `Encoded binary (base 58) data should be less than ${maxBase58Bytes} bytes, please use Base64 encoding.`,
    )
  }
  return getBase58Decoder().decode(bytes)
}

const encodeData = (account: LedgerAccount, view: AccountView, decimalsOf: DecimalsOf): unknown => {
  if (view.encoding === "jsonParsed") {
    // Accounts no parser knows fall back to base64, as on Solana.
    return (
      parsedTokenData(account, decimalsOf) ?? [getBase64Decoder().decode(account.data), "base64"]
    )
  }
  const { dataSlice } = view
  const bytes =
    dataSlice === undefined
      ? account.data
      : account.data.subarray(dataSlice.offset, dataSlice.offset + dataSlice.length)
  if (view.encoding === "binary") return base58(bytes)
  if (view.encoding === "base58") return [base58(bytes), "base58"]
  return [getBase64Decoder().decode(bytes), "base64"]
}

/** The account as Solana's JSON-RPC answers it. */
export const encodeAccount = (
  account: LedgerAccount,
  view: AccountView,
  decimalsOf: DecimalsOf,
): Readonly<Record<string, unknown>> => ({
  data: encodeData(account, view, decimalsOf),
  executable: account.executable,
  lamports: account.lamports,
  owner: account.programAddress,
  rentEpoch: rentExemptEpoch,
  space: BigInt(account.data.length),
})
