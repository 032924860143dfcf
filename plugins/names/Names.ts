import { Context, type Layer } from "effect"
import { type LazyService, lazyServiceLayer } from "../../core"
import type { NamesOptions } from "./NamesOptions"
import type { NamesKernel, NamesServiceShape } from "./NamesService"

/**
 * The names service as the kernel holds it from start-up: a {@link LazyService}, so its code
 * (the name-service calls, the registration) loads with the RegisterAccountName view, when the
 * visitor first opens it. Nothing is asked of the naming service before then.
 */
export class Names extends Context.Service<Names, LazyService<NamesServiceShape>>()(
  "foyer/plugins/names/Names",
) {
  /** The handle; the service is built on first use. */
  static readonly layer = (options: NamesOptions): Layer.Layer<Names, never, NamesKernel> =>
    lazyServiceLayer(Names, () =>
      import("./NamesService").then((module) => module.makeNamesService(options)),
    )
}
