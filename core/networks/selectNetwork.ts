import { Effect } from "effect"
import type { AccountsState } from "../accounts/AccountState"
import { accountOf } from "../accounts/AccountState"
import type { CaipNetwork } from "../chains/CaipNetwork"
import type { ConnectionState } from "../connections/ConnectionState"
import type { ConnectorInfo } from "../connectors/ConnectorInfo"
import type { ModalStore } from "../modal/ModalStore"
import { currentView } from "../modal/RouterState"
import { switchNetworkView } from "../modal/switchNetworkView"
import type { View } from "../modal/ViewName"
import type { ViewNotAvailableError } from "../modal/ViewNotAvailableError"
import type { ReadableStore } from "../state/Store"
import type { NetworkState } from "./NetworkState"

/** What choosing a network reads, and the switch it starts. */
export interface SelectNetworkEnvironment<E> {
  /** The configured networks. */
  readonly networks: ReadonlyArray<CaipNetwork>
  readonly network: ReadableStore<NetworkState<CaipNetwork>>
  readonly accounts: ReadableStore<AccountsState>
  readonly connection: ReadableStore<ConnectionState<CaipNetwork>>
  /** The listed connectors: the current one's type says whether it is the embedded AUTH wallet. */
  readonly connectors: ReadableStore<ReadonlyArray<ConnectorInfo>>
  readonly modal: ModalStore
  /**
   * Switches to a network (the Connections service's switchNetwork): through the wallet when
   * one of that family is connected, which SwitchNetwork shows; it also refuses an unknown id.
   */
  readonly switchNetwork: (caipNetworkId: string) => Effect.Effect<void, E>
}

/** How a network is chosen. */
export interface SelectNetworkOptions {
  /** Skip SwitchActiveChain: always SwitchNetwork (spec 2 "ignore switch confirmation"). */
  readonly ignoreSwitchConfirmation?: boolean
}

// The view a choice opens: in the open modal, it takes the place of the same view (the network
// list is SwitchNetwork without a target, and push would keep it: same name) or is pushed; with
// the modal closed, the modal opens on it.
const show = (modal: ModalStore, view: View): Effect.Effect<void, ViewNotAvailableError> => {
  const state = modal.getSnapshot()
  if (!state.open) return modal.open({ view })
  return currentView(state.router).name === view.name ? modal.replace(view) : modal.push(view)
}

/**
 * The visitor chose the network `caipNetworkId` (spec 2, network switching target view):
 * nothing when it is the active one; SwitchActiveChain when they are connected on the current
 * chain family, the network is of another family and they have no account there (that view
 * then switches and goes on to Connect); otherwise SwitchNetwork, which shows the switch the
 * kit starts at once (the wallet's confirmation, its refusal with Try again) and goes back once
 * it is done. An id that is not configured fails as `switchNetwork` does.
 * @example
 * // Connected on Ethereum, the visitor picks Solana from the network list:
 * yield* selectNetwork(environment, solana.caipNetworkId) // SwitchActiveChain shows
 */
export const selectNetwork = <E>(
  environment: SelectNetworkEnvironment<E>,
  caipNetworkId: string,
  options: SelectNetworkOptions = {},
): Effect.Effect<void, E | ViewNotAvailableError> =>
  Effect.gen(function* () {
    const target = environment.networks.find((n) => n.caipNetworkId === caipNetworkId)
    if (target === undefined) return yield* environment.switchNetwork(caipNetworkId)
    const { activeCaipNetwork, activeChain } = environment.network.getSnapshot()
    const accounts = environment.accounts.getSnapshot()
    const currentId =
      activeChain === undefined
        ? undefined
        : environment.connection.getSnapshot().currentConnectorIds[activeChain]
    const current = environment.connectors.getSnapshot().find((info) => info.id === currentId)
    const view = switchNetworkView({
      target,
      active: activeCaipNetwork,
      activeNamespace: activeChain,
      ignoreSwitchConfirmation: options.ignoreSwitchConfirmation ?? false,
      connectedWithAuth: current?.type === "AUTH",
      connectedOnActiveNamespace:
        activeChain !== undefined && accountOf(accounts, activeChain).address !== undefined,
      connectedOnTargetNamespace: accountOf(accounts, target.chainNamespace).address !== undefined,
    })
    if (view === undefined) return
    yield* show(environment.modal, view)
    if (view.name === "SwitchNetwork") yield* environment.switchNetwork(caipNetworkId)
  })
