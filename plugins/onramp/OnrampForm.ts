import { Context, type Layer } from "effect"
import { type LazyService, lazyServiceLayer } from "../../core"
import type { OnrampPluginOptions } from "./OnrampPluginOptions"
import type { OnrampKernel, OnrampServiceShape } from "./OnrampService"

/**
 * The buy form as the kernel holds it from start-up: a {@link LazyService}, so the form's code
 * (options, quotes, the popup) loads with the buy view, when the visitor first opens it.
 */
export class OnrampForm extends Context.Service<OnrampForm, LazyService<OnrampServiceShape>>()(
  "foyer-kit/plugins/onramp/OnrampForm",
) {
  /** The handle, given the plugin's decoded options; the form is built on first use. */
  static readonly layer = (
    options: OnrampPluginOptions,
  ): Layer.Layer<OnrampForm, never, OnrampKernel> =>
    lazyServiceLayer(OnrampForm, () =>
      import("./OnrampService").then((module) => module.makeOnrampService(options)),
    )
}
