// The pay service's test setup, shared by its tests on each chain family: the layer it runs in
// against the sandbox API, the popup it hands the exchange's page to, and the wait for a state.
import { Effect, Layer, type Scope } from "effect"
import { TestClock } from "effect/testing"
import {
  type CaipNetwork,
  Events,
  type FoyerEvent,
  Messages,
  Networks,
  ProviderApi,
  type ReadableStore,
} from "../../core"
import { providerApiFor } from "../../test/providerApi"
import { en } from "./messages/en"
import type { PayPopupWindow } from "./PayService"
import type { PayState } from "./PayState"

/** What the pay service needs from the layer `payServiceLayer` builds. */
export type PayServiceNeeds = ProviderApi | Networks | Events | Messages | Scope.Scope

/**
 * The pay service's layer: the sandbox API at `apiUrl` with `network` active and the only one
 * configured, the kit's events pushed to `events`, the English catalogue and the test clock.
 */
export const payServiceLayer = (apiUrl: string, network: CaipNetwork, events: FoyerEvent[]) =>
  Layer.mergeAll(
    Layer.succeed(
      ProviderApi,
      providerApiFor({ url: apiUrl, activeNetwork: network.caipNetworkId }),
    ),
    Networks.layerTest([network]),
    Events.layerTest((event) => events.push(event)),
    Messages.layerTest(en),
    TestClock.layer(),
  )

/** Resolves once the store's state passes `test` (real I/O settles it, not the clock). */
export const reached = (store: ReadableStore<PayState>, test: (state: PayState) => boolean) =>
  Effect.promise(
    () =>
      new Promise<PayState>((resolve) => {
        const check = () => {
          const state = store.getSnapshot()
          if (!test(state)) return false
          resolve(state)
          return true
        }
        if (check()) return
        const stop = store.subscribe(() => {
          if (check()) stop()
        })
      }),
  )

/** The popup as the view hands it over: records the page it was sent to. */
export const recordingWindow = () => {
  const shown: string[] = []
  let closed = false
  const window: PayPopupWindow = {
    show: (url) => void shown.push(url),
    close: () => {
      closed = true
    },
  }
  return { window, shown, closed: () => closed }
}

/** Confirms or cancels the payment on the exchange's page at `url`, as the visitor would. */
export const submit = (url: string, action: "confirm" | "cancel") =>
  Effect.promise(() => fetch(`${url}/${action}`, { method: "POST", redirect: "manual" }))
