import { Cause, Duration, Effect, Exit, Option } from "effect"
import { afterAll, beforeAll, beforeEach } from "vitest"
import type { ProviderApiShape } from "../core/api/ProviderApi"
import { httpTimeout } from "../core/Schedules"
import { type Sandbox, type StartSandboxOptions, startSandbox } from "../sandbox/startSandbox"
import { type ManualClock, makeManualClock, withManualClock } from "./ManualClock"
import { providerApiFor } from "./providerApi"

const timeoutMs = Duration.toMillis(httpTimeout)

/**
 * Runs a call on the manual clock, waking each retry wait as soon as it starts (the 10 s
 * per-attempt timeouts are left waiting), and reports the retry delays it asked for.
 */
export const runApiCall = async <A, E>(clock: ManualClock, effect: Effect.Effect<A, E>) => {
  // Counted before starting: the first attempt's timeout is registered synchronously.
  const first = clock.sleeps.length
  const done = Effect.runPromiseExit(withManualClock(clock)(effect))
  const retryDelays: number[] = []
  for (let index = first; ; index++) {
    const next = await Promise.race([done.then(() => "done" as const), clock.sleepAt(index)])
    if (next === "done") break
    if (next !== timeoutMs) {
      retryDelays.push(next)
      clock.advance(next)
    }
  }
  return { exit: await done, retryDelays }
}

/** Runs a call with `runApiCall` and returns its value; throws when it failed. */
export const succeedApiCall = async <A, E>(
  clock: ManualClock,
  effect: Effect.Effect<A, E>,
): Promise<A> => {
  const { exit } = await runApiCall(clock, effect)
  if (Exit.isFailure(exit)) throw new Error(`expected success, got ${Cause.pretty(exit.cause)}`)
  return exit.value
}

/** Runs a call with `runApiCall` and returns its typed error; throws when it succeeded. */
export const failApiCall = async <A, E>(clock: ManualClock, effect: Effect.Effect<A, E>) => {
  const { exit, retryDelays } = await runApiCall(clock, effect)
  if (Exit.isSuccess(exit)) throw new Error("expected a failure")
  const error = Cause.findErrorOption(exit.cause)
  if (Option.isNone(error))
    throw new Error(`expected a typed failure, got ${Cause.pretty(exit.cause)}`)
  return { error: error.value, retryDelays }
}

/** What `sandboxApiHarness` gives a test file. */
export interface SandboxApiHarness {
  /** The running sandbox (set once the file's `beforeAll` ran). */
  readonly sandbox: () => Sandbox
  /** The first devnet's CAIP-2 id. */
  readonly devnetId: () => string
  /** The first seeded account of the first devnet. */
  readonly alice: () => string
  /** A fresh ProviderApi over the sandbox (fresh caches), on a manual clock. */
  readonly makeApi: (options?: { readonly active?: string; readonly projectId?: string }) => {
    readonly api: ProviderApiShape
    readonly clock: ManualClock
  }
  /** How many requests of an operation the sandbox has received so far. */
  readonly count: (operationId: string) => number
  /** Runs `work` and counts the requests of an operation it made. */
  readonly counting: <A>(
    operationId: string,
    work: () => Promise<A>,
  ) => Promise<{ readonly result: A; readonly requests: number }>
  /** Resolves once the sandbox has counted `total` requests of an operation (yielding to I/O). */
  readonly serverReceived: (operationId: string, total: number) => Promise<void>
}

/**
 * Starts one sandbox for the calling test file (with `options`, quiet unless they give a
 * `log`): its API over real HTTP in front of the two devnets. It stops after the file, and
 * the faults a test armed are cleared before the next test.
 * @example
 * const harness = sandboxApiHarness({ projectId: "foyer-test" })
 * it("...", async () => {
 *   const { api, clock } = harness.makeApi()
 *   expect(await succeedApiCall(clock, api.supportedChains)).toEqual(...)
 * })
 */
export const sandboxApiHarness = (
  options: StartSandboxOptions & { readonly projectId: string },
): SandboxApiHarness => {
  const { projectId } = options
  let sandbox: Sandbox | undefined
  beforeAll(async () => {
    sandbox = await startSandbox({ log: () => {}, ...options })
  }, 120_000)
  afterAll(() => sandbox?.stop(), 60_000)
  // A fault armed by one test and never consumed must not leak into the next.
  beforeEach(() => running().api.faults.reset())

  const running = (): Sandbox => {
    if (sandbox === undefined) throw new Error("the sandbox is not running")
    return sandbox
  }
  const devnet = () => running().devnets[0]
  const count = (operationId: string) => running().api.faults.counts()[operationId] ?? 0
  return {
    sandbox: running,
    devnetId: () => `eip155:${devnet().chainId}`,
    alice: () => devnet().accounts[0]!.address,
    makeApi: (options = {}) => ({
      api: providerApiFor({
        url: running().urls.api,
        activeNetwork: options.active ?? `eip155:${devnet().chainId}`,
        projectId: options.projectId ?? projectId,
      }),
      clock: makeManualClock(1_000_000),
    }),
    count,
    counting: async (operationId, work) => {
      const before = count(operationId)
      const result = await work()
      return { result, requests: count(operationId) - before }
    },
    serverReceived: async (operationId, total) => {
      for (let turn = 0; count(operationId) < total; turn++) {
        if (turn > 100_000) throw new Error(`the sandbox never received ${operationId}`)
        await new Promise((resolve) => setImmediate(resolve))
      }
    },
  }
}
