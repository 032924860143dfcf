import { Context, type Layer } from "effect"
import { type LazyService, lazyServiceLayer } from "../../core"
import type { SendOptions } from "./SendOptions"
import type { SendKernel, SendServiceShape } from "./SendService"

/**
 * The send form as the kernel holds it from start-up: a {@link LazyService}, so the form's code
 * (validation, transaction building, the receipt wait) loads with the Send view, when the
 * visitor first opens it, not with the kernel.
 */
export class SendForm extends Context.Service<SendForm, LazyService<SendServiceShape>>()(
  "foyer-kit/plugins/send/SendForm",
) {
  /** The handle, given the plugin's decoded options; the form is built on first use. */
  static readonly layer = (options: SendOptions): Layer.Layer<SendForm, never, SendKernel> =>
    lazyServiceLayer(SendForm, () =>
      import("./SendService").then((module) => module.makeSendService(options)),
    )
}
