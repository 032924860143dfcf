import { Effect } from "effect"
import { normalizeChainId } from "../connections/ConnectionState"
import {
  isUserRejectedRequestError,
  UserRejectedRequestError,
} from "../errors/UserRejectedRequestError"
import { toWalletRpcError, type WalletRpcError } from "../errors/WalletRpcError"
import { isEvmAddress } from "../validation/isEvmAddress"
import type { Eip1193Provider } from "./Eip1193Provider"
import { WalletRequestFailedError } from "./WalletRequestFailedError"

/** Why a wallet request failed: the user said no, the wallet answered an RPC error, or neither. */
export type WalletRequestError =
  | UserRejectedRequestError
  | WalletRpcError
  | WalletRequestFailedError

/** Turns what a provider threw into a `WalletRequestError` (rejection first, then RPC code). */
export const toWalletRequestError = (method: string, cause: unknown): WalletRequestError => {
  if (cause instanceof UserRejectedRequestError) return cause
  if (isUserRejectedRequestError(cause)) {
    const rpc = toWalletRpcError(cause)
    return rpc === undefined
      ? new UserRejectedRequestError({ cause })
      : new UserRejectedRequestError({ code: rpc.code, cause })
  }
  return toWalletRpcError(cause) ?? new WalletRequestFailedError({ method, cause })
}

/**
 * Sends one EIP-1193 request. No timeout: a wallet prompt waits for the visitor.
 * @example walletRequest(provider, "eth_chainId")
 */
export const walletRequest = (
  provider: Eip1193Provider,
  method: string,
  params?: unknown,
): Effect.Effect<unknown, WalletRequestError> =>
  Effect.tryPromise({
    try: () => provider.request(params === undefined ? { method } : { method, params }),
    catch: (cause) => toWalletRequestError(method, cause),
  })

/** The EVM addresses in an untrusted answer, or undefined unless it is a list of them. */
export const parseAccounts = (value: unknown): ReadonlyArray<`0x${string}`> | undefined =>
  Array.isArray(value) && value.every(isEvmAddress) ? value : undefined

/** An untrusted EVM chain id (hex or decimal text, or a number) as a number, else undefined. */
export const parseEvmChainId = (value: unknown): number | undefined => {
  if (typeof value !== "string" && typeof value !== "number") return undefined
  const chainId = normalizeChainId(value)
  return typeof chainId === "number" && Number.isSafeInteger(chainId) && chainId > 0
    ? chainId
    : undefined
}

const decoded = <A>(
  method: string,
  request: Effect.Effect<unknown, WalletRequestError>,
  parse: (value: unknown) => A | undefined,
): Effect.Effect<A, WalletRequestError> =>
  Effect.flatMap(request, (value) => {
    const parsed = parse(value)
    return parsed === undefined
      ? Effect.fail(new WalletRequestFailedError({ method, cause: value }))
      : Effect.succeed(parsed)
  })

/** `eth_requestAccounts`: asks the visitor to connect (a prompt). */
export const requestAccounts = (
  provider: Eip1193Provider,
): Effect.Effect<ReadonlyArray<`0x${string}`>, WalletRequestError> =>
  decoded("eth_requestAccounts", walletRequest(provider, "eth_requestAccounts"), parseAccounts)

/** `eth_accounts`: the accounts already authorised for this site (never a prompt). */
export const getAccounts = (
  provider: Eip1193Provider,
): Effect.Effect<ReadonlyArray<`0x${string}`>, WalletRequestError> =>
  decoded("eth_accounts", walletRequest(provider, "eth_accounts"), parseAccounts)

/** `eth_chainId`, converted from hex to a number. */
export const getChainId = (provider: Eip1193Provider): Effect.Effect<number, WalletRequestError> =>
  decoded("eth_chainId", walletRequest(provider, "eth_chainId"), parseEvmChainId)

/** A chain id as wallets take it: `0x` plus lower-case hex. */
export const toHexChainId = (chainId: number): `0x${string}` => `0x${chainId.toString(16)}`
