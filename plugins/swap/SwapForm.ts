import { Context, type Layer } from "effect"
import { type LazyService, lazyServiceLayer } from "../../core"
import type { SwapOptions } from "./SwapOptions"
import type { SwapKernel, SwapServiceShape } from "./SwapService"

/**
 * The swap form as the kernel holds it from start-up: a {@link LazyService}, so the form's code
 * (quotes, approve and swap, the receipt waits) loads with the Swap view, when the visitor
 * first opens it, not with the kernel.
 */
export class SwapForm extends Context.Service<SwapForm, LazyService<SwapServiceShape>>()(
  "foyer-kit/plugins/swap/SwapForm",
) {
  /** The handle, given the plugin's decoded options; the form is built on first use. */
  static readonly layer = (options: SwapOptions): Layer.Layer<SwapForm, never, SwapKernel> =>
    lazyServiceLayer(SwapForm, () =>
      import("./SwapService").then((module) => module.makeSwapService(options)),
    )
}
