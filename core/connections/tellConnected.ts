import { Effect } from "effect"
import type { CaipNetwork } from "../chains/CaipNetwork"
import type { ConnectedWallet } from "../connectors/Connector"
import type { KernelEventsShape } from "../events/KernelEvents"
import type { ConnectContext } from "./ConnectContext"
import { connectContextOf } from "./connectContextOf"

/** What telling a shown connection works with. */
export interface TellConnectedEnvironment {
  /** The configured networks. */
  readonly networks: ReadonlyArray<CaipNetwork>
  /** Where each connect and restore is told (`Connected`). */
  readonly kernelEvents: KernelEventsShape
  /** Runs work on the kit's runtime, interrupted when the kit is disposed. */
  readonly fork: (effect: Effect.Effect<void>) => unknown
  /** Work after a connect succeeded (the plugins' connect hooks); run in the kit's scope, never fails. */
  readonly afterConnect?: ((context: ConnectContext) => Effect.Effect<void>) | undefined
}

/**
 * A connection is shown: after a connect, and after a restore on page load (`restored`). It
 * is told as `Connected`, then the plugins' work on it (sign-in, ...) is forked in the kit's
 * scope, so the connect is done whatever the hooks do. A wallet without an account is not told.
 */
export const tellConnected = (
  environment: TellConnectedEnvironment,
  wallet: ConnectedWallet,
  restored: boolean,
): void => {
  const context = connectContextOf(wallet, environment.networks, restored)
  if (context === undefined) return
  const session = { ...context, connectorId: wallet.info.id }
  Effect.runSync(environment.kernelEvents.publish({ _tag: "Connected", session, restored }))
  if (environment.afterConnect !== undefined) environment.fork(environment.afterConnect(context))
}
