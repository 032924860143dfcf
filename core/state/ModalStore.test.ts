import { Effect, Fiber } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import type { FarcasterLeaveHook } from "./leaveFarcaster"
import { leaveFarcaster, noFarcasterLeaveHook } from "./leaveFarcaster"
import type { ModalContext, ModalEnvironment } from "./ModalStore"
import { createModalStore } from "./ModalStore"
import { viewNames } from "./ViewName"
import { ViewNotAvailableError } from "./ViewNotAvailableError"

const baseContext: ModalContext = {
  accountConnected: false,
  usageExceeded: false,
  embedded: false,
  hasAdapters: true,
  manualWalletConnectControl: false,
  isMobile: false,
  siwxRequired: false,
  hasSession: false,
}

const makeModal = (overrides: Partial<ModalContext> = {}, env: Partial<ModalEnvironment> = {}) => {
  let context: ModalContext = { ...baseContext, ...overrides }
  const modal = createModalStore({
    isViewAvailable: (name) => (viewNames as ReadonlyArray<string>).includes(name),
    context: () => context,
    farcaster: noFarcasterLeaveHook,
    ...env,
  })
  const setContext = (patch: Partial<ModalContext>) => {
    context = { ...context, ...patch }
  }
  const names = () => modal.getSnapshot().router.history.map((entry) => entry.name)
  return { modal, setContext, names }
}

const recordingHook = (log: Array<string>): FarcasterLeaveHook => ({
  clearFarcasterUrl: Effect.sync(() => log.push("clearFarcasterUrl")),
  reloadAuthProvider: Effect.sync(() => log.push("reloadAuthProvider")),
  syncDappData: Effect.sync(() => log.push("syncDappData")),
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

  it("close is disabled on the sign-in view when sign-in is required and no session exists: it shakes instead", async () => {
    const { modal, names } = makeModal({ siwxRequired: true, hasSession: false })
    const state = await run(
      Effect.gen(function* () {
        yield* modal.open({ view: { name: "SIWXSignMessage" } })
        yield* modal.requestClose
        yield* Effect.yieldNow
        const during = { open: modal.getSnapshot().open, shake: modal.getSnapshot().shake }
        yield* TestClock.adjust("500 millis")
        return { ...during, after: modal.getSnapshot().shake }
      }),
    )
    expect(state).toEqual({ open: true, shake: true, after: false })
    expect(names()).toEqual(["SIWXSignMessage"])
  })

  it("a user's close closes when close is not disabled", async () => {
    const { modal } = makeModal({ siwxRequired: true, hasSession: true })
    await run(Effect.andThen(modal.open({ view: { name: "SIWXSignMessage" } }), modal.requestClose))
    expect(modal.getSnapshot().open).toBe(false)
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

  it("push redirects a connecting view to UsageExceeded when the plan exceeded its usage limit", async () => {
    const { modal, names } = makeModal({ usageExceeded: true })
    await run(Effect.andThen(modal.open(), modal.push({ name: "ConnectingSocial" })))
    expect(names()).toEqual(["Connect", "UsageExceeded"])
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

  it("leaving ConnectingFarcaster without an account clears the URL, reloads the auth provider, and re-syncs after 100 ms", async () => {
    const log: Array<string> = []
    const { modal } = makeModal({}, { farcaster: recordingHook(log) })
    const steps = await run(
      Effect.gen(function* () {
        yield* modal.open()
        yield* modal.push({ name: "ConnectingFarcaster" })
        yield* modal.goBack
        yield* Effect.yieldNow
        const immediately = [...log]
        yield* TestClock.adjust("99 millis")
        const at99 = [...log]
        yield* TestClock.adjust("1 millis")
        return { immediately, at99, at100: [...log] }
      }),
    )
    expect(steps).toEqual({
      immediately: ["clearFarcasterUrl", "reloadAuthProvider"],
      at99: ["clearFarcasterUrl", "reloadAuthProvider"],
      at100: ["clearFarcasterUrl", "reloadAuthProvider", "syncDappData"],
    })
  })

  it("leaving ConnectingFarcaster with an account connected fires no leave hook", async () => {
    const log: Array<string> = []
    const { modal, setContext } = makeModal({}, { farcaster: recordingHook(log) })
    await run(
      Effect.gen(function* () {
        yield* modal.open()
        yield* modal.push({ name: "ConnectingFarcaster" })
        setContext({ accountConnected: true })
        yield* modal.goBack
        yield* TestClock.adjust("100 millis")
      }),
    )
    expect(log).toEqual([])
  })

  it("closing the modal on ConnectingFarcaster without an account fires the leave hook", async () => {
    const log: Array<string> = []
    const { modal } = makeModal({}, { farcaster: recordingHook(log) })
    await run(
      Effect.gen(function* () {
        yield* modal.open({ view: { name: "ConnectingFarcaster" } })
        yield* modal.close
        yield* TestClock.adjust("100 millis")
      }),
    )
    expect(log).toEqual(["clearFarcasterUrl", "reloadAuthProvider", "syncDappData"])
  })

  it("leaveFarcaster waits farcasterReloadDelay before re-syncing", async () => {
    const log: Array<string> = []
    const at99 = await run(
      Effect.gen(function* () {
        const fiber = yield* Effect.forkChild(leaveFarcaster(recordingHook(log)))
        yield* TestClock.adjust("99 millis")
        const snapshot = [...log]
        yield* TestClock.adjust("1 millis")
        yield* Fiber.join(fiber)
        return snapshot
      }),
    )
    expect(at99).toEqual(["clearFarcasterUrl", "reloadAuthProvider"])
    expect(log).toEqual(["clearFarcasterUrl", "reloadAuthProvider", "syncDappData"])
  })

  it("transaction success runs onSuccess and stays", async () => {
    const log: Array<string> = []
    const { modal, names } = makeModal({ accountConnected: true })
    await run(
      Effect.gen(function* () {
        yield* modal.open()
        yield* modal.pushTransaction({
          view: { name: "ApproveTransaction" },
          onSuccess: Effect.sync(() => log.push("onSuccess")),
        })
        yield* modal.settleTransaction("success")
      }),
    )
    expect(log).toEqual(["onSuccess"])
    expect(names()).toEqual(["Account", "ApproveTransaction"])
    expect(modal.getSnapshot().router.transactionStack).toEqual([])
  })

  it("transaction error runs onError then goes back", async () => {
    const log: Array<string> = []
    const { modal, names } = makeModal({ accountConnected: true })
    await run(
      Effect.gen(function* () {
        yield* modal.open()
        yield* modal.pushTransaction({
          view: { name: "ApproveTransaction" },
          onError: Effect.sync(() => log.push(`onError on ${names().at(-1)}`)),
        })
        yield* modal.settleTransaction("error")
      }),
    )
    expect(log).toEqual(["onError on ApproveTransaction"])
    expect(names()).toEqual(["Account"])
  })

  it("transaction cancel runs onCancel then goes back", async () => {
    const log: Array<string> = []
    const { modal, names } = makeModal({ accountConnected: true })
    await run(
      Effect.gen(function* () {
        yield* modal.open()
        yield* modal.pushTransaction({
          view: { name: "ApproveTransaction" },
          onCancel: Effect.sync(() => log.push(`onCancel on ${names().at(-1)}`)),
        })
        yield* modal.settleTransaction("cancel")
      }),
    )
    expect(log).toEqual(["onCancel on ApproveTransaction"])
    expect(names()).toEqual(["Account"])
  })
})
