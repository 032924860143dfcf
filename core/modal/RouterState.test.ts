import { Effect, Result } from "effect"
import { describe, expect, it } from "vitest"
import { type CoreRoute, coreRoutes } from "../plugins/coreViews"
import type { RouteContext, RouterState, TransactionAction } from "./RouterState"
import {
  currentView,
  goBack,
  goBackToIndex,
  initialRouterState,
  push,
  pushTarget,
  pushTransaction,
  replace,
  reset,
  settleTransaction,
  transactionCallback,
} from "./RouterState"
import type { View } from "./ViewName"
import { ViewNotAvailableError } from "./ViewNotAvailableError"

// Usage limits as the routes declare them: the kernel's, plus a fake plugin's FakeSocialLogin.
const coreUsageLimited = (Object.entries(coreRoutes) as Array<[string, CoreRoute]>)
  .filter(([, route]) => route.usageLimited === true)
  .map(([name]) => name)
const usageLimited = new Set<string>([...coreUsageLimited, "FakeSocialLogin"])
const isUsageLimited = (name: string) => usageLimited.has(name)
const everyView: RouteContext = {
  isViewAvailable: () => true,
  usageExceeded: false,
  isUsageLimited,
}
const names = (state: RouterState) => state.history.map((entry) => entry.name)
const at = (...views: ReadonlyArray<string>): RouterState => ({
  history: views.map((name) => ({ name })),
  transactionStack: [],
})
const ok = <A, E>(result: Result.Result<A, E>): A => Result.getOrThrow(result)

