import { Deferred, Effect, Exit, Fiber, Scope } from "effect"
import { describe, expect, it } from "vitest"
import { makeFormFlow } from "./FormFlow"

interface Form {
  readonly amount: string
  readonly quote: string | undefined
}
const empty: Form = { amount: "", quote: undefined }

describe("makeFormFlow: the plumbing of a plugin's form", () => {
  it("an answer for an older round is not applied: a reset or a newer round makes it stale", async () => {
    const seen = await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const flow = yield* makeFormFlow(empty)
          const first = flow.round()
          yield* flow.ifCurrent(first, (s) => ({ ...s, quote: "first" }))
          const applied = flow.store.getSnapshot().quote
          yield* flow.reset(() => empty)
          yield* flow.ifCurrent(first, (s) => ({ ...s, quote: "late" }))
          const afterReset = flow.store.getSnapshot().quote
          const newer = flow.newRound()
          return {
            applied,
            afterReset,
            firstCurrent: flow.isCurrent(first),
            newerCurrent: flow.isCurrent(newer),
          }
        }),
      ),
    )
    expect(seen).toEqual({
      applied: "first",
      afterReset: undefined,
      firstCurrent: false,
      newerCurrent: true,
    })
  })

  it("an edit runs what follows it (estimate, quote) only when it changed the form", async () => {
    const runs = await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const flow = yield* makeFormFlow(empty)
          let count = 0
          const then = Effect.sync(() => {
            count += 1
          })
          yield* flow.edit((s) => ({ ...s, amount: "1" }), then)
          yield* flow.edit((s) => s, then)
          yield* flow.edit((s) => ({ ...s, amount: "2" }), then)
          return count
        }),
      ),
    )
    expect(runs).toBe(2)
  })

  it("one background task at a time: a newer one interrupts it, a reset stops it, awaitTask waits for it", async () => {
    const seen = await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const flow = yield* makeFormFlow(empty)
          const interrupted: Array<string> = []
          const never = (name: string) =>
            Effect.onInterrupt(Effect.never, () => Effect.sync(() => interrupted.push(name)))
          yield* flow.runTask(never("first"))
          yield* Effect.yieldNow
          yield* flow.runTask(never("second"))
          yield* Effect.yieldNow
          const afterSecond = [...interrupted]
          yield* flow.reset(() => empty)
          const afterReset = [...interrupted]
          const gate = yield* Deferred.make<void>()
          yield* flow.runTask(
            Effect.andThen(
              Deferred.await(gate),
              Effect.sync(() => flow.store.update((s) => ({ ...s, quote: "done" }))),
            ),
          )
          const waiting = yield* Effect.forkChild(flow.awaitTask)
          yield* Deferred.succeed(gate, undefined)
          yield* Fiber.join(waiting)
          return { afterSecond, afterReset, quote: flow.store.getSnapshot().quote }
        }),
      ),
    )
    expect(seen).toEqual({
      afterSecond: ["first"],
      afterReset: ["first", "second"],
      quote: "done",
    })
  })

  it("the task lives in the scope the flow was made in: closing it (the kit disposed) ends the task", async () => {
    const interrupted = await Effect.runPromise(
      Effect.gen(function* () {
        const scope = yield* Scope.make()
        const flow = yield* Scope.provide(makeFormFlow(empty), scope)
        let ended = false
        yield* flow.runTask(
          Effect.onInterrupt(Effect.never, () =>
            Effect.sync(() => {
              ended = true
            }),
          ),
        )
        yield* Effect.yieldNow
        yield* Scope.close(scope, Exit.void)
        return ended
      }),
    )
    expect(interrupted).toBe(true)
  })
})
