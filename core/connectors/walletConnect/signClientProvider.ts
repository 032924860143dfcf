/**
 * The EIP-1193 provider the kit uses for WalletConnect (`WalletConnectProvider`), over Foyer's
 * own sign client (protocol/): one session at a time, the chain the visitor is on, the wallet's
 * requests and events, and reads sent to the chain's RPC URL as any dApp's.
 *
 * Requests for a method the session grants go to the wallet on the current chain. A switch to a
 * chain the session already holds accounts on happens here (the chain id goes with every later
 * request); to another chain it is asked of the wallet, whose session update then brings the
 * chain. Anything else is a read, sent to the chain's RPC URL.
 */
import { Cause, Effect, Exit, FiberSet, type Scope } from "effect"
import type { WalletConnectNamespace } from "../../chains/WalletConnectNamespace"
import type { Metadata } from "../../config/FoyerConfig"
import type { StorageBackend } from "../../storage/Storage"
import type { PairingSignedMessage } from "../PairingSignIn"
import { createProviderEvents } from "../providerEvents"
import { parseEvmChainId, toHexChainId } from "../walletRequest"
import { type Cacao, cacaoMessage } from "./protocol/cacao"
import { type DappSignClient, openDappSignClient } from "./protocol/dappSignClient"
import { generateRelaySessionId } from "./protocol/relayAuth"
import type { RelayConnectionOptions } from "./protocol/relayConnection"
import type { SessionChange, SettledSession } from "./protocol/SignSession"
import { signerOf } from "./protocol/sessionAuthenticate"
import type { PendingSession } from "./protocol/sessionProposals"
import type { WalletConnectProvider, WalletConnectSession } from "./WalletConnectProvider"
import { relayClientKeyIn, sessionStoreIn, storeChain, storedChain } from "./walletConnectStorage"

/** What the provider is opened with. */
export interface SignClientProviderOptions {
  readonly projectId: string
  readonly relayUrl: string
  readonly metadata: Metadata
  /** Where the relay key, the sessions and the chain are kept across reloads. */
  readonly storage: StorageBackend
  /** The RPC URL of each chain (CAIP-2) reads go to. */
  readonly rpcUrls: Readonly<Record<string, string>>
  /** Default: the platform's WebSocket. */
  readonly WebSocket?: RelayConnectionOptions["WebSocket"]
}

/** An EIP-1193 error: its `code` is what the kit's error mapping reads. */
const rpcFailure = (code: number, message: string): Error =>
  Object.assign(new Error(message), { code })

/** The session's address on `chain` (CAIP-2), else its first address. */
const accountsOn = (session: SettledSession, chain: string): ReadonlyArray<string> => {
  const accounts = session.namespaces.eip155?.accounts ?? []
  const on = accounts.filter((account) => account.startsWith(`${chain}:`))
  const addresses = (on.length > 0 ? on : accounts).map((account) => account.split(":")[2] ?? "")
  return [...new Set(addresses)]
}

/** The chains the session holds accounts on (CAIP-2), in the wallet's order. */
const chainsOf = (session: SettledSession): ReadonlyArray<string> => [
  ...new Set(
    (session.namespaces.eip155?.accounts ?? []).map((a) => a.split(":").slice(0, 2).join(":")),
  ),
]

/** An address the wallet sent in an event, plain or as a CAIP-10 account. */
const addressOf = (value: unknown): string | undefined =>
  typeof value === "string" ? value.split(":").at(-1) : undefined

/** The methods a session asks the wallet for (spec 7 wallet JSON-RPC). */
const walletConnectMethods: ReadonlyArray<string> = [
  "eth_accounts",
  "eth_requestAccounts",
  "eth_chainId",
  "eth_sendTransaction",
  "eth_sendRawTransaction",
  "personal_sign",
  "eth_signTypedData_v4",
  "wallet_switchEthereumChain",
  "wallet_addEthereumChain",
  "wallet_getCapabilities",
  "wallet_sendCalls",
  "wallet_getCallsStatus",
]

/** The wallet events a session listens to. */
const walletConnectEvents: ReadonlyArray<string> = ["accountsChanged", "chainChanged"]

const isEvmChain = (chain: string) => chain.startsWith("eip155:")

/**
 * The namespaces a proposal asks for: the EVM chains with the kit's EVM methods and events,
 * and each other namespace listed in `others` with its chains and what it asks for there.
 */
const proposalNamespaces = (
  chains: ReadonlyArray<string>,
  others: Readonly<Record<string, WalletConnectNamespace>>,
) => {
  const evmChains = chains.filter(isEvmChain)
  const asked: Record<
    string,
    {
      readonly chains: ReadonlyArray<string>
      readonly methods: ReadonlyArray<string>
      readonly events: ReadonlyArray<string>
    }
  > =
    evmChains.length > 0 || Object.keys(others).length === 0
      ? {
          eip155: { chains: evmChains, methods: walletConnectMethods, events: walletConnectEvents },
        }
      : {}
  for (const [namespace, { methods, events }] of Object.entries(others)) {
    const inNamespace = chains.filter((chain) => chain.startsWith(`${namespace}:`))
    if (namespace !== "eip155" && inNamespace.length > 0) {
      asked[namespace] = { chains: inNamespace, methods, events }
    }
  }
  return asked
}

