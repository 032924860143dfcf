import { Context, Layer } from "effect"
import { createToastStore, type ToastStore } from "./ToastState"

/** The modal's toast (spec 2): one at a time, switching after a short delay. */
export class Toasts extends Context.Service<Toasts, ToastStore>()("foyer-kit/toasts/Toasts") {
  /** A toast store with nothing shown. */
  static readonly layer: Layer.Layer<Toasts> = Layer.sync(Toasts, () => createToastStore())

  /**
   * The live toast store, which needs nothing else: its delays run on the test clock.
   * @example
   * Effect.provide(program, Layer.merge(Toasts.layerTest, TestClock.layer()))
   */
  static readonly layerTest: Layer.Layer<Toasts> = Toasts.layer
}
