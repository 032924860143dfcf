import { Context, Effect, Layer, Scope, Semaphore } from "effect"

/**
 * A plugin service whose code is imported and built the first time something asks for it,
 * so that a feature costs nothing until the visitor uses it (its view opens). Until then the
 * kernel holds only this handle.
 */
export interface LazyService<A> {
  /**
   * The service: imports its module and builds it on the first call, then gives the same one.
   * A build that failed (its chunk did not download) is tried again on the next call.
   */
  readonly get: Effect.Effect<A>
  /** The service if it is built already; undefined before its first `get`. */
  readonly current: () => A | undefined
}

/**
 * The layer of a {@link LazyService}: `build` imports the service's module (a lazy chunk) and
 * gives the Effect that makes it, which runs once, with the services the layer was given and
 * the layer's `Scope`: it closes when the kit is disposed (its runtime releases the layer), so
 * the service's finalizers run then, and work it forks there (`Effect.forkIn(scope)` with the
 * scope it read while being built) outlives the caller and any view, but not the kit.
 * @example
 * class Form extends Context.Service<Form, LazyService<FormShape>>()("my-plugin/Form") {}
 * const layer = lazyServiceLayer(Form, () => import("./makeForm").then((m) => m.makeForm(options)))
 * // in makeForm: const scope = yield* Effect.scope; ...; yield* Effect.forkIn(poll, scope)
 */
export const lazyServiceLayer = <I, A, R>(
  tag: Context.Key<I, LazyService<A>>,
  build: () => Promise<Effect.Effect<A, never, R>>,
): Layer.Layer<I, never, Exclude<R, Scope.Scope>> =>
  Layer.effect(
    tag,
    Effect.gen(function* () {
      // Layer.effect runs this in the layer's scope: the kit's, closed by its dispose.
      const scope = yield* Effect.scope
      const services = Context.add(
        yield* Effect.context<Exclude<R, Scope.Scope>>(),
        Scope.Scope,
        scope,
      ) as Context.Context<R>
      let current: A | undefined
      // Built once; callers arriving together wait for the one build. A failed build (its
      // chunk did not download) is not kept, so the next get tries again (Effect.cached would
      // keep the failure until the page reloads).
      const building = yield* Semaphore.make(1)
      const get = building.withPermits(1)(
        Effect.suspend(() =>
          current !== undefined
            ? Effect.succeed(current)
            : Effect.promise(build).pipe(
                Effect.flatten,
                Effect.provideContext(services),
                Effect.tap((service) =>
                  Effect.sync(() => {
                    current = service
                  }),
                ),
              ),
        ),
      )
      return { get, current: () => current }
    }),
  )
