import { Context, Effect, Exit, type Fiber, Layer, ManagedRuntime } from "effect"
import { describe, expect, it } from "vitest"
import { startTestClient } from "../../test/testFoyerClient"
import { definePlugin } from "./FoyerPlugin"
import { type LazyService, lazyServiceLayer } from "./LazyService"

class Prefix extends Context.Service<Prefix, string>()("test/Prefix") {}
class Greeter extends Context.Service<Greeter, LazyService<(name: string) => string>>()(
  "test/Greeter",
) {}

/** A lazy Greeter whose "module import" is counted, built on Prefix. */
const counted = () => {
  const imports: string[] = []
  const layer = lazyServiceLayer(Greeter, async () => {
    imports.push("imported")
    return Effect.map(Effect.service(Prefix), (prefix) => (name: string) => `${prefix} ${name}`)
  }).pipe(Layer.provide(Layer.succeed(Prefix, "hello")))
  return { imports, layer }
}

describe("lazyServiceLayer", () => {
  it("imports and builds nothing until the service is first asked for", async () => {
    const { imports, layer } = counted()
    const current = await Effect.runPromise(
      Effect.map(Effect.service(Greeter), (lazy) => lazy.current()).pipe(Effect.provide(layer)),
    )
    expect(current).toBeUndefined()
    expect(imports).toEqual([])
  })

  it("builds once, with the services its layer was given, and gives the same service after", async () => {
    const { imports, layer } = counted()
    const result = await Effect.runPromise(
      Effect.gen(function* () {
        const lazy = yield* Greeter
        const [first, second] = yield* Effect.all([lazy.get, lazy.get], { concurrency: 2 })
        const third = yield* lazy.get
        return { first, second, third, current: lazy.current() }
      }).pipe(Effect.provide(layer)),
    )
    expect(imports).toEqual(["imported"])
    expect(result.first("alice")).toBe("hello alice")
    expect(result.second).toBe(result.first)
    expect(result.third).toBe(result.first)
    expect(result.current).toBe(result.first)
  })

  it("a build that failed (its chunk did not download) is tried again on the next get", async () => {
    let attempts = 0
    const layer = lazyServiceLayer(Greeter, async () => {
      attempts += 1
      if (attempts === 1) throw new Error("Failed to fetch dynamically imported module")
      return Effect.succeed((name: string) => `hi ${name}`)
    })
    const result = await Effect.runPromise(
      Effect.gen(function* () {
        const lazy = yield* Greeter
        const first = yield* Effect.exit(lazy.get)
        const second = yield* lazy.get
        return { failedFirst: first._tag === "Failure", second, current: lazy.current() }
      }).pipe(Effect.provide(layer)),
    )
    expect(result.failedFirst).toBe(true)
    expect(result.second("bob")).toBe("hi bob")
    expect(result.current).toBe(result.second)
    expect(attempts).toBe(2)
  })

  it("work the service forks in the scope it was built with outlives the call that started it, and the kit's dispose interrupts it", async () => {
    class Poller extends Context.Service<
      Poller,
      LazyService<{ readonly start: Effect.Effect<Fiber.Fiber<never>> }>
    >()("test/Poller") {}
    const layer = lazyServiceLayer(Poller, async () =>
      Effect.map(Effect.scope, (scope) => ({ start: Effect.forkIn(Effect.never, scope) })),
    )
    const runtime = ManagedRuntime.make(layer)
    const fiber = await runtime.runPromise(
      Effect.flatMap(Effect.service(Poller), (lazy) => Effect.flatMap(lazy.get, (p) => p.start)),
    )
    // The call that started it has ended; the work goes on.
    expect(fiber.pollUnsafe()).toBeUndefined()
    await runtime.dispose()
    expect(Exit.hasInterrupts(fiber.pollUnsafe()!)).toBe(true)
  })

  it("on a kit: client.dispose() interrupts the work a plugin's lazy service forked in its scope", async () => {
    class Poller extends Context.Service<
      Poller,
      LazyService<{ readonly start: Effect.Effect<Fiber.Fiber<never>> }>
    >()("test/KitPoller") {}
    const poller = definePlugin({
      id: "poller",
      kit: async () => ({
        default: {
          layer: () =>
            lazyServiceLayer(Poller, async () =>
              Effect.map(Effect.scope, (scope) => ({ start: Effect.forkIn(Effect.never, scope) })),
            ),
        },
      }),
    })
    const client = await startTestClient({ plugins: [poller] })
    // The runtime's static type names the kernel's services only; the plugin adds Poller.
    const runtime = client.kernel.runtime as unknown as ManagedRuntime.ManagedRuntime<Poller, never>
    const fiber = await runtime.runPromise(
      Effect.flatMap(Effect.service(Poller), (lazy) => Effect.flatMap(lazy.get, (p) => p.start)),
    )
    expect(fiber.pollUnsafe()).toBeUndefined()
    await client.dispose()
    expect(Exit.hasInterrupts(fiber.pollUnsafe()!)).toBe(true)
  })
})
