// @vitest-environment happy-dom
import { Context, Effect, type ManagedRuntime } from "effect"
import { describe, expect, it } from "vitest"
import { definePlugin, type LazyService, lazyServiceLayer } from "../../core"
import { startTestClient } from "../../test/testFoyerClient"
import { renderInView } from "../testing/renderInView"
import { useLazyService } from "./useLazyService"

class Greeter extends Context.Service<Greeter, LazyService<{ readonly greet: () => string }>>()(
  "test/LazyGreeter",
) {}

describe("useLazyService", { timeout: 20_000 }, () => {
  it("builds a plugin's lazy service when a view first reads it, once, and gives it to every view", async () => {
    const builds: string[] = []
    const greeter = definePlugin({
      id: "greeter",
      kit: async () => ({
        default: {
          layer: () =>
            lazyServiceLayer(Greeter, async () =>
              Effect.sync(() => {
                builds.push("built")
                return { greet: () => "hello" }
              }),
            ),
        },
      }),
    })
    const client = await startTestClient({ plugins: [greeter] })
    // The runtime's static type names the kernel's services only; the plugin adds Greeter.
    const runtime = client.kernel.runtime as unknown as ManagedRuntime.ManagedRuntime<
      Greeter,
      never
    >
    const lazy = runtime.runSync(Effect.service(Greeter))
    expect(lazy.current()).toBeUndefined()
    const first = await renderInView(client, () => useLazyService(Greeter))
    const second = await renderInView(client, () => useLazyService(Greeter))
    expect(first.current.greet()).toBe("hello")
    expect(second.current).toBe(first.current)
    expect(lazy.current()).toBe(first.current)
    expect(builds).toEqual(["built"])
  })
})
