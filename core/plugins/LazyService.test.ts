import { Context, Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
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
})
