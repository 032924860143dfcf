import { Layer } from "effect"
import { askOnAccountChange } from "./askOnAccountChange"
import type { SiwxFlow } from "./SiwxFlow"
import type { SiwxSessionStore } from "./SiwxSessionStore"
import { signOutWhenDisconnected } from "./signOutWhenDisconnected"

/**
 * The sign-in plugin's services over a flow and a session store: the handle on the flow, the
 * store, the ask when the wallet switches account and the sign-out on disconnect. The kit gives
 * the browser's flow and the store its options name; the test kernel gives a test page's.
 * @example
 * siwxLayer(SiwxFlow.layer(options), siwxSessionStoreLayer(options))
 */
export const siwxLayer = <RF, RS>(
  flow: Layer.Layer<SiwxFlow, never, RF>,
  store: Layer.Layer<SiwxSessionStore, never, RS>,
) =>
  Layer.merge(askOnAccountChange, signOutWhenDisconnected).pipe(
    Layer.provideMerge(flow),
    Layer.provideMerge(store),
  )