/** What a pairing settled: the session, and the CACAOs when it was a one-click auth. */
interface PairingOutcome {
  readonly session: SettledSession
  readonly cacaos?: ReadonlyArray<Cacao>
}

/** The kit's view of a held session. */
const sessionView = (session: SettledSession): WalletConnectSession => ({
  topic: session.topic,
  namespaces: Object.fromEntries(
    Object.entries(session.namespaces).map(([name, namespace]) => [
      name,
      { accounts: namespace.accounts, methods: namespace.methods },
    ]),
  ),
  peer: { metadata: { name: session.peer.metadata.name, icons: session.peer.metadata.icons } },
  requestedChains: session.requestedChains ?? [],
})

/** Each CACAO the wallet signed as the kit's sign-in reads it: its message's text, signer. */
const signedMessages = (cacaos: ReadonlyArray<Cacao>): ReadonlyArray<PairingSignedMessage> =>
  cacaos.map((cacao) => ({
    message: cacaoMessage(cacao.p, cacao.p.iss),
    signature: cacao.s.s,
    ...signerOf(cacao),
  }))

/**
 * Why an Effect failed, as a provider's promise rejects: the failure itself, with its code; an
 * interruption (the pairing aborted, the provider closed) is a plain error.
 */
const rejectionOf = (exit: Exit.Exit<unknown, unknown>): unknown => {
  if (Exit.isSuccess(exit)) return undefined
  const failure = exit.cause.reasons.find(Cause.isFailReason)
  if (failure === undefined) return new Error("Stopped before the wallet answered")
  const error = failure.error
  return typeof error === "object" && error !== null && "code" in error
    ? rpcFailure(Number(error.code), error instanceof Error ? error.message : String(error))
    : error
}

/** A JSON-RPC read at `url`: its result, or an error with the node's code. */
const readAt = async (url: string, method: string, params: unknown): Promise<unknown> => {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params: params ?? [] }),
  })
  const body = (await response.json()) as {
    readonly result?: unknown
    readonly error?: { readonly code: number; readonly message: string }
  }
  if (body.error !== undefined) throw rpcFailure(body.error.code, body.error.message)
  return body.result
}

/** The provider as opened in a scope: closing the scope is what closes it. */
export type ScopedWalletConnectProvider = Omit<WalletConnectProvider, "close">

