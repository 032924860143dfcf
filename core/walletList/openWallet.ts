import { Effect, Result } from "effect"
import type { WalletConnectWallet } from "../config/FoyerConfig"
import type { ConnectorInfo } from "../connectors/ConnectorInfo"
import type { InternalError } from "../errors/InternalError"
import type { ModalStore } from "../modal/ModalStore"
import type { ViewNotAvailableError } from "../modal/ViewNotAvailableError"
import type { ReadableStore } from "../state/Store"
import { walletConnectingView } from "./walletConnectingView"

/** What opening a wallet's connecting view acts on. */
export interface OpenWalletEnvironment {
  readonly connectors: ReadableStore<ReadonlyArray<ConnectorInfo>>
  readonly walletConnectWallets: ReadonlyArray<WalletConnectWallet>
  readonly modal: ModalStore
  /** Starts connecting with a connector and returns at once (the Connections service's startConnect). */
  readonly startConnect: (connectorId: string) => Effect.Effect<void>
}

/**
 * `open({ walletId })`: opens the modal on the wallet's connecting view (see
 * `walletConnectingView`) and, for a wallet that connects in place, starts its connect in the
 * kit's scope: the open ends once the view shows, and the connect's outcome shows in that view.
 */
export const openWallet = (
  walletId: string,
  environment: OpenWalletEnvironment,
): Effect.Effect<void, InternalError | ViewNotAvailableError> =>
  Effect.gen(function* () {
    const target = walletConnectingView(
      walletId,
      environment.connectors.getSnapshot(),
      environment.walletConnectWallets,
    )
    if (Result.isFailure(target)) return yield* Effect.fail(target.failure)
    yield* environment.modal.open({ view: target.success.view })
    if (target.success.startsConnect) {
      yield* environment.startConnect(target.success.connectorId)
    }
  })
