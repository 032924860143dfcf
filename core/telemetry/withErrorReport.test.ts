import { Cause, Effect, Exit, type Scope } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { ChainMismatchError } from "../errors/ChainMismatchError"
import { FlowError } from "../errors/FlowError"
import { InternalError } from "../errors/InternalError"
import { UserRejectedRequestError } from "../errors/UserRejectedRequestError"
import { Telemetry } from "./Telemetry"
import { makeTestTelemetry } from "./telemetryTestSetup"
import { withErrorReport } from "./withErrorReport"

const run = (effect: Effect.Effect<void, never, Scope.Scope>) =>
  Effect.runPromise(effect.pipe(Effect.scoped, Effect.provide(TestClock.layer())))

describe("report and rethrow (spec 8)", () => {
  it("categorised errors are reported and rethrown: the caller gets the very same error", () =>
    run(
      Effect.gen(function* () {
        const t = yield* makeTestTelemetry()
        const error = new InternalError({ reason: "adapterNotFound" })
        const exit = yield* Effect.fail(error).pipe(
          withErrorReport(),
          Effect.provideService(Telemetry, t.telemetry),
          Effect.exit,
        )
        expect(exit).toEqual(Exit.fail(error))
        if (Exit.isFailure(exit)) expect(Cause.squash(exit.cause)).toBe(error)
        expect(t.sent.errorReports.map((r) => r.props.properties)).toEqual([
          {
            errorType: "INTERNAL_SDK_ERROR",
            errorMessage: "Adapter not found",
            stackTrace: error.stack,
            timestamp: 0,
          },
        ])
      }),
    ))

  it("the category given is the report's, and a defect is reported and kept as a defect", () =>
    run(
      Effect.gen(function* () {
        const t = yield* makeTestTelemetry()
        const bug = new TypeError("x is undefined")
        const exit = yield* Effect.die(bug).pipe(
          withErrorReport("WALLET_ERROR"),
          Effect.provideService(Telemetry, t.telemetry),
          Effect.exit,
        )
        expect(exit).toEqual(Exit.die(bug))
        expect(t.sent.errorReports.map((r) => r.props.properties.errorType)).toEqual([
          "WALLET_ERROR",
        ])
      }),
    ))

  it("a success, an interruption or a user rejection is not reported", () =>
    run(
      Effect.gen(function* () {
        const t = yield* makeTestTelemetry()
        const guarded = <A, E>(effect: Effect.Effect<A, E>) =>
          effect.pipe(withErrorReport(), Effect.provideService(Telemetry, t.telemetry), Effect.exit)
        expect(yield* guarded(Effect.succeed(1))).toEqual(Exit.succeed(1))
        const rejected = new UserRejectedRequestError({})
        expect(yield* guarded(Effect.fail(rejected))).toEqual(Exit.fail(rejected))
        expect(Exit.hasInterrupts(yield* guarded(Effect.interrupt))).toBe(true)
        expect(t.sent.errorReports).toEqual([])
      }),
    ))

  it("a modal the visitor closed on a connect is not reported; a wallet error goes in its own category", () =>
    run(
      Effect.gen(function* () {
        const t = yield* makeTestTelemetry()
        const guarded = <A, E>(effect: Effect.Effect<A, E>) =>
          effect.pipe(withErrorReport(), Effect.provideService(Telemetry, t.telemetry), Effect.exit)
        yield* guarded(Effect.fail(new FlowError({ reason: "modalClosed" })))
        yield* guarded(
          Effect.fail(new ChainMismatchError({ currentChainId: 1, targetChainId: 10 })),
        )
        expect(t.sent.errorReports.map((r) => r.props.properties)).toMatchObject([
          {
            errorType: "WALLET_ERROR",
            errorMessage: "The current chain of the wallet does not match the target chain.",
          },
        ])
      }),
    ))

  it("without telemetry the failure only passes through", async () => {
    const error = new InternalError({ reason: "adapterNotFound" })
    expect(await Effect.runPromiseExit(Effect.fail(error).pipe(withErrorReport()))).toEqual(
      Exit.fail(error),
    )
  })
})
