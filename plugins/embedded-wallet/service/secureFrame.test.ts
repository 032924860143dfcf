import { Effect, Fiber, type Scope } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { decodeConfig, ethereum, Networks, optimism, sdkType, sdkVersion } from "../../../core"
import type { FrameTimeoutError } from "../frame/FrameTimeoutError"
import { initialise, makeFakeFrame, secureOrigin } from "../frame/frameClientFixtures"
import { dappDataOf, frameTimeoutText, makeSecureFrame } from "./secureFrame"

const run = <A, E>(effect: Effect.Effect<A, E, Scope.Scope | Networks>): Promise<A> =>
  Effect.runPromise(
    effect.pipe(
      Effect.scoped,
      Effect.provide(Networks.layerTest([ethereum, optimism], optimism)),
      Effect.provide(TestClock.layer()),
    ),
  )

const config = decodeConfig({
  projectId: "p1",
  networks: ["eip155:1", "eip155:10"],
  metadata: {
    name: "Demo",
    description: "A demo",
    url: "https://demo.example",
    icons: ["https://demo.example/icon.png"],
  },
  endpoints: { rpcUrl: "https://rpc.example" },
})

/** A secure frame on a stand-in page that keeps the alerts it showed. */
const secureFrame = Effect.gen(function* () {
  const frame = yield* makeFakeFrame
  const alerts: Array<FrameTimeoutError> = []
  const made = makeSecureFrame({
    secureSiteUrl: `${secureOrigin}/frame`,
    config: yield* config,
    networks: yield* Networks,
    scope: yield* Effect.scope,
    alert: (error) => Effect.sync(() => alerts.push(error)),
    host: () => frame.host,
    locale: () => "de",
  })
  return { frame, alerts, made }
})

describe("the kit's secure frame (spec 7, 8)", () => {
  it("is made once, when first asked, on the active network with spec 7's query", () =>
    run(
      Effect.gen(function* () {
        const { frame, made } = yield* secureFrame
        expect(made.current()).toBeUndefined()
        expect(frame.mounted).toEqual([])
        const client = yield* made.client
        expect(yield* made.client).toBe(client)
        expect(made.current()).toBe(client)
        expect(frame.mounted).toHaveLength(1)
        const src = new URL(frame.mounted[0] ?? "")
        expect(Object.fromEntries(src.searchParams)).toEqual({
          projectId: "p1",
          chainId: "10",
          version: sdkVersion,
          enableLogger: "false",
          rpcUrl: "https://rpc.example/v1/?chainId=eip155%3A10&projectId=p1",
        })
      }),
    ))

  it("a frame not ready after 20 s shows APKT003 'Network Error: Wallet Load Failed'; the next ask makes a new frame", () =>
    run(
      Effect.gen(function* () {
        const { frame, alerts, made } = yield* secureFrame
        const first = yield* made.client
        yield* TestClock.adjust(20_000)
        expect(alerts.map((error) => [error.code, frameTimeoutText(error)])).toEqual([
          ["APKT003", "Network Error: Wallet Load Failed"],
        ])
        expect(yield* first.status).toBe("load-failed")
        const second = yield* made.client
        expect(second).not.toBe(first)
        expect(frame.mounted).toHaveLength(2)
      }),
    ))

  it("a login request unanswered for 120 s shows APKT004 'Wallet Request Timeout'", () =>
    run(
      Effect.gen(function* () {
        const { frame, alerts, made } = yield* secureFrame
        const client = yield* made.client
        yield* initialise(frame)
        const asking = yield* Effect.forkChild(
          Effect.flip(client.request("CONNECT_EMAIL", { email: "a@b.co" })),
        )
        yield* TestClock.adjust(120_000)
        expect(alerts.map(frameTimeoutText)).toEqual(["Wallet Request Timeout"])
        expect(alerts.map((error) => error.code)).toEqual(["APKT004"])
        expect((yield* Fiber.join(asking))._tag).toBe("FrameRequestAbortedError")
      }),
    ))
})

describe("the dApp data synced to the frame (SYNC_DAPP_DATA)", () => {
  it("is the project id, the kit's SDK version and type, the dApp's metadata and the kit's language (the frame's panels speak it)", () =>
    run(
      Effect.gen(function* () {
        expect(dappDataOf(yield* config, "ja")).toEqual({
          projectId: "p1",
          sdkVersion,
          sdkType,
          metadata: {
            name: "Demo",
            description: "A demo",
            url: "https://demo.example",
            icons: ["https://demo.example/icon.png"],
          },
          locale: "ja",
        })
      }),
    ))
})
