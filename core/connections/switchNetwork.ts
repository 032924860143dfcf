import { Effect, Result } from "effect"
import type { CaipNetwork } from "../chains/CaipNetwork"
import type { ChainAdaptersShape } from "../chains/ChainAdapters"
import type { ChainNamespace } from "../chains/ChainNamespace"
import type { ConnectedWallet } from "../connectors/Connector"
import type { WalletRequestError } from "../connectors/walletRequest"
import type { KitError } from "../errors/KitError"
import { messages } from "../errors/messages"
import { SwitchChainNotSupportedError } from "../errors/SwitchChainNotSupportedError"
import { UserRejectedRequestError } from "../errors/UserRejectedRequestError"
import { isMethodNotSupportedError } from "../errors/WalletRpcError"
import type { EventsShape } from "../events/Events"
import type { ModalStore } from "../modal/ModalStore"
import { currentView } from "../modal/RouterState"
import type { NetworksShape } from "../networks/Networks"
import type { Store } from "../state/Store"
import { type ConnectionState, chainChanged, currentConnection } from "./ConnectionState"
import { configuredNetwork } from "./configuredNetwork"
import type { SwitchAttempt } from "./SwitchAttempt"
import type { ShowFocus } from "./showConnection"

/** What a network switch works with: Connections' stores and the current wallet. */
export interface SwitchNetworkEnvironment {
  readonly networks: NetworksShape
  readonly connection: Store<ConnectionState<CaipNetwork>>
  /** Where the switch is, for the SwitchNetwork view. */
  readonly switchAttempt: { readonly set: (attempt: SwitchAttempt) => void }
  /** The wallet of `namespace`'s current connection, if the kit holds one. */
  readonly walletOf: (namespace: ChainNamespace) => ConnectedWallet | undefined
  /** How each chain family's wallets are asked to switch. */
  readonly adapters: ChainAdaptersShape
  readonly modal: ModalStore
  readonly events: EventsShape
  /** Stores the session as the connection store now has it. */
  readonly persistSession: Effect.Effect<void>
  /** Shows the current connections in the account and network stores (see ShowFocus). */
  readonly showCurrent: (focus?: ShowFocus) => Effect.Effect<void>
}

/**
 * Why the wallet did not switch, as the SwitchNetwork view tells it: a refusal (or a failed add
 * step, spec 8's 4902 rule) is 'User rejected the request'; a wallet answering 4200 to
 * wallet_switchEthereumChain cannot switch chains (spec 8 'switch unsupported',
 * `SwitchChainNotSupportedError`); any other failure keeps the wallet's message.
 */
const switchFailure = (
  error: WalletRequestError,
  connectorId: string,
  caipNetworkId: string,
): SwitchAttempt => {
  if (error instanceof UserRejectedRequestError) {
    return { _tag: "Rejected", caipNetworkId, message: messages.userRejected }
  }
  if (isMethodNotSupportedError(error)) {
    const unsupported = new SwitchChainNotSupportedError({ connectorId, cause: error })
    return { _tag: "Failed", caipNetworkId, message: unsupported.message }
  }
  return { _tag: "Failed", caipNetworkId, message: error.message }
}

/**
 * Switches to the configured network `caipNetworkId`: through the wallet when one of that
 * family is connected (its chain adapter asks it: wallet_switchEthereumChain for EVM; a
 * refusal or failure ends the attempt
 * `Rejected` or `Failed` and the kit stays), else in the kit alone; then SwitchNetwork goes back
 * and UnsupportedChain closes, and SWITCH_NETWORK is emitted. An id the site did not configure
 * is APKT001 'Network Not Found' (`KitError`); the active network is left alone.
 */
export const switchNetwork = (
  environment: SwitchNetworkEnvironment,
  caipNetworkId: string,
): Effect.Effect<void, KitError> => {
  const { networks, connection, switchAttempt, modal } = environment
  return Effect.gen(function* () {
    const target = yield* configuredNetwork(networks.networks, caipNetworkId)
    if (networks.store.getSnapshot().activeCaipNetwork?.caipNetworkId === caipNetworkId) return
    const namespace = target.chainNamespace
    const current = currentConnection(connection.getSnapshot(), namespace)
    const wallet = environment.walletOf(namespace)
    // Without a wallet of that family to ask (none connected there) only the kit switches, and
    // a deferred adapter stays unloaded.
    const adapter =
      current === undefined || wallet === undefined
        ? undefined
        : yield* environment.adapters.load(namespace)
    const viaWallet = current !== undefined && wallet !== undefined && adapter !== undefined
    if (viaWallet) {
      switchAttempt.set({ _tag: "Switching", caipNetworkId })
      const outcome = yield* Effect.result(adapter.switchNetwork(wallet, target))
      if (Result.isFailure(outcome)) {
        switchAttempt.set(switchFailure(outcome.failure, current.connectorId, caipNetworkId))
        return
      }
      // The wallet's chainChanged may have done this already; both paths are idempotent.
      const reference = adapter.chainReferenceOf(target)
      connection.update((s) => chainChanged(s, namespace, current.connectorId, reference, target))
      switchAttempt.set({ _tag: "Idle" })
    }
    const shown = modal.getSnapshot()
    const view = currentView(shown.router).name
    if (shown.open && view === "SwitchNetwork") yield* modal.goBackOrCloseModal
    else if (shown.open && view === "UnsupportedChain") yield* modal.close
    // The wallet's family is now the active one, on the network it switched to.
    if (viaWallet) {
      yield* environment.showCurrent({ _tag: "activate", namespace })
      // Stored once its family is the active one: the current wallet stored is that family's.
      yield* environment.persistSession
    } else yield* networks.change(target)
    yield* environment.events.emit({ type: "SWITCH_NETWORK", caipNetworkId })
  })
}
