/**
 * A scriptable EIP-1193 wallet for tests (not part of the public API): it answers the
 * methods the kit sends, can be told to approve, reject or fail each method, records every
 * call, and emits accountsChanged / chainChanged / disconnect like a browser wallet.
 */

import { Effect } from "effect"
import type { Connector } from "./Connector"
import type { ConnectorInfo } from "./ConnectorInfo"
import type { WalletWindow } from "./createWalletDiscovery"
import type { Eip1193Provider } from "./Eip1193Provider"
import { announceProviderEvent, type Eip6963ProviderInfo, requestProviderEvent } from "./Eip6963"
import { createProviderEvents } from "./providerEvents"
import { subscribeProvider } from "./subscribeProvider"

/** How the fake answers a method: like a wallet would, a user rejection, an error, or a function. */
export type FakeBehaviour =
  | "approve"
  | "reject"
  | { readonly error: unknown }
  | ((params: unknown) => unknown)

/** A call the fake received. */
export interface FakeCall {
  readonly method: string
  readonly params: unknown
}

/** What the fake wallet starts with. */
export interface FakeWalletOptions {
  readonly accounts?: ReadonlyArray<`0x${string}`>
  /** The chain the wallet is on (decimal). */
  readonly chainId?: number
  /** Chains the wallet knows; switching to another answers 4902. Defaults to the current one. */
  readonly knownChainIds?: ReadonlyArray<number>
  /** Whether the site is already authorised (eth_accounts answers the accounts). */
  readonly authorized?: boolean
}

/** A fake wallet: its provider, its calls, and the knobs a test turns. */
export interface FakeWallet {
  readonly provider: Eip1193Provider
  readonly calls: ReadonlyArray<FakeCall>
  /** The methods received, in order. */
  readonly methods: () => ReadonlyArray<string>
  /** Sets how `method` is answered from now on. */
  readonly set: (method: string, behaviour: FakeBehaviour) => void
  /** Emits a wallet event to the registered listeners. */
  readonly emit: (event: string, ...args: ReadonlyArray<unknown>) => void
  /** How many listeners are registered (for one event, or in all). */
  readonly listenerCount: (event?: string) => number
  /** The wallet's current state. */
  readonly state: () => {
    readonly accounts: ReadonlyArray<`0x${string}`>
    readonly chainId: number
    readonly authorized: boolean
    readonly knownChainIds: ReadonlyArray<number>
  }
}

/** An EIP-1193 error as wallets throw it: an Error with a numeric `code`. */
export const providerRpcError = (code: number, message: string): Error =>
  Object.assign(new Error(message), { code })

/** The error a wallet throws when the visitor declines (EIP-1193 4001). */
export const userRejection = (): Error => providerRpcError(4001, "User rejected the request.")

const hex = (chainId: number) => `0x${chainId.toString(16)}`

const firstParam = (params: unknown): Record<string, unknown> | undefined => {
  const first: unknown = Array.isArray(params) ? params[0] : undefined
  return typeof first === "object" && first !== null ? { ...first } : undefined
}

/** Makes a fake wallet; by default one account on Ethereum (chain 1), not yet authorised. */
export const makeFakeWallet = (options: FakeWalletOptions = {}): FakeWallet => {
  let accounts: ReadonlyArray<`0x${string}`> = options.accounts ?? [`0x${"a1".repeat(20)}`]
  let chainId = options.chainId ?? 1
  let authorized = options.authorized ?? false
  const known = new Set(options.knownChainIds ?? [chainId])
  const calls: FakeCall[] = []
  const behaviours = new Map<string, FakeBehaviour>()
  const events = createProviderEvents()
  const emit = events.emit

  const approve = (method: string, params: unknown): unknown => {
    switch (method) {
      case "eth_requestAccounts":
        authorized = true
        return [...accounts]
      case "eth_accounts":
        return authorized ? [...accounts] : []
      case "eth_chainId":
        return hex(chainId)
      case "wallet_switchEthereumChain": {
        const target = Number.parseInt(String(firstParam(params)?.chainId), 16)
        if (!known.has(target)) throw providerRpcError(4902, "Unrecognized chain ID.")
        if (target !== chainId) {
          chainId = target
          emit("chainChanged", hex(chainId))
        }
        return null
      }
      case "wallet_addEthereumChain":
        known.add(Number.parseInt(String(firstParam(params)?.chainId), 16))
        return null
      case "wallet_revokePermissions":
        authorized = false
        return null
      default:
        throw providerRpcError(4200, `The method ${method} is not supported.`)
    }
  }

  const provider: Eip1193Provider = {
    request: async ({ method, params }) => {
      calls.push({ method, params })
      const behaviour = behaviours.get(method) ?? "approve"
      if (behaviour === "approve") return approve(method, params)
      if (behaviour === "reject") throw userRejection()
      if (typeof behaviour === "function") return behaviour(params)
      throw behaviour.error
    },
    on: events.on,
    removeListener: events.removeListener,
  }

  return {
    provider,
    calls,
    methods: () => calls.map((call) => call.method),
    set: (method, behaviour) => {
      behaviours.set(method, behaviour)
    },
    emit: (event, ...args) => {
      if (event === "accountsChanged" && Array.isArray(args[0])) {
        accounts = args[0].filter((a): a is `0x${string}` => typeof a === "string")
      }
      if (event === "chainChanged" && typeof args[0] === "string") {
        chainId = Number.parseInt(args[0], 16)
      }
      emit(event, ...args)
    },
    listenerCount: events.count,
    state: () => ({ accounts, chainId, authorized, knownChainIds: [...known] }),
  }
}

/** EIP-6963 info for a fake wallet. */
export const fakeWalletInfo = (
  rdns: string,
  overrides: Partial<Eip6963ProviderInfo> = {},
): Eip6963ProviderInfo => ({
  uuid: `uuid-${rdns}`,
  name: `Wallet ${rdns}`,
  icon: "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg'/>",
  rdns,
  ...overrides,
})

/**
 * Announces a wallet on `window` like an extension does: once now and again on every
 * `eip6963:requestProvider`, synchronously. Returns the function that stops it.
 */
export const announceWallet = (
  window: WalletWindow & {
    readonly CustomEvent: new (type: string, init: { readonly detail: object }) => unknown
  },
  info: Eip6963ProviderInfo,
  provider: Eip1193Provider,
): (() => void) => {
  const announce = () =>
    window.dispatchEvent(
      new window.CustomEvent(announceProviderEvent, {
        detail: Object.freeze({ info: Object.freeze({ ...info }), provider }),
      }),
    )
  window.addEventListener(requestProviderEvent, announce)
  announce()
  return () => window.removeEventListener(requestProviderEvent, announce)
}

/**
 * A connector that connects at once to `wallet` (no prompt), for tests of the services a
 * connection feeds: it answers the wallet's first account on `chainId` (mainnet by default).
 */
export const fakeConnector = (
  wallet: FakeWallet,
  options: { readonly id?: string; readonly chainId?: number } = {},
): Connector => {
  const id = options.id ?? "io.fake"
  const info: ConnectorInfo = {
    id,
    type: "ANNOUNCED",
    name: "Fake",
    icon: undefined,
    rdns: id,
    chains: ["eip155"],
  }
  return {
    info,
    connect: () =>
      Effect.sync(() => ({
        info,
        provider: wallet.provider,
        namespace: "eip155" as const,
        accounts: wallet.state().accounts,
        chainId: options.chainId ?? 1,
        subscribe: (handlers) => subscribeProvider(wallet.provider, handlers),
      })),
    restore: Effect.succeed(undefined),
    disconnect: () => Effect.void,
  }
}
