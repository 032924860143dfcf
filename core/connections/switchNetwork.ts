import { Effect, Result } from "effect"
import type { CaipNetwork } from "../chains/CaipNetwork"
import type { ConnectedWallet } from "../connectors/Connector"
import { switchEthereumChain } from "../connectors/switchEthereumChain"
import { ChainNotConfiguredError } from "../errors/ChainNotConfiguredError"
import { messages } from "../errors/messages"
import { UserRejectedRequestError } from "../errors/UserRejectedRequestError"
import type { EventsShape } from "../events/Events"
import type { ModalStore } from "../modal/ModalStore"
import { currentView } from "../modal/RouterState"
import type { NetworksShape } from "../networks/Networks"
import type { Store } from "../state/Store"
import { type ConnectionState, chainChanged, currentConnection } from "./ConnectionState"
import type { SwitchAttempt } from "./SwitchAttempt"
import { walletNamespace as evm } from "./walletNamespace"

/** What a network switch works with: Connections' stores and the current wallet. */
export interface SwitchNetworkEnvironment {
  readonly networks: NetworksShape
  readonly connection: Store<ConnectionState<CaipNetwork>>
  /** Where the switch is, for the SwitchNetwork view. */
  readonly switchAttempt: { readonly set: (attempt: SwitchAttempt) => void }
  /** The wallet of the current connection, if the kit holds one. */
  readonly currentWallet: () => ConnectedWallet | undefined
  readonly modal: ModalStore
  readonly events: EventsShape
  /** Stores the session as the connection store now has it. */
  readonly persistSession: Effect.Effect<void>
  /** Shows the current connection in the account and network stores. */
  readonly showCurrent: Effect.Effect<void>
}

/**
 * Switches to the configured network `caipNetworkId`: through the wallet when one of that
 * family is connected (wallet_switchEthereumChain; a refusal or failure ends the attempt
 * `Rejected` or `Failed` and the kit stays), else in the kit alone; then SwitchNetwork goes back
 * and UnsupportedChain closes, and SWITCH_NETWORK is emitted. An unknown id is
 * `ChainNotConfiguredError`; the active network is left alone.
 */
export const switchNetwork = (
  environment: SwitchNetworkEnvironment,
  caipNetworkId: string,
): Effect.Effect<void, ChainNotConfiguredError> => {
  const { networks, connection, switchAttempt, modal } = environment
  return Effect.gen(function* () {
    const target = networks.networks.find((n) => n.caipNetworkId === caipNetworkId)
    if (target === undefined) return yield* new ChainNotConfiguredError({ chainId: caipNetworkId })
    if (networks.store.getSnapshot().activeCaipNetwork?.caipNetworkId === caipNetworkId) return
    const current = currentConnection(connection.getSnapshot(), evm)
    const wallet = environment.currentWallet()
    // Without a wallet to ask (not connected, or another chain family) only the kit switches.
    const viaWallet = current !== undefined && wallet !== undefined && target.chainNamespace === evm
    if (viaWallet) {
      switchAttempt.set({ _tag: "Switching", caipNetworkId })
      const outcome = yield* Effect.result(switchEthereumChain(wallet.provider, target))
      if (Result.isFailure(outcome)) {
        const error = outcome.failure
        switchAttempt.set(
          error instanceof UserRejectedRequestError
            ? { _tag: "Rejected", caipNetworkId, message: messages.userRejected }
            : { _tag: "Failed", caipNetworkId, message: error.message },
        )
        return
      }
      // The wallet's chainChanged may have done this already; both paths are idempotent.
      connection.update((s) => chainChanged(s, evm, current.connectorId, Number(target.id), target))
      yield* environment.persistSession
      switchAttempt.set({ _tag: "Idle" })
    }
    const shown = modal.getSnapshot()
    const view = currentView(shown.router).name
    if (shown.open && view === "SwitchNetwork") yield* modal.goBackOrCloseModal
    else if (shown.open && view === "UnsupportedChain") yield* modal.close
    if (viaWallet) yield* environment.showCurrent
    else yield* networks.change(target)
    yield* environment.events.emit({ type: "SWITCH_NETWORK", caipNetworkId })
  })
}
