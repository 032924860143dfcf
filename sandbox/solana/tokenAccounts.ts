// SPL token accounts and mints as Solana's JSON-RPC shows them: `jsonParsed` data, token
// amounts with their UI forms, and the token balances of a transaction's meta.
import { type Address, address, isSome, type Option } from "@solana/kit"
import {
  AccountState,
  getMintDecoder,
  getMintSize,
  getTokenDecoder,
  getTokenSize,
  type Mint,
  TOKEN_PROGRAM_ADDRESS,
  type Token,
} from "@solana-program/token"

/** The Token-2022 program; its accounts start with the same layouts as SPL Token's. */
export const token2022ProgramAddress = address("TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb")

/** The two token programs whose accounts getTokenAccountsByOwner and jsonParsed know. */
export const tokenProgramAddresses: ReadonlyArray<Address> = [
  TOKEN_PROGRAM_ADDRESS,
  token2022ProgramAddress,
]

/** The parts of an account the token readers look at. */
export interface RawAccount {
  readonly programAddress: Address
  readonly data: Uint8Array
}

// A Token-2022 account with extensions is longer than SPL Token's and says its kind in the
// byte after the token account layout (1: mint, 2: account).
const accountTypeOffset = 165
const isOfKind = (account: RawAccount, size: number, kind: number): boolean => {
  if (account.programAddress === TOKEN_PROGRAM_ADDRESS) return account.data.length === size
  if (account.programAddress !== token2022ProgramAddress) return false
  return (
    account.data.length === size ||
    (account.data.length > accountTypeOffset && account.data[accountTypeOffset] === kind)
  )
}

/** The token account held in `account`, or undefined when it holds none. */
export const readTokenAccount = (account: RawAccount): Token | undefined => {
  if (!isOfKind(account, getTokenSize(), 2)) return undefined
  const token = getTokenDecoder().decode(account.data)
  return token.state === AccountState.Uninitialized ? undefined : token
}

/** The mint held in `account`, or undefined when it holds none. */
export const readMint = (account: RawAccount): Mint | undefined => {
  if (!isOfKind(account, getMintSize(), 1)) return undefined
  const mint = getMintDecoder().decode(account.data)
  return mint.isInitialized ? mint : undefined
}

/** An amount in base units as a decimal string of whole units, trailing zeros trimmed. */
export const uiAmountString = (amount: bigint, decimals: number): string => {
  if (decimals === 0) return amount.toString()
  const digits = amount.toString().padStart(decimals + 1, "0")
  const fraction = digits.slice(-decimals).replace(/0+$/, "")
  const whole = digits.slice(0, -decimals)
  return fraction === "" ? whole : `${whole}.${fraction}`
}

/** Solana's UiTokenAmount: base units as a string, the decimals, and the amount in whole units. */
export interface UiTokenAmount {
  readonly amount: string
  readonly decimals: number
  readonly uiAmount: number
  readonly uiAmountString: string
}

/** The UiTokenAmount of `amount` base units of a mint with `decimals`. */
export const uiTokenAmount = (amount: bigint, decimals: number): UiTokenAmount => {
  const text = uiAmountString(amount, decimals)
  return { amount: amount.toString(), decimals, uiAmount: Number(text), uiAmountString: text }
}

const optional = (value: Option<Address>): Address | undefined =>
  isSome(value) ? value.value : undefined

const programName = (programAddress: Address): string =>
  programAddress === TOKEN_PROGRAM_ADDRESS ? "spl-token" : "spl-token-2022"

const stateName = (state: AccountState): string =>
  state === AccountState.Frozen ? "frozen" : "initialized"

/** Reads a mint's decimals from the ledger, undefined when it has no such mint. */
export type DecimalsOf = (mint: Address) => number | undefined

/**
 * The `jsonParsed` data of a token account or mint (`{ program, parsed: { type, info }, space }`),
 * or undefined for any other account (Solana then answers base64) or a Token-2022 account with
 * extensions, which the sandbox does not parse.
 */
export const parsedTokenData = (
  account: RawAccount,
  decimalsOf: DecimalsOf,
): Readonly<Record<string, unknown>> | undefined => {
  const program = programName(account.programAddress)
  const space = account.data.length
  const plain =
    account.programAddress === TOKEN_PROGRAM_ADDRESS ||
    space === getTokenSize() ||
    space === getMintSize()
  if (!plain) return undefined
  const token = readTokenAccount(account)
  if (token !== undefined) {
    const decimals = decimalsOf(token.mint)
    if (decimals === undefined) return undefined
    const delegate = optional(token.delegate)
    const closeAuthority = optional(token.closeAuthority)
    const info = {
      isNative: isSome(token.isNative),
      mint: token.mint,
      owner: token.owner,
      state: stateName(token.state),
      tokenAmount: uiTokenAmount(token.amount, decimals),
      ...(delegate === undefined
        ? {}
        : { delegate, delegatedAmount: uiTokenAmount(token.delegatedAmount, decimals) }),
      ...(closeAuthority === undefined ? {} : { closeAuthority }),
      ...(isSome(token.isNative)
        ? { rentExemptReserve: uiTokenAmount(token.isNative.value, decimals) }
        : {}),
    }
    return { program, parsed: { type: "account", info }, space }
  }
  const mint = readMint(account)
  if (mint === undefined) return undefined
  const info = {
    decimals: mint.decimals,
    freezeAuthority: optional(mint.freezeAuthority) ?? null,
    isInitialized: mint.isInitialized,
    mintAuthority: optional(mint.mintAuthority) ?? null,
    supply: mint.supply.toString(),
  }
  return { program, parsed: { type: "mint", info }, space }
}

/** One entry of a transaction meta's preTokenBalances or postTokenBalances. */
export interface TokenBalance {
  readonly accountIndex: number
  readonly mint: Address
  readonly owner: Address
  readonly programId: Address
  readonly uiTokenAmount: UiTokenAmount
}

/** The token balances among a transaction's accounts (`accounts[i]` undefined when missing). */
export const tokenBalancesOf = (
  accounts: ReadonlyArray<RawAccount | undefined>,
  decimalsOf: DecimalsOf,
): ReadonlyArray<TokenBalance> =>
  accounts.flatMap((account, accountIndex) => {
    const token = account === undefined ? undefined : readTokenAccount(account)
    const decimals = token === undefined ? undefined : decimalsOf(token.mint)
    if (account === undefined || token === undefined || decimals === undefined) return []
    return [
      {
        accountIndex,
        mint: token.mint,
        owner: token.owner,
        programId: account.programAddress,
        uiTokenAmount: uiTokenAmount(token.amount, decimals),
      },
    ]
  })
