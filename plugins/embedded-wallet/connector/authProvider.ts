import { Effect, Predicate } from "effect"
import { messages, type WalletSessionEvents } from "../../../core"
import type { EmbeddedWalletError } from "../EmbeddedWalletError"
import type { FrameUser } from "../frame/FramePayloads"
import { isSafeRpcMethod } from "../rpc/isSafeRpcMethod"
import type { AuthBackend } from "./authBridge"
import { readMethods } from "./readMethods"

/** EIP-1193's codes the provider answers with (4001 user rejected, 4200 unsupported method). */
const userRejectedCode = 4001
const unsupportedMethodCode = 4200
/** The JSON-RPC code of any other failure: the frame's text is the message. */
const internalErrorCode = -32603

/** What the embedded wallet's provider rejects with: an EIP-1193 provider RPC error. */
export class AuthProviderRpcError extends Error {
  readonly code: number
  constructor(code: number, message: string, options?: { readonly cause?: unknown }) {
    super(message, options)
    this.name = "AuthProviderRpcError"
    this.code = code
  }
}

type Listener = (...args: ReadonlyArray<unknown>) => void
type ProviderEvent = "accountsChanged" | "chainChanged" | "disconnect"

/** The embedded wallet's EIP-1193 provider, with its session's accounts, chain and events. */
export interface AuthProvider {
  readonly request: (args: {
    readonly method: string
    readonly params?: unknown
  }) => Promise<unknown>
  readonly on: (event: string, listener: Listener) => void
  readonly removeListener: (event: string, listener: Listener) => void
  /** The wallet's accounts now. */
  readonly accounts: () => ReadonlyArray<string>
  /** The wallet's chain now (its reference: a number for EVM). */
  readonly chainId: () => number | string
  /** The session's events for the kernel (see `ConnectedWallet.subscribe`). */
  readonly subscribe: (handlers: WalletSessionEvents) => () => void
}

const hexChainId = (chainId: number | string): string =>
  typeof chainId === "number" ? `0x${chainId.toString(16)}` : chainId

/** The chain a wallet_switchEthereumChain asks for ([{ chainId: "0x…" }]), or undefined. */
const requestedChainId = (params: unknown): number | undefined => {
  const first = Array.isArray(params) ? params[0] : undefined
  const text = Predicate.hasProperty(first, "chainId") ? first.chainId : undefined
  if (typeof text !== "string" || !/^0x[0-9a-fA-F]+$/.test(text)) return undefined
  const chainId = Number.parseInt(text, 16)
  return Number.isSafeInteger(chainId) && chainId > 0 ? chainId : undefined
}

/** A failed request as the dApp's wallet code reads it: the visitor's no is code 4001 (spec 8). */
const providerErrorOf = (error: EmbeddedWalletError): AuthProviderRpcError =>
  error.message === messages.userRejected
    ? new AuthProviderRpcError(userRejectedCode, messages.userRejected, { cause: error })
    : new AuthProviderRpcError(internalErrorCode, error.message, { cause: error })

/**
 * Makes the EIP-1193 provider over the secure frame for the signed-in `user` of the wallet's
 * `chainNamespace` (spec 6, 8):
 * accounts and chain are answered from the session; wallet_switchEthereumChain asks the frame
 * (SWITCH_NETWORK) and tells `chainChanged`; a not-safe method goes to the frame as
 * RPC_REQUEST while the ApproveTransaction view shows the frame's own Approve and Reject
 * (a rejection is code 4001 'User rejected the request'); a read method goes as RPC_REQUEST
 * (the frame proxies it); any other method is refused with 'Action not allowed' (4200).
 */
export const makeAuthProvider = (
  backend: AuthBackend,
  user: FrameUser,
  chainNamespace: string,
): AuthProvider => {
  const accounts: ReadonlyArray<string> = [user.address]
  let chainId: number | string = user.chainId
  const listeners = new Map<ProviderEvent, Set<Listener>>()
  const emit = (event: ProviderEvent, ...args: ReadonlyArray<unknown>) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(...args)
  }
  const on = (event: string, listener: Listener) => {
    if (event !== "accountsChanged" && event !== "chainChanged" && event !== "disconnect") return
    const set = listeners.get(event) ?? new Set()
    set.add(listener)
    listeners.set(event, set)
  }
  const removeListener = (event: string, listener: Listener) => {
    if (event !== "accountsChanged" && event !== "chainChanged" && event !== "disconnect") return
    listeners.get(event)?.delete(listener)
  }

  const rpc = (method: string, params: unknown) =>
    backend.request("RPC_REQUEST", {
      method,
      ...(params === undefined ? {} : { params }),
      chainNamespace,
      chainId,
    })

  const handle = (
    method: string,
    params: unknown,
  ): Effect.Effect<unknown, AuthProviderRpcError> => {
    switch (method) {
      case "eth_accounts":
      case "eth_requestAccounts":
        return Effect.succeed([...accounts])
      case "eth_chainId":
        return Effect.succeed(hexChainId(chainId))
      case "wallet_switchEthereumChain": {
        const target = requestedChainId(params)
        if (target === undefined) {
          return Effect.fail(new AuthProviderRpcError(-32602, messages.actionNotAllowed))
        }
        return backend.request("SWITCH_NETWORK", { chainId: target }).pipe(
          Effect.mapError(providerErrorOf),
          Effect.map(({ chainId: switched }) => {
            if (switched !== chainId) {
              chainId = switched
              emit("chainChanged", hexChainId(switched))
            }
            return null
          }),
        )
      }
    }
    if (!isSafeRpcMethod(method)) {
      return backend.approve(method, rpc(method, params)).pipe(Effect.mapError(providerErrorOf))
    }
    if (readMethods.has(method)) return rpc(method, params).pipe(Effect.mapError(providerErrorOf))
    return Effect.fail(new AuthProviderRpcError(unsupportedMethodCode, messages.actionNotAllowed))
  }

  return {
    request: ({ method, params }) => backend.runPromise(handle(method, params)),
    on,
    removeListener,
    accounts: () => accounts,
    chainId: () => chainId,
    subscribe: (handlers) => {
      const pairs: ReadonlyArray<readonly [ProviderEvent, Listener]> = [
        ["accountsChanged", (next) => handlers.accountsChanged(Array.isArray(next) ? next : [])],
        [
          "chainChanged",
          (next) => {
            const parsed = typeof next === "string" ? Number.parseInt(next, 16) : Number.NaN
            if (Number.isSafeInteger(parsed) && parsed > 0) handlers.chainChanged(parsed)
          },
        ],
        ["disconnect", () => handlers.disconnect()],
      ]
      for (const [event, listener] of pairs) on(event, listener)
      return () => {
        for (const [event, listener] of pairs) removeListener(event, listener)
      }
    },
  }
}
