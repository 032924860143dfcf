import { type CaipNetwork, isCaipAddress, parseCaipAddress, type TokenBalance } from "../../core"
import type { SendOptions } from "./SendOptions"

/**
 * A token the visitor can send (spec 3 Send state `token`): the network's own currency, or a
 * token of the network (an ERC-20 on EVM, an SPL token on Solana).
 */
export interface SendToken {
  /** "native" for the network's own currency (ETH, SOL); "token" for a token of the network. */
  readonly kind: "native" | "token"
  readonly symbol: string
  readonly name: string
  /**
   * The token's contract (an ERC-20's address, an SPL token's mint). Absent for the native
   * currency (a token without one cannot be sent).
   */
  readonly address?: string
  /** How many decimals the token's amounts have. */
  readonly decimals: number
  /** The amount the account holds, as decimal text. */
  readonly balance: string
  /** Price in USD. */
  readonly price: number
  readonly iconUrl: string
}

/** What the token picker offers tokens from. */
export interface OfferedTokensInput {
  /** The account's token balances (spec 3), on every network. */
  readonly tokenBalance: ReadonlyArray<TokenBalance>
  /** The account's native balance, for when the token balances do not list the native currency. */
  readonly nativeBalance: string | undefined
  /** The active network: only its tokens are offered. */
  readonly network: CaipNetwork
  readonly options: SendOptions
}

const decimalsOf = (text: string): number | undefined => {
  const decimals = Number(text)
  return Number.isInteger(decimals) && decimals >= 0 ? decimals : undefined
}

/**
 * The token contract's own address: the provider API gives a balance's `address` as a CAIP-10
 * account id (`eip155:1:0x…`; an SPL token's mint after its network id; openapi TokenBalance),
 * which no node or wallet takes as a `to` or a mint.
 */
const contractAddress = (address: string): string =>
  isCaipAddress(address) ? parseCaipAddress(address).address : address

const toSendToken = (balance: TokenBalance, network: CaipNetwork): SendToken | undefined => {
  const decimals = decimalsOf(balance.quantity.decimals)
  // Spec 5: tokens with decimals 0 are filtered out (as are decimals that are no number).
  if (decimals === undefined || decimals === 0) return undefined
  const native = balance.address === undefined && balance.symbol === network.nativeCurrency.symbol
  return {
    kind: native ? "native" : "token",
    symbol: balance.symbol,
    name: balance.name,
    ...(balance.address === undefined ? {} : { address: contractAddress(balance.address) }),
    decimals,
    balance: balance.quantity.numeric,
    price: balance.price,
    iconUrl: balance.iconUrl,
  }
}

/**
 * The tokens the Send view offers on the active network, whatever its family: the native
 * currency first (from the token balances, else from the account's balance and the network's
 * currency) unless `options.native` is false, then the tokens the account holds there (ERC-20,
 * SPL), only those of `options.tokens` when that list is given. A balance without an address
 * whose symbol is not the network's currency is a token that lacks its address: offered, and
 * refused on send (spec 5).
 */
export const offeredTokens = (input: OfferedTokensInput): ReadonlyArray<SendToken> => {
  const { network, options } = input
  const onNetwork = input.tokenBalance
    .filter((balance) => balance.chainId === network.caipNetworkId)
    .flatMap((balance) => toSendToken(balance, network) ?? [])
  const listedNative = onNetwork.find((token) => token.kind === "native")
  const native: ReadonlyArray<SendToken> = !options.native
    ? []
    : listedNative !== undefined
      ? [listedNative]
      : [
          {
            kind: "native",
            symbol: network.nativeCurrency.symbol,
            name: network.nativeCurrency.name,
            decimals: network.nativeCurrency.decimals,
            balance: input.nativeBalance ?? "0",
            price: 0,
            iconUrl: "",
          },
        ]
  const allowed = options.tokens?.map((address) => address.toLowerCase())
  const held = onNetwork.filter(
    (token) =>
      token.kind === "token" &&
      (allowed === undefined ||
        (token.address !== undefined && allowed.includes(token.address.toLowerCase()))),
  )
  return [...native, ...held]
}

/** Whether two tokens are the same one (same kind, symbol and contract). */
export const isSameToken = (a: SendToken, b: SendToken): boolean =>
  a.kind === b.kind &&
  a.symbol === b.symbol &&
  (a.address ?? "").toLowerCase() === (b.address ?? "").toLowerCase()
