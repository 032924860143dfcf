import { Effect, Logger } from "effect"
import { describe, expect, it } from "vitest"
import type { ConnectContext } from "../connections/ConnectContext"
import type { ConnectHook } from "./FoyerPlugin"
import { runConnectHooks } from "./runConnectHooks"

const injected: ConnectContext = {
  connectorType: "ANNOUNCED",
  chainNamespace: "eip155",
  caipNetworkId: "eip155:1",
  address: "0xA",
  restored: false,
}
const auth: ConnectContext = { ...injected, connectorType: "AUTH" }

/** Runs the hooks on `context`, gives what each did and what was logged, in order. */
const runAll = (hooks: ReadonlyArray<(seen: Array<string>) => ConnectHook>, context = injected) => {
  const seen: Array<string> = []
  const logged: Array<string> = []
  const logger = Logger.make(({ message }) => {
    logged.push((message as ReadonlyArray<unknown>).map(String).join(" | "))
  })
  Effect.runSync(
    runConnectHooks(
      hooks.map((make) => make(seen)),
      context,
      // The hooks here use no service: the kit's runtime is not needed to run them.
      (effect) => effect as Effect.Effect<void>,
    ).pipe(Effect.provide(Logger.layer([logger]))),
  )
  return { seen, logged }
}

const hook =
  (id: string, extra: Partial<ConnectHook> = {}) =>
  (seen: Array<string>): ConnectHook => ({
    id,
    run: (context) => Effect.sync(() => seen.push(`${id}@${context.address}`)),
    ...extra,
  })

describe("runConnectHooks", () => {
  it("runs every applying hook in plugin order with the new connection's context", () => {
    expect(runAll([hook("a"), hook("b"), hook("c")]).seen).toEqual(["a@0xA", "b@0xA", "c@0xA"])
  })

  it("a hook that does not apply to the connection does not run", () => {
    const onlyAuth = hook("auth-only", { appliesTo: (c) => c.connectorType === "AUTH" })
    expect(runAll([hook("a"), onlyAuth]).seen).toEqual(["a@0xA"])
    expect(runAll([hook("a"), onlyAuth], auth).seen).toEqual(["a@0xA", "auth-only@0xA"])
  })

  it("a hook that replaces another that also applies wins; one that does not apply replaces nothing", () => {
    const capture = hook("capture", {
      appliesTo: (c) => c.connectorType === "AUTH",
      replaces: ["sign-in"],
    })
    expect(runAll([hook("sign-in"), capture], auth).seen).toEqual(["capture@0xA"])
    expect(runAll([hook("sign-in"), capture], injected).seen).toEqual(["sign-in@0xA"])
  })

  it("a hook's failure is logged and the next hook still runs", () => {
    const failing = (seen: Array<string>): ConnectHook => ({
      id: "broken",
      run: () => Effect.sync(() => seen.push("broken")).pipe(Effect.andThen(Effect.fail("boom"))),
    })
    const dying = (): ConnectHook => ({ id: "dying", run: () => Effect.die(new Error("bug")) })
    const { seen, logged } = runAll([failing, dying, hook("after")])
    expect(seen).toEqual(["broken", "after@0xA"])
    expect(logged.map((line) => line.split(" | ")[0])).toEqual([
      "The connect hook 'broken' failed",
      "The connect hook 'dying' failed",
    ])
    expect(logged[0]).toContain("boom")
    expect(logged[1]).toContain("bug")
  })
})
