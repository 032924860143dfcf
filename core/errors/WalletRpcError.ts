import { Data, Predicate } from "effect"
import { causeChain } from "./causeChain"
import { messageOf } from "./messageOf"
import { messages } from "./messages"
import { rpcCodeOf } from "./rpcCodeOf"

/** EIP-1193 / EIP-3085 code a wallet answers when asked to switch to a chain it does not know. */
export const chainNotAddedCode = 4902

/** EIP-1193 code a wallet answers for a method it does not support ("Unsupported Method"). */
export const methodNotSupportedCode = 4200

/** A wallet answered a JSON-RPC request with an error: its numeric EIP-1193 `code` and message. */
export class WalletRpcError extends Data.TaggedError("WalletRpcError")<{
  readonly code: number
  readonly message: string
  readonly data?: unknown
  readonly cause?: unknown
}> {}

/**
 * The first coded error in the cause chain as a `WalletRpcError` (its message, else a text naming
 * the code), or undefined when no level carries an RPC code. The original is kept as `cause`.
 */
export const toWalletRpcError = (error: unknown): WalletRpcError | undefined => {
  if (error instanceof WalletRpcError) return error
  for (const level of causeChain(error)) {
    const code = rpcCodeOf(level)
    if (code === undefined) continue
    const message = messageOf(level) ?? messages.walletRpcFailed(code)
    const data = Predicate.hasProperty(level, "data") ? level.data : undefined
    return data === undefined
      ? new WalletRpcError({ code, message, cause: error })
      : new WalletRpcError({ code, message, data, cause: error })
  }
  return undefined
}

/**
 * Whether the wallet does not know the requested chain (code 4902 on the error, down its cause
 * chain or in `data.originalError`): the caller then adds the chain and retries.
 */
export const isChainNotAddedError = (error: unknown): boolean =>
  causeChain(error).some((level) => rpcCodeOf(level) === chainNotAddedCode)

/**
 * Whether the wallet does not support the method it was asked (code 4200, down the cause chain):
 * asked to wallet_switchEthereumChain, it cannot switch chains (spec 8 'switch unsupported').
 */
export const isMethodNotSupportedError = (error: unknown): boolean =>
  causeChain(error).some((level) => rpcCodeOf(level) === methodNotSupportedCode)
