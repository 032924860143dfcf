import { Context, type Layer } from "effect"
import { type LazyService, lazyServiceLayer } from "../../core"
import type { NamesOptions } from "./NamesOptions"
import type { NamesKernel, NamesServiceShape } from "./NamesService"

/**
 * The names service as the kernel holds it from start-up: a {@link LazyService}, so its code
 * (the name-service calls, the registration) loads with the RegisterAccountName view, when the
 * visitor first opens it. Nothing is asked of the naming service before then.
 */
export class AccountNames extends Context.Service<AccountNames, LazyService<NamesServiceShape>>()(
  "foyer-kit/plugins/names/AccountNames",
) {
  /** The handle; the service is built on first use. */
  static readonly layer = (options: NamesOptions): Layer.Layer<AccountNames, never, NamesKernel> =>
    lazyServiceLayer(AccountNames, () =>
      import("./NamesService").then((module) => module.makeNamesService(options)),
    )
}
