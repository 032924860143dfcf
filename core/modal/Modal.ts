import { Context, Effect, Layer } from "effect"
import { createModalStore, type ModalContext, type ModalStore } from "./ModalStore"

/** The context a test modal reads unless told otherwise: nothing connected, on a desktop page. */
const testModalContext: ModalContext = {
  accountConnected: false,
  usageExceeded: false,
  embedded: false,
  hasAdapters: true,
  manualWalletConnectControl: false,
  isMobile: false,
}

/**
 * The modal and its router (spec 2) as a service: typed open / push / replace / back / close,
 * and the state views read. Views exist when the kernel or an enabled plugin contributes them;
 * asking for any other is a `ViewNotAvailableError`, never a blank modal.
 */
export class Modal extends Context.Service<Modal, ModalStore>()("foyer-kit/modal/Modal") {
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
