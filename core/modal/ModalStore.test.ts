import { Effect, Fiber, Scope } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { type CoreRoute, coreRoutes } from "../plugins/coreViews"
import type { ModalContext, ModalEnvironment, ModalRoute } from "./ModalStore"
import { createModalStore } from "./ModalStore"
import { testModalContext } from "./testModalContext"
import { ViewNotAvailableError } from "./ViewNotAvailableError"

/** What the test plugin's views do, set per test. */
interface PluginRoutes {
  /** The sign-in view's close guard: whether sign-in is required and no session exists. */
  readonly signInRequired: () => boolean
  /** The leave effect of the `FakeQrLogin` view. */
  readonly onLeave: Effect.Effect<void>
}

// A fake plugin's views: a usage-limited connecting view, a close-guarded sign-in view, a
// view with a leave effect, and a transaction view with neither.
const pluginRoutes = (plugin: PluginRoutes): Readonly<Record<string, ModalRoute>> => ({
  FakeSocialLogin: { usageLimited: true },
  FakeSignIn: { closeGuard: plugin.signInRequired },
  FakeQrLogin: { onLeave: plugin.onLeave },
  FakeApprove: {},
})

const makeModal = (
  overrides: Partial<ModalContext> = {},
  env: Partial<ModalEnvironment> = {},
  plugin: Partial<PluginRoutes> = {},
) => {
  let context: ModalContext = { ...testModalContext, ...overrides }
  const routes = new Map<string, ModalRoute>([
    ...(Object.entries(coreRoutes) as Array<[string, CoreRoute]>),
    ...Object.entries(
      pluginRoutes({ signInRequired: () => false, onLeave: Effect.void, ...plugin }),
    ),
  ])
  const modal = createModalStore({
    isViewAvailable: (name) => routes.has(name),
    routeOf: (name) => routes.get(name),
    context: () => context,
    scope: Scope.makeUnsafe(),
    ...env,
  })
  const setContext = (patch: Partial<ModalContext>) => {
    context = { ...context, ...patch }
  }
  const names = () => modal.getSnapshot().router.history.map((entry) => entry.name)
  return { modal, setContext, names }
}

const recordingLeave = (log: Array<string>): Effect.Effect<void> =>
  Effect.gen(function* () {
    log.push("onLeave")
    yield* Effect.sleep("100 millis")
    log.push("onLeave done")
  })

const run = <A, E>(program: Effect.Effect<A, E>): Promise<A> =>
  Effect.runPromise(Effect.provide(program, TestClock.layer()))