describe("RouterState", () => {
  it("starts on Connect, the initial view", () => {
    expect(names(initialRouterState)).toEqual(["Connect"])
    expect(currentView(initialRouterState)).toEqual({ name: "Connect" })
  })

  it("push adds a view", () => {
    expect(names(ok(push(at("Connect"), { name: "AllWallets" }, everyView)))).toEqual([
      "Connect",
      "AllWallets",
    ])
  })

  it("push does not add a view equal to the current one", () => {
    const state = at("Connect", "AllWallets")
    expect(ok(push(state, { name: "AllWallets" }, everyView))).toBe(state)
  })

  it("push keeps the data a view carries", () => {
    const entry: View = { name: "ConnectingExternal", data: { connectorId: "injected" } }
    expect(currentView(ok(push(at("Connect"), entry, everyView)))).toEqual(entry)
  })

  it("reset makes the history a single entry", () => {
    expect(
      names(
        ok(
          reset(at("Connect", "AllWallets", "ConnectingExternal"), { name: "Account" }, everyView),
        ),
      ),
    ).toEqual(["Account"])
  })

  it("replace swaps the last entry", () => {
    expect(
      names(
        ok(replace(at("Connect", "AllWallets"), { name: "ConnectingWalletConnect" }, everyView)),
      ),
    ).toEqual(["Connect", "ConnectingWalletConnect"])
  })

  it("goBack pops the current view", () => {
    expect(goBack(at("Connect", "AllWallets", "ConnectingExternal"), false)).toEqual({
      router: at("Connect", "AllWallets"),
      close: false,
    })
  })

  it("goBack closes the modal when one entry remains", () => {
    const state = at("Account")
    expect(goBack(state, true)).toEqual({ router: state, close: true })
  })

  it("goBack shows Account instead of Connect when an account is connected", () => {
    expect(names(goBack(at("Connect", "SwitchNetwork"), true).router)).toEqual(["Account"])
  })

  it("goBack shows Connect when no account is connected", () => {
    expect(names(goBack(at("Connect", "AllWallets"), false).router)).toEqual(["Connect"])
  })

  it("goBackToIndex truncates the history to the index", () => {
    const state = at("Connect", "AllWallets", "ConnectingExternal", "SwitchNetwork")
    expect(names(goBackToIndex(state, 1))).toEqual(["Connect", "AllWallets"])
  })

  it("goBackToIndex ignores an index outside the history", () => {
    const state = at("Connect", "AllWallets")
    expect(goBackToIndex(state, 5)).toBe(state)
    expect(goBackToIndex(state, -1)).toBe(state)
  })

  it("the kernel's usage-limited views are ConnectingExternal and ConnectingMultiChain", () => {
    expect(coreUsageLimited).toEqual(["ConnectingExternal", "ConnectingMultiChain"])
  })

  it("pushing a usage-limited view (core or plugin) redirects to UsageExceeded when usage is exceeded", () => {
    const exceeded: RouteContext = { ...everyView, usageExceeded: true }
    for (const name of ["ConnectingExternal", "ConnectingMultiChain", "FakeSocialLogin"]) {
      expect(names(ok(push(at("Connect"), { name }, exceeded)))).toEqual([
        "Connect",
        "UsageExceeded",
      ])
    }
  })

  it("pushing other views is not redirected when usage is exceeded", () => {
    expect(pushTarget({ name: "AllWallets" }, { usageExceeded: true, isUsageLimited })).toEqual({
      name: "AllWallets",
    })
    expect(
      names(ok(push(at("Connect"), { name: "AllWallets" }, { ...everyView, usageExceeded: true }))),
    ).toEqual(["Connect", "AllWallets"])
  })

  it("pushing a usage-limited view is not redirected while usage is not exceeded", () => {
    expect(
      pushTarget({ name: "ConnectingExternal" }, { usageExceeded: false, isUsageLimited }),
    ).toEqual({ name: "ConnectingExternal" })
    expect(
      pushTarget({ name: "FakeSocialLogin" }, { usageExceeded: false, isUsageLimited }),
    ).toEqual({ name: "FakeSocialLogin" })
  })

  it("the redirect follows the route, not the name: an unlimited route is pushed as is", () => {
    expect(
      pushTarget({ name: "FakeSocialLogin" }, { usageExceeded: true, isUsageLimited: () => false }),
    ).toEqual({ name: "FakeSocialLogin" })
  })

  it("a redirect to UsageExceeded is refused when UsageExceeded is not available", () => {
    const withoutUsageExceeded: RouteContext = {
      isViewAvailable: (name) => name !== "UsageExceeded",
      usageExceeded: true,
      isUsageLimited,
    }
    expect(push(at("Connect"), { name: "ConnectingExternal" }, withoutUsageExceeded)).toEqual(
      Result.fail(new ViewNotAvailableError({ view: "UsageExceeded" })),
    )
  })

  it("asking for a view that is not available is a ViewNotAvailableError naming the view", () => {
    const onlyCore: RouteContext = {
      isViewAvailable: (name) => name === "Connect" || name === "Account",
      usageExceeded: false,
      isUsageLimited,
    }
    const pushed = push(at("Connect"), { name: "FakeSignIn" }, onlyCore)
    expect(pushed).toEqual(Result.fail(new ViewNotAvailableError({ view: "FakeSignIn" })))
    expect(Result.isFailure(pushed) && pushed.failure.message).toBe(
      "View not available: FakeSignIn",
    )
    expect(reset(at("Connect"), { name: "swap" }, onlyCore)).toEqual(
      Result.fail(new ViewNotAvailableError({ view: "swap" })),
    )
    expect(replace(at("Connect"), { name: "swap" }, onlyCore)).toEqual(
      Result.fail(new ViewNotAvailableError({ view: "swap" })),
    )
  })

  it("a plugin-contributed view name is accepted when available", () => {
    const withSwap: RouteContext = {
      isViewAvailable: (name) => name === "Swap",
      usageExceeded: false,
      isUsageLimited,
    }
    expect(names(ok(push(at("Account"), { name: "Swap" }, withSwap)))).toEqual(["Account", "Swap"])
  })

  it("pushing a transaction stacks its callbacks and shows its view", () => {
    const action: TransactionAction = { view: { name: "FakeApprove" } }
    const state = ok(pushTransaction(at("Account"), action, everyView))
    expect(names(state)).toEqual(["Account", "FakeApprove"])
    expect(state.transactionStack).toEqual([action])
  })

  it("transaction success runs onSuccess and does not go back", () => {
    const action: TransactionAction = { view: null, onSuccess: Effect.void }
    const state: RouterState = { ...at("Account"), transactionStack: [action] }
    const settled = settleTransaction(state, "success")
    expect(settled).toEqual({ router: at("Account"), action, goBack: false })
    expect(transactionCallback(action, "success")).toBe(action.onSuccess)
  })

  it("transaction error runs onError then goes back", () => {
    const action: TransactionAction = { view: null, onError: Effect.void }
    const settled = settleTransaction({ ...at("Account"), transactionStack: [action] }, "error")
    expect(settled.goBack).toBe(true)
    expect(transactionCallback(action, "error")).toBe(action.onError)
  })

  it("transaction cancel runs onCancel then goes back", () => {
    const action: TransactionAction = { view: null, onCancel: Effect.void }
    const settled = settleTransaction({ ...at("Account"), transactionStack: [action] }, "cancel")
    expect(settled.goBack).toBe(true)
    expect(transactionCallback(action, "cancel")).toBe(action.onCancel)
  })

  it("settling with an empty transaction stack does nothing", () => {
    const state = at("Account")
    expect(settleTransaction(state, "error")).toEqual({
      router: state,
      action: undefined,
      goBack: false,
    })
  })
})
