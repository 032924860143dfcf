import { Context, type Layer } from "effect"
import { type LazyService, lazyServiceLayer } from "../../core"
import type { SiwxFlowShape, SiwxKernel } from "./SiwxFlowShape"
import type { SiwxPluginOptions } from "./SiwxPluginOptions"

/**
 * The sign-in flow as the kernel holds it from start-up: a {@link LazyService}, so its code
 * (the message format, verification) loads the first time a sign-in may be asked for, after a
 * connect or on a network change while connected.
 */
export class SiwxFlow extends Context.Service<SiwxFlow, LazyService<SiwxFlowShape>>()(
  "foyer-kit/plugins/siwx/SiwxFlow",
) {
  /** The handle; the flow is built on first use. */
  static readonly layer = (options: SiwxPluginOptions): Layer.Layer<SiwxFlow, never, SiwxKernel> =>
    lazyServiceLayer(SiwxFlow, () =>
      import("./SiwxFlowService").then((module) => module.makeSiwxFlow(options)),
    )
}