describe("ModalStore", () => {
  it("opening sets loading, then shows the view", async () => {
    const seen: Array<[boolean, boolean]> = []
    const { modal, names } = makeModal(
      {},
      {
        prepareOpen: Effect.sync(() => {
          seen.push([modal.getSnapshot().loading, modal.getSnapshot().open])
        }),
      },
    )
    await run(modal.open())
    expect(seen).toEqual([[true, false]])
    expect(modal.getSnapshot().open).toBe(true)
    expect(names()).toEqual(["Connect"])
  })

  it("open with a target view shows that view", async () => {
    const { modal, names } = makeModal({ accountConnected: true })
    await run(modal.open({ view: { name: "SwitchNetwork" } }))
    expect(names()).toEqual(["SwitchNetwork"])
  })

  it("open without a target view shows Account if an address is connected", async () => {
    const { modal, names } = makeModal({ accountConnected: true })
    await run(modal.open())
    expect(names()).toEqual(["Account"])
  })

  it("open refuses a view that is not available and clears loading", async () => {
    const { modal } = makeModal()
    const error = await run(Effect.flip(modal.open({ view: { name: "Swap" } })))
    expect(error).toEqual(new ViewNotAvailableError({ view: "Swap" }))
    expect(modal.getSnapshot().loading).toBe(false)
    expect(modal.getSnapshot().open).toBe(false)
  })

  it("closing resets to Connect and clears loading", async () => {
    const { modal, names } = makeModal({ accountConnected: true })
    await run(Effect.andThen(modal.open(), modal.push({ name: "SwitchNetwork" })))
    await run(modal.close)
    expect(modal.getSnapshot().open).toBe(false)
    expect(modal.getSnapshot().loading).toBe(false)
    expect(names()).toEqual(["Connect"])
  })

  it("in embedded mode closing shows Account if connected, else Connect", async () => {
    const { modal, names, setContext } = makeModal({ embedded: true, accountConnected: true })
    await run(Effect.andThen(modal.open(), modal.close))
    expect(names()).toEqual(["Account"])
    setContext({ accountConnected: false })
    await run(Effect.andThen(modal.open(), modal.close))
    expect(names()).toEqual(["Connect"])
  })

  it("a modal shake sets the shake flag for 500 ms", async () => {
    const { modal } = makeModal()
    const flags = await run(
      Effect.gen(function* () {
        const fiber = yield* Effect.forkChild(modal.shake)
        yield* TestClock.adjust("499 millis")
        const during = modal.getSnapshot().shake
        yield* TestClock.adjust("1 millis")
        yield* Fiber.join(fiber)
        return [during, modal.getSnapshot().shake]
      }),
    )
    expect(flags).toEqual([true, false])
  })

  it("a visitor's close on a view whose close guard holds is refused: it shakes instead", async () => {
    const { modal, names } = makeModal({}, {}, { signInRequired: () => true })
    const state = await run(
      Effect.gen(function* () {
        yield* modal.open({ view: { name: "FakeSignIn" } })
        yield* modal.requestClose
        yield* Effect.yieldNow
        const during = { open: modal.getSnapshot().open, shake: modal.getSnapshot().shake }
        yield* TestClock.adjust("500 millis")
        return { ...during, after: modal.getSnapshot().shake }
      }),
    )
    expect(state).toEqual({ open: true, shake: true, after: false })
    expect(names()).toEqual(["FakeSignIn"])
  })

  it("a user's close closes when the view's close guard does not hold", async () => {
    const { modal } = makeModal({}, {}, { signInRequired: () => false })
    await run(Effect.andThen(modal.open({ view: { name: "FakeSignIn" } }), modal.requestClose))
    expect(modal.getSnapshot().open).toBe(false)
  })

  it("a user's close closes on a view without a close guard", async () => {
    const { modal } = makeModal({}, {}, { signInRequired: () => true })
    await run(Effect.andThen(modal.open({ view: { name: "SwitchNetwork" } }), modal.requestClose))
    expect(modal.getSnapshot().open).toBe(false)
    expect(modal.getSnapshot().shake).toBe(false)
  })

  it("the close guard is read at the moment of the close", async () => {
    let sessionExists = false
    const { modal } = makeModal({}, {}, { signInRequired: () => !sessionExists })
    await run(Effect.andThen(modal.open({ view: { name: "FakeSignIn" } }), modal.requestClose))
    expect(modal.getSnapshot().open).toBe(true)
    sessionExists = true
    await run(modal.requestClose)
    expect(modal.getSnapshot().open).toBe(false)
  })

  it("a program's close always closes, even while the close guard holds", async () => {
    const { modal } = makeModal({}, {}, { signInRequired: () => true })
    await run(Effect.andThen(modal.open({ view: { name: "FakeSignIn" } }), modal.close))
    expect(modal.getSnapshot().open).toBe(false)
    expect(modal.getSnapshot().shake).toBe(false)
  })

  it("goBack closes the modal when one entry remains", async () => {
    const { modal } = makeModal()
    await run(Effect.andThen(modal.open(), modal.goBack))
    expect(modal.getSnapshot().open).toBe(false)
  })

  it("goBack shows Account when an account is connected and the previous view is Connect", async () => {
    const { modal, names, setContext } = makeModal()
    await run(Effect.andThen(modal.open(), modal.push({ name: "AllWallets" })))
    setContext({ accountConnected: true })
    await run(modal.goBack)
    expect(names()).toEqual(["Account"])
  })

  it("the kernel's connecting views redirect to UsageExceeded when the plan exceeded its usage limit", async () => {
    for (const name of ["ConnectingExternal", "ConnectingMultiChain"]) {
      const { modal, names } = makeModal({ usageExceeded: true })
      await run(Effect.andThen(modal.open(), modal.push({ name })))
      expect(names()).toEqual(["Connect", "UsageExceeded"])
    }
  })

  it("a plugin view whose route is usage-limited redirects to UsageExceeded when usage is exceeded", async () => {
    const { modal, names } = makeModal({ usageExceeded: true })
    await run(Effect.andThen(modal.open(), modal.push({ name: "FakeSocialLogin" })))
    expect(names()).toEqual(["Connect", "UsageExceeded"])
  })

  it("usage-limited views are pushed as is while usage is not exceeded; other views never redirect", async () => {
    const { modal, names, setContext } = makeModal()
    await run(Effect.andThen(modal.open(), modal.push({ name: "FakeSocialLogin" })))
    expect(names()).toEqual(["Connect", "FakeSocialLogin"])
    setContext({ usageExceeded: true })
    await run(modal.push({ name: "AllWallets" }))
    expect(names()).toEqual(["Connect", "FakeSocialLogin", "AllWallets"])
  })

  it("a transaction's usage-limited view redirects too", async () => {
    const { modal, names } = makeModal({ usageExceeded: true })
    await run(
      Effect.andThen(modal.open(), modal.pushTransaction({ view: { name: "ConnectingExternal" } })),
    )
    expect(names()).toEqual(["Connect", "UsageExceeded"])
  })

  it("the plan's usage is learned before a usage-limited view is pushed, so its redirect applies; no other push asks", async () => {
    let learned = 0
    const { modal, names, setContext } = makeModal(
      {},
      {
        learnUsage: Effect.sync(() => {
          learned += 1
          setContext({ usageExceeded: true })
        }),
      },
    )
    await run(Effect.andThen(modal.open(), modal.push({ name: "AllWallets" })))
    expect(learned).toBe(0)
    await run(modal.push({ name: "ConnectingExternal" }))
    expect(learned).toBe(1)
    expect(names()).toEqual(["Connect", "AllWallets", "UsageExceeded"])
    await run(modal.pushTransaction({ view: { name: "FakeSocialLogin" } }))
    expect(learned).toBe(2)
  })

  it("openingView tells the view an open would show, without opening", () => {
    const { modal, setContext } = makeModal()
    expect(modal.openingView()).toEqual({ name: "Connect" })
    expect(modal.openingView({ name: "AllWallets" })).toEqual({ name: "AllWallets" })
    setContext({ hasAdapters: false })
    expect(modal.openingView()).toEqual({ name: "ConnectingWalletConnectBasic" })
    expect(modal.getSnapshot().open).toBe(false)
  })

  it("the router refuses a view that is not available with ViewNotAvailableError", async () => {
    const { modal, names } = makeModal()
    const error = await run(Effect.flip(modal.push({ name: "Swap" })))
    expect(error).toEqual(new ViewNotAvailableError({ view: "Swap" }))
    expect(names()).toEqual(["Connect"])
  })

  it("reset, replace and goBackToIndex change the history", async () => {
    const { modal, names } = makeModal()
    await run(
      Effect.gen(function* () {
        yield* modal.reset({ name: "AllWallets" })
        yield* modal.push({ name: "ConnectingExternal" })
        yield* modal.replace({ name: "ConnectingWalletConnect" })
      }),
    )
    expect(names()).toEqual(["AllWallets", "ConnectingWalletConnect"])
    await run(modal.goBackToIndex(0))
    expect(names()).toEqual(["AllWallets"])
  })

  it("leaving a view whose route has onLeave without an account runs it once, detached", async () => {
    const log: Array<string> = []
    const { modal, names } = makeModal({}, {}, { onLeave: recordingLeave(log) })
    const steps = await run(
      Effect.gen(function* () {
        yield* modal.open()
        yield* modal.push({ name: "FakeQrLogin" })
        const beforeLeaving = [...log]
        yield* modal.goBack
        const navigated = names()
        yield* Effect.yieldNow
        const immediately = [...log]
        yield* TestClock.adjust("100 millis")
        return { beforeLeaving, navigated, immediately, after: [...log] }
      }),
    )
    expect(steps).toEqual({
      beforeLeaving: [],
      navigated: ["Connect"],
      immediately: ["onLeave"],
      after: ["onLeave", "onLeave done"],
    })
  })

  it("leaving a view with onLeave while an account is connected does not run it", async () => {
    const log: Array<string> = []
    const { modal, setContext } = makeModal({}, {}, { onLeave: recordingLeave(log) })
    await run(
      Effect.gen(function* () {
        yield* modal.open()
        yield* modal.push({ name: "FakeQrLogin" })
        setContext({ accountConnected: true })
        yield* modal.goBack
        yield* TestClock.adjust("100 millis")
      }),
    )
    expect(log).toEqual([])
  })

  it("closing the modal on a view with onLeave without an account runs it once", async () => {
    const log: Array<string> = []
    const { modal } = makeModal({}, {}, { onLeave: recordingLeave(log) })
    await run(
      Effect.gen(function* () {
        yield* modal.open({ view: { name: "FakeQrLogin" } })
        yield* modal.close
        yield* TestClock.adjust("100 millis")
      }),
    )
    expect(log).toEqual(["onLeave", "onLeave done"])
  })

  it("pushing, replacing or resetting away from a view with onLeave runs it; staying does not", async () => {
    const log: Array<string> = []
    const { modal } = makeModal({}, {}, { onLeave: Effect.sync(() => log.push("onLeave")) })
    const counts = await run(
      Effect.gen(function* () {
        const count = () => log.length
        yield* modal.open({ view: { name: "FakeQrLogin" } })
        yield* modal.push({ name: "FakeQrLogin" })
        yield* Effect.yieldNow
        const stayed = count()
        yield* modal.push({ name: "AllWallets" })
        yield* Effect.yieldNow
        const pushed = count()
        yield* modal.push({ name: "FakeQrLogin" })
        yield* modal.replace({ name: "Connect" })
        yield* Effect.yieldNow
        const replaced = count()
        yield* modal.push({ name: "FakeQrLogin" })
        yield* modal.reset({ name: "Connect" })
        yield* Effect.yieldNow
        return { stayed, pushed, replaced, reset: count() }
      }),
    )
    expect(counts).toEqual({ stayed: 0, pushed: 1, replaced: 2, reset: 3 })
  })

  it("leaving a view without onLeave runs nothing", async () => {
    const log: Array<string> = []
    const { modal } = makeModal({}, {}, { onLeave: Effect.sync(() => log.push("onLeave")) })
    await run(
      Effect.gen(function* () {
        yield* modal.open()
        yield* modal.push({ name: "AllWallets" })
        yield* modal.goBack
        yield* modal.close
        yield* Effect.yieldNow
      }),
    )
    expect(log).toEqual([])
  })

  it("transaction success runs onSuccess and stays", async () => {
    const log: Array<string> = []
    const { modal, names } = makeModal({ accountConnected: true })
    await run(
      Effect.gen(function* () {
        yield* modal.open()
        yield* modal.pushTransaction({
          view: { name: "FakeApprove" },
          onSuccess: Effect.sync(() => log.push("onSuccess")),
        })
        yield* modal.settleTransaction("success")
      }),
    )
    expect(log).toEqual(["onSuccess"])
    expect(names()).toEqual(["Account", "FakeApprove"])
    expect(modal.getSnapshot().router.transactionStack).toEqual([])
  })

  it("transaction error runs onError then goes back", async () => {
    const log: Array<string> = []
    const { modal, names } = makeModal({ accountConnected: true })
    await run(
      Effect.gen(function* () {
        yield* modal.open()
        yield* modal.pushTransaction({
          view: { name: "FakeApprove" },
          onError: Effect.sync(() => log.push(`onError on ${names().at(-1)}`)),
        })
        yield* modal.settleTransaction("error")
      }),
    )
    expect(log).toEqual(["onError on FakeApprove"])
    expect(names()).toEqual(["Account"])
  })

  it("transaction cancel runs onCancel then goes back", async () => {
    const log: Array<string> = []
    const { modal, names } = makeModal({ accountConnected: true })
    await run(
      Effect.gen(function* () {
        yield* modal.open()
        yield* modal.pushTransaction({
          view: { name: "FakeApprove" },
          onCancel: Effect.sync(() => log.push(`onCancel on ${names().at(-1)}`)),
        })
        yield* modal.settleTransaction("cancel")
      }),
    )
    expect(log).toEqual(["onCancel on FakeApprove"])
    expect(names()).toEqual(["Account"])
  })
})
