import { Effect } from "effect"

/**
 * Completes on the next task (a `setTimeout` of none), so a connector can look at the page
 * again once what the page's scripts do synchronously, or from a promise, has happened: an
 * EIP-6963 wallet's announcement, a Wallet Standard wallet's registration, a provider a
 * wallet's script injects as the page loads. Interrupting it clears the timer.
 * @example
 * if (find(id) === undefined) yield* untilNextTask
 */
export const untilNextTask: Effect.Effect<void> = Effect.callback<void>((resume) => {
  const timer = setTimeout(() => resume(Effect.void))
  return Effect.sync(() => clearTimeout(timer))
})