/** Opens the provider in the current scope (its relay connection closes with the scope). */
export const openSignClientProvider = (
  options: SignClientProviderOptions,
): Effect.Effect<ScopedWalletConnectProvider, never, Scope.Scope> =>
  Effect.gen(function* () {
    const { storage } = options
    // What the page asks runs in the provider's scope: closing it stops every wait.
    const runInScope = yield* FiberSet.makeRuntimePromise<never>()
    /** Runs `effect` as a promise that rejects with its failure (rejectionOf). */
    const run = async <A, E>(effect: Effect.Effect<A, E>): Promise<A> => {
      const exit = await runInScope(Effect.exit(effect))
      if (Exit.isSuccess(exit)) return exit.value
      throw rejectionOf(exit)
    }
    const events = createProviderEvents()
    const { rpcUrls } = options
    let current: SettledSession | undefined
    let chain: string | undefined
    // The pending pairing's cancel, while one waits for a wallet.
    let cancelPairing: Effect.Effect<void> | undefined

    /** Makes `next` the chain the visitor is on, tells the page, and remembers it. */
    const useChain = (next: string) => {
      if (current === undefined || next === chain) return
      chain = next
      storeChain(storage, { topic: current.topic, chain: next })
      events.emit("chainChanged", toHexChainId(Number(next.split(":")[1])))
    }

    const onSessionChange = (change: SessionChange) => {
      if (current === undefined) return
      if (change.kind === "deleted") {
        if (change.topic !== current.topic) return
        current = undefined
        storeChain(storage, undefined)
        events.emit("session_delete", { topic: change.topic })
        events.emit("disconnect", { code: change.code, message: change.reason })
        return
      }
      if (change.kind === "event") {
        if (change.topic !== current.topic) return
        if (change.name === "chainChanged") {
          const id = parseEvmChainId(change.data)
          if (id !== undefined) useChain(`eip155:${id}`)
        } else if (change.name === "accountsChanged" && Array.isArray(change.data)) {
          events.emit("accountsChanged", change.data.map(addressOf))
        }
        return
      }
      if (change.session.topic !== current.topic) return
      const before = accountsOn(current, chain ?? "")
      current = change.session
      const after = accountsOn(current, chain ?? "")
      if (after.join() !== before.join()) events.emit("accountsChanged", after)
    }

    const client: DappSignClient = yield* openDappSignClient({
      relayUrl: options.relayUrl,
      projectId: options.projectId,
      key: relayClientKeyIn(storage),
      sessionId: generateRelaySessionId(),
      ...(options.WebSocket === undefined ? {} : { WebSocket: options.WebSocket }),
      store: sessionStoreIn(storage),
      onSessionChange,
    })

    // A reload: the newest session kept is the one the kit restores.
    current = [...client.sessions().values()].sort((a, b) => b.expiry - a.expiry)[0]
    if (current !== undefined) {
      const chains = chainsOf(current)
      const kept = storedChain(storage, current.topic)
      chain = kept !== undefined && chains.includes(kept) ? kept : chains[0]
    }

    /** Holds a session the wallet just settled, on the first chain asked that it granted. */
    const hold = (session: SettledSession, asked: ReadonlyArray<string>) => {
      current = session
      const granted = chainsOf(session)
      chain = asked.find((each) => granted.includes(each)) ?? granted[0]
      if (chain !== undefined) storeChain(storage, { topic: session.topic, chain })
    }

    const connect: WalletConnectProvider["connect"] = async ({ chains, signIn, namespaces }) => {
      const request = {
        metadata: options.metadata,
        optionalNamespaces: proposalNamespaces(chains, namespaces ?? {}),
      }
      // One-click auth when the kit asks for a sign-in (its CACAOs come with the session).
      const pending: PendingSession<PairingOutcome> = await run(
        signIn === undefined
          ? Effect.map(client.propose(request), (p) => ({
              ...p,
              settled: Effect.map(p.settled, (session) => ({ session })),
            }))
          : client.authenticate({ ...request, authentication: { ...signIn, chains } }),
      )
      const cancel = pending.cancel
      cancelPairing = cancel
      events.emit("display_uri", pending.uri)
      try {
        const { session, cacaos = [] } = await run(pending.settled)
        hold(session, chains.filter(isEvmChain))
        return { session: sessionView(session), signed: signedMessages(cacaos) }
      } finally {
        if (cancelPairing === cancel) cancelPairing = undefined
      }
    }

    /** Sends `method` to the wallet on the current chain. */
    const askWallet = (session: SettledSession, method: string, params: unknown) =>
      run(
        client.request(session.topic, {
          chainId: chain ?? chainsOf(session)[0] ?? "",
          method,
          params,
        }),
      )

    const switchChain = async (session: SettledSession, params: unknown): Promise<null> => {
      const [target] = Array.isArray(params) ? params : []
      const id = parseEvmChainId((target as { readonly chainId?: unknown } | undefined)?.chainId)
      if (id === undefined) throw rpcFailure(-32602, "Invalid chain id")
      const next = `eip155:${id}`
      if (!chainsOf(session).includes(next)) {
        if (!session.namespaces.eip155?.methods.includes("wallet_switchEthereumChain")) {
          throw rpcFailure(4902, `Unrecognized chain ID ${toHexChainId(id)}`)
        }
        await askWallet(session, "wallet_switchEthereumChain", params)
      }
      // After the wallet's answer, its update may already have brought the chain.
      if (current !== undefined) useChain(next)
      return null
    }

    const request: WalletConnectProvider["request"] = async ({ method, params }) => {
      const session = current
      if (session === undefined) throw rpcFailure(4100, "No WalletConnect session")
      switch (method) {
        case "eth_accounts":
        case "eth_requestAccounts":
          return accountsOn(session, chain ?? "")
        case "eth_chainId":
          return toHexChainId(Number((chain ?? "eip155:0").split(":")[1]))
        case "wallet_switchEthereumChain":
          return switchChain(session, params)
      }
      if (session.namespaces.eip155?.methods.includes(method)) {
        return askWallet(session, method, params)
      }
      const url = chain === undefined ? undefined : rpcUrls[chain]
      if (url === undefined) throw rpcFailure(4200, `Unsupported method ${method}`)
      return readAt(url, method, params)
    }

    const requestOn: WalletConnectProvider["requestOn"] = async (onChain, method, params) => {
      const session = current
      if (session === undefined) throw rpcFailure(4100, "No WalletConnect session")
      const namespace = onChain.split(":")[0] ?? ""
      if (session.namespaces[namespace]?.methods.includes(method)) {
        return run(client.request(session.topic, { chainId: onChain, method, params }))
      }
      const url = rpcUrls[onChain]
      if (url === undefined) throw rpcFailure(4200, `Unsupported method ${method}`)
      return readAt(url, method, params)
    }

    return {
      requestOn,
      get session() {
        return current === undefined ? undefined : sessionView(current)
      },
      connect,
      request,
      disconnect: async () => {
        const session = current
        if (session === undefined) return
        current = undefined
        storeChain(storage, undefined)
        await run(Effect.ignore(client.disconnect(session.topic)))
      },
      abortPairingAttempt: () => {
        const cancel = cancelPairing
        cancelPairing = undefined
        if (cancel !== undefined) run(cancel).catch(() => undefined)
      },
      on: events.on,
      removeListener: events.removeListener,
    }
  })
