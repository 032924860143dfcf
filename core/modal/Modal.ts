import { Context, Effect, FiberSet, Layer } from "effect"
import { Accounts } from "../accounts/Accounts"
import { ProviderApi } from "../api/ProviderApi"
import { ChainAdapters } from "../chains/ChainAdapters"
import { KernelConfig } from "../config/KernelConfig"
import { walletNamespace } from "../connections/walletNamespace"
import { Events } from "../events/Events"
import { KernelEvents } from "../events/KernelEvents"
import { hasChainAdapter } from "../networks/hasChainAdapter"
import { NetworkStore } from "../networks/NetworkStore"
import { setActiveNetwork, setInitialized } from "./ModalState"
import {
  createModalStore,
  type ModalContext,
  type ModalEnvironment,
  type ModalStore,
} from "./ModalStore"
import { testModalContext } from "./testModalContext"

/**
 * The modal and its router (spec 2) as a service: typed open / push / replace / back / close,
 * and the state views read. Views exist when the kernel or an enabled plugin contributes them;
 * asking for any other is a `ViewNotAvailableError`, never a blank modal.
 */
export class Modal extends Context.Service<Modal, ModalStore>()("foyer-kit/modal/Modal") {
  /**
   * The kernel's modal: `views` say which views exist and what their routes are; it opens
   * initialized on the active network. Its opening and closing are told to the kernel
   * (`ModalOpened`, `ModalClosed`) and to the host page (MODAL_OPEN, MODAL_CLOSE).
   */
  static readonly layer = (
    views: Pick<ModalEnvironment, "isViewAvailable" | "routeOf"> & {
      readonly isMobile: boolean
    },
  ): Layer.Layer<
    Modal,
    never,
    KernelConfig | NetworkStore | Accounts | Events | KernelEvents | ProviderApi | ChainAdapters
  > =>
    Layer.effect(
      Modal,
      Effect.gen(function* () {
        const { config, networks } = yield* KernelConfig
        const network = yield* NetworkStore
        const accounts = yield* Accounts
        const events = yield* Events
        const kernelEvents = yield* KernelEvents
        const fork = yield* FiberSet.makeRuntime<never>()
        const api = yield* ProviderApi
        const hasAdapters = hasChainAdapter(networks, (yield* ChainAdapters).namespaces)
        // The plan's usage state comes with the project's configuration (the supported-chains
        // answer, learned once), asked when a connecting view is first pushed: the visitor has
        // acted, and connecting needs that answer anyway. If it cannot be read, connecting goes on.
        let usageExceeded = false
        const learnUsage = api.supportedChains.pipe(
          Effect.map((chains) => chains.plan?.usageLimitExceeded === true),
          Effect.tap((exceeded) =>
            Effect.sync(() => {
              usageExceeded = exceeded
            }),
          ),
          Effect.ignore,
        )
        const modal = createModalStore({
          scope: yield* Effect.scope,
          isViewAvailable: views.isViewAvailable,
          routeOf: views.routeOf,
          learnUsage,
          context: () => ({
            accountConnected:
              accounts.store.getSnapshot()[network.getSnapshot().activeChain ?? walletNamespace]
                ?.address !== undefined,
            usageExceeded,
            embedded: config.embedded,
            hasAdapters,
            manualWalletConnectControl: config.manualWCControl,
            isMobile: views.isMobile,
          }),
        })
        const initial = network.getSnapshot()
        modal.update((state) =>
          setInitialized(
            setActiveNetwork(state, initial.activeChain, initial.activeCaipNetwork?.caipNetworkId),
          ),
        )
        let wasOpen = modal.getSnapshot().open
        const stop = modal.subscribe(() => {
          const state = modal.getSnapshot()
          if (state.open === wasOpen) return
          wasOpen = state.open
          const view = state.router.history.at(-1)?.name ?? "Connect"
          Effect.runSync(
            kernelEvents.publish(
              state.open ? { _tag: "ModalOpened", view } : { _tag: "ModalClosed" },
            ),
          )
          fork(events.emit(state.open ? { type: "MODAL_OPEN", view } : { type: "MODAL_CLOSE" }))
        })
        yield* Effect.addFinalizer(() => Effect.sync(stop))
        return modal
      }),
    )

  /**
   * A real modal store on which every view is available and none has a route to act on; its
   * context is `context` over nothing connected on a desktop page.
   * @example
   * const layer = Modal.layerTest({ accountConnected: true })
   * // yield* (yield* Modal).push({ name: "Send" }) shows Send
   */
  static readonly layerTest = (context: Partial<ModalContext> = {}): Layer.Layer<Modal> =>
    Layer.effect(
      Modal,
      Effect.map(Effect.scope, (scope) =>
        createModalStore({
          isViewAvailable: () => true,
          routeOf: () => undefined,
          context: () => ({ ...testModalContext, ...context }),
          scope,
        }),
      ),
    )
}
