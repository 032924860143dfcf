import { Context, type Layer } from "effect"
import { type LazyService, lazyServiceLayer } from "../../core"
import type { PayKernel, PayServiceShape } from "./PayService"

/**
 * The pay flow as the kernel holds it from start-up: a {@link LazyService}, so its code
 * (validation, the API calls, the polling) loads with the PayWithExchange view.
 */
export class PayForm extends Context.Service<PayForm, LazyService<PayServiceShape>>()(
  "foyer-kit/plugins/pay/PayForm",
) {
  /** The handle; the flow is built on first use. */
  static readonly layer: Layer.Layer<PayForm, never, PayKernel> = lazyServiceLayer(PayForm, () =>
    import("./PayService").then((module) => module.makePayService),
  )
}
