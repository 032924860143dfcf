import { Cause, Effect, Option } from "effect"
import { setAccount } from "../accounts/AccountState"
import type { AccountsShape } from "../accounts/Accounts"
import type { CaipNetwork } from "../chains/CaipNetwork"
import type { ChainAdaptersShape } from "../chains/ChainAdapters"
import { type ChainNamespace, isChainNamespace } from "../chains/ChainNamespace"
import type { FoyerConfig } from "../config/FoyerConfig"
import { type ConnectedWallet, type Connector, sessionWallets } from "../connectors/Connector"
import type { ConnectorsShape } from "../connectors/Connectors"
import type { Store } from "../state/Store"
import type { StorageShape } from "../storage/Storage"
import { StorageKeys } from "../storage/StorageKeys"
import {
  type ConnectionState,
  type RestoredConnection,
  reconnectFinished,
  reconnectOrder,
  startReconnecting,
} from "./ConnectionState"
import { familiesReady } from "./familiesReady"
import { type InactiveNamespaceLost, warnInactiveNamespace } from "./inactiveNamespaceWarning"
import type { ShowFocus } from "./showConnection"
import { walletConnection } from "./walletConnection"
import { walletNamespace as evm } from "./walletNamespace"

/** What restoring a stored session works with: Connections' stores and its held wallets. */
export interface ReconnectEnvironment {
  readonly config: FoyerConfig
  readonly storage: StorageShape
  readonly connection: Store<ConnectionState<CaipNetwork>>
  readonly accounts: AccountsShape
  readonly connectors: ConnectorsShape
  /** The chain adapters: a session's families' are loaded before it is held (familiesReady). */
  readonly adapters: ChainAdaptersShape
  /** The configured networks. */
  readonly networks: ReadonlyArray<CaipNetwork>
  /** Holds a restored wallet and listens to it. */
  readonly listen: (wallet: ConnectedWallet, connector: Connector) => void
  /** Stores the session as the connection store now has it. */
  readonly persistSession: Effect.Effect<void>
  /** Shows the current connections in the account and network stores (see ShowFocus). */
  readonly showCurrent: (focus?: ShowFocus) => Effect.Effect<void>
  /** Called with the wallet that is current once the session is restored (the plugins' connect hooks). */
  readonly restored?: (wallet: ConnectedWallet) => void
  /** The active network's family as the page starts (the one it was left on). */
  readonly activeNamespace?: () => ChainNamespace | undefined
}

/**
 * Restores a stored session on page load (spec 4): the wallet used last first, then the other
 * authorised ones, each asked without a prompt; with reconnect off or nothing stored, a status
 * started as "reconnecting" settles. A wallet that fails to come back (even with a defect) is
 * left out and the others are restored; a family other than the active one that gets none of
 * its stored connections back raises APKTW001 'Inactive Namespace Not Connected', once.
 */
export const reconnect = (environment: ReconnectEnvironment): Effect.Effect<void> => {
  const { config, storage, connection, accounts, connectors, listen } = environment
  return Effect.gen(function* () {
    const walletId = Option.getOrUndefined(yield* storage.get(StorageKeys.walletId))
    const status = Option.getOrUndefined(yield* storage.get(StorageKeys.connectionStatus))
    if (!config.enableReconnect || walletId === undefined || status !== "connected") {
      // A status started as "reconnecting" from storage settles here.
      if (connection.getSnapshot().status === "reconnecting") {
        connection.update((s) => reconnectFinished(s, []))
        yield* environment.showCurrent()
      }
      return
    }
    connection.update(startReconnecting)
    accounts.store.update((s) => setAccount(s, evm, { status: "reconnecting" }))
    const stored = Option.getOrUndefined(yield* storage.get(StorageKeys.connections))
    // Every family's authorised wallets (a wallet connected in two families is asked once).
    const authorised = [
      ...new Set(Object.values(stored ?? {}).flatMap((kept) => kept.map((c) => c.connectorId))),
    ]
    const active = environment.activeNamespace?.()
    const restored: Array<RestoredConnection<CaipNetwork>> = []
    const wallets: Array<readonly [ConnectedWallet, Connector]> = []
    // What a wallet failed with, by connector id, for the warning about its family.
    const failures = new Map<string, unknown>()
    for (const connectorId of reconnectOrder(walletId, authorised)) {
      const connector = yield* connectors.await(connectorId)
      if (connector === undefined) continue
      // One broken wallet (or adapter that did not load) does not keep the others from coming back.
      const restore = Effect.flatMap(connector.restore, (wallet) =>
        wallet === undefined
          ? Effect.succeed(undefined)
          : Effect.orDie(familiesReady(environment.adapters, wallet)),
      )
      const wallet = yield* Effect.catchCause(restore, (cause) => {
        if (Cause.hasInterruptsOnly(cause)) return Effect.failCause(cause)
        failures.set(connectorId, Cause.squash(cause))
        return Effect.succeed(undefined)
      })
      if (wallet === undefined || wallet.accounts.length === 0) continue
      // A session serving several families comes back in each.
      for (const each of sessionWallets(wallet)) {
        if (each.accounts.length === 0) continue
        wallets.push([each, connector])
        restored.push({
          namespace: each.namespace,
          connection: walletConnection(environment.networks, each),
        })
      }
    }
    for (const [wallet, connector] of wallets) listen(wallet, connector)
    connection.update((s) => reconnectFinished(s, restored))
    for (const lost of lostFamilies(stored ?? {}, restored, active, failures)) {
      warnInactiveNamespace(lost)
    }
    yield* environment.persistSession
    // The family active when the page was left, else the first one restored.
    yield* environment.showCurrent({ _tag: "fallback" })
    // The wallet used last is asked first, so it is the current one when it came back.
    const current = wallets[0]
    if (current !== undefined) environment.restored?.(current[0])
  })
}

/**
 * The families other than `active` that had stored connections and got none of them back, each
 * with its stored wallets and the first failure one of them gave.
 */
const lostFamilies = (
  stored: Readonly<Record<string, ReadonlyArray<{ readonly connectorId: string }>>>,
  restored: ReadonlyArray<RestoredConnection<CaipNetwork>>,
  active: ChainNamespace | undefined,
  failures: ReadonlyMap<string, unknown>,
): ReadonlyArray<InactiveNamespaceLost> =>
  Object.entries(stored).flatMap(([namespace, kept]) => {
    if (!isChainNamespace(namespace) || namespace === active || kept.length === 0) return []
    if (restored.some((each) => each.namespace === namespace)) return []
    const connectorIds = kept.map((c) => c.connectorId)
    const failed = connectorIds.find((id) => failures.has(id))
    return [
      {
        namespace,
        connectorIds,
        ...(failed === undefined ? {} : { cause: failures.get(failed) }),
      },
    ]
  })
