/**
 * Test support (not part of the package): scopes a test opens to run a client in, closed
 * after the test (test/fileHooks.ts), so its relay connections and fibers end with it.
 */
import { Effect, Exit, Scope } from "effect"
import { afterEveryTest } from "../../../../test/fileHooks"

const open: Array<Scope.Closeable> = []

afterEveryTest(async () => {
  for (const scope of open.splice(0).reverse()) {
    await Effect.runPromise(Scope.close(scope, Exit.void))
  }
})

/** Runs `effect` in a new scope that closes after the current test; resolves with its value. */
export const inTestScope = <A>(effect: Effect.Effect<A, never, Scope.Scope>): Promise<A> => {
  const scope = Scope.makeUnsafe()
  open.push(scope)
  return Effect.runPromise(effect.pipe(Scope.provide(scope)))
}
