import { Effect } from "effect"
import type { CaipNetwork } from "../chains/CaipNetwork"
import type { EventsShape } from "../events/Events"
import type { KernelEventsShape } from "../events/KernelEvents"
import type { ModalStore } from "../modal/ModalStore"
import type { Store } from "../state/Store"
import {
  type ConnectionState,
  connectionCount,
  connectionsOf,
  disconnect,
  familiesOf,
} from "./ConnectionState"
import type { HeldWallets } from "./heldWallets"
import type { ShowFocus } from "./showConnection"
import { walletNamespace as evm } from "./walletNamespace"

/** What ending a connection works with: Connections' store, its held wallets and the kit's events. */
export interface EndConnectionEnvironment {
  readonly connection: Store<ConnectionState<CaipNetwork>>
  readonly held: HeldWallets
  /** Runs work on the kit's runtime, interrupted when the kit is disposed. */
  readonly fork: (effect: Effect.Effect<void>) => unknown
  readonly modal: ModalStore
  readonly events: EventsShape
  readonly kernelEvents: KernelEventsShape
  /** Stores the session as the connection store now has it. */
  readonly persistSession: Effect.Effect<void>
  /** Shows the current connections in the account and network stores (see ShowFocus). */
  readonly showCurrent: (focus?: ShowFocus) => Effect.Effect<void>
}

/**
 * Ends the connection of `connectorId`, whoever ended it (spec 4): the visitor's disconnect
 * also asks the wallet to end its side (`revoke`, best effort, forked so a failing wallet does
 * not stop it); a wallet that left has nothing to revoke. The wallet is let go and the session
 * stored; another connection that remains becomes current and is shown. A wallet the kit held
 * is told as `Disconnected` with its first account and how many remain; when none remains an
 * open modal closes and DISCONNECT_SUCCESS is emitted.
 * @example
 * yield* endConnection(environment, current.connectorId, { revoke: true })
 */
export const endConnection = (
  environment: EndConnectionEnvironment,
  connectorId: string,
  options: { readonly revoke: boolean },
): Effect.Effect<void> => {
  const { connection, held, modal } = environment
  return Effect.gen(function* () {
    const wallet = held.release(connectorId)
    // Ended already: a session's wallet in another family told first that it left.
    if (wallet === undefined && familiesOf(connection.getSnapshot(), connectorId).length === 0) {
      return
    }
    if (options.revoke && wallet !== undefined) {
      environment.fork(wallet.connector.disconnect(wallet.wallet))
    }
    // A wallet may be connected in several families (a WalletConnect session serving EVM and
    // Solana): its connection ends in each.
    const before = connection.getSnapshot()
    const families = familiesOf(before, connectorId)
    const namespace = families[0] ?? wallet?.wallet.namespace ?? evm
    const address = connectionsOf(before, namespace).find(
      (kept) => kept.connectorId === connectorId,
    )?.accounts[0]?.address
    connection.update((s) =>
      families.reduce((next, family) => disconnect(next, family, connectorId), s),
    )
    yield* environment.persistSession
    // Another family's connection takes over the active network when the active one's went.
    yield* environment.showCurrent({ _tag: "fallback" })
    const remaining = connectionCount(connection.getSnapshot())
    if (wallet !== undefined) {
      yield* environment.kernelEvents.publish({
        _tag: "Disconnected",
        connectorId,
        namespace,
        address,
        remaining,
      })
    }
    if (remaining === 0) {
      if (modal.getSnapshot().open) yield* modal.close
      yield* environment.events.emit({ type: "DISCONNECT_SUCCESS" })
    }
  })
}
