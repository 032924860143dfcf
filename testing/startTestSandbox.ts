import type { FoyerSandbox } from "../core/config/FoyerSandbox"
import { foyerSandboxOf } from "../sandbox/foyerSandboxOf"
import { type Sandbox, type StartSandboxOptions, startSandbox } from "../sandbox/index"

/** The project id a test sandbox accepts when none is given. */
export const defaultTestProjectId = "foyer-test"

/** How to start a sandbox for a test: the sandbox's own options, the project id defaulted. */
export interface StartTestSandboxOptions extends StartSandboxOptions {
  /** The only project id the sandbox accepts (default {@link defaultTestProjectId}). */
  readonly projectId?: string
}

/**
 * A running sandbox for a test: everything `startSandbox` gives, the project id it accepts,
 * what the dApp under test is told of it, and a `stop()` that is safe to call twice (also run
 * by `await using`).
 */
export interface TestSandbox extends Sandbox, AsyncDisposable {
  /** The only project id this sandbox accepts: the dApp's and the wallets'. */
  readonly projectId: string
  /**
   * What to configure the dApp with (`withSandbox(options, foyerSandbox)` of foyer-kit/core), as
   * `foyer dev` passes it in `VITE_FOYER_SANDBOX`; JSON-serialisable, to hand to the page.
   */
  readonly foyerSandbox: FoyerSandbox
}

/**
 * Starts the whole sandbox (seeded devnets, provider API, relay) on 127.0.0.1 for a test: a
 * thin layer over `startSandbox` of foyer-kit/sandbox. Stop it after the test, or start it with
 * `await using`.
 * @example
 * const sandbox = await startTestSandbox()
 * try {
 *   // …drive the dApp…
 * } finally {
 *   await sandbox.stop()
 * }
 */
export const startTestSandbox = async (
  options: StartTestSandboxOptions = {},
): Promise<TestSandbox> => {
  const projectId = options.projectId ?? defaultTestProjectId
  const sandbox = await startSandbox({ ...options, projectId })
  let stopped: Promise<void> | undefined
  // The sandbox's stop is not meant to run twice; `using` and a finally block may both call it.
  const stop = () => {
    stopped ??= sandbox.stop()
    return stopped
  }
  return {
    api: sandbox.api,
    devnets: sandbox.devnets,
    solana: sandbox.solana,
    bitcoin: sandbox.bitcoin,
    relay: sandbox.relay,
    onramp: sandbox.onramp,
    pay: sandbox.pay,
    secureSite: sandbox.secureSite,
    urls: sandbox.urls,
    projectId,
    foyerSandbox: foyerSandboxOf(sandbox, projectId),
    stop,
    [Symbol.asyncDispose]: stop,
  }
}
