import { Cause, Effect, Exit } from "effect"
import { describe, expect, it } from "vitest"
import type { ConnectedWallet, Connector } from "./Connector"
import type { ConnectorInfo } from "./ConnectorInfo"
import { deferredConnector } from "./deferredConnector"
import { WalletRequestFailedError } from "./WalletRequestFailedError"

const info: ConnectorInfo = {
  id: "sats-connect:Test",
  type: "ANNOUNCED",
  name: "Test",
  icon: undefined,
  rdns: undefined,
  chains: ["bip122"],
}

const session: ConnectedWallet = {
  info,
  namespace: "bip122",
  accounts: ["bc1qtest"],
  chainId: "000000000019d6689c085ae165831e93",
  handle: {},
  subscribe: () => () => undefined,
}

/** A connector whose code "loads" through `load`, counting the imports and what it was asked. */
const deferred = (outcomes: Array<"fail" | "load">) => {
  const asked: Array<string> = []
  let imports = 0
  const answer = (what: string) =>
    Effect.sync(() => {
      asked.push(what)
      return session
    })
  const loaded: Connector = {
    info,
    connect: () => answer("connect"),
    restore: answer("restore"),
    disconnect: () => Effect.sync(() => void asked.push("disconnect")),
  }
  const connector = deferredConnector(info, async () => {
    imports += 1
    if (outcomes.shift() === "fail") throw new Error("Failed to fetch dynamically imported module")
    return loaded
  })
  return { connector, asked, imports: () => imports }
}

const connectOf = (connector: Connector) =>
  Effect.runPromiseExit(connector.connect({ refresh: false, report: () => undefined }))

describe("deferredConnector: a wallet listed now, its code imported on first use (issue 36)", () => {
  it("is listed by its info without importing anything; a connect imports once and asks the loaded connector", async () => {
    const { connector, asked, imports } = deferred(["load"])
    expect([connector.info, imports()]).toEqual([info, 0])
    expect(await connectOf(connector)).toEqual(Exit.succeed(session))
    await Effect.runPromise(connector.disconnect(session))
    expect(await Effect.runPromise(connector.restore)).toBe(session)
    expect([asked, imports()]).toEqual([["connect", "disconnect", "restore"], 1])
  })

  it("an import that fails fails the connect as a request the kit could not make; the next connect imports again", async () => {
    const { connector, asked, imports } = deferred(["fail", "load"])
    const failed = await connectOf(connector)
    expect(Exit.isFailure(failed) && Cause.squash(failed.cause)).toBeInstanceOf(
      WalletRequestFailedError,
    )
    expect(asked).toEqual([])
    expect(await connectOf(connector)).toEqual(Exit.succeed(session))
    expect(imports()).toBe(2)
  })

  it("an import that fails leaves a restore without a session (a defect the reconnect counts as the wallet's failure) and a disconnect done on the kit's side", async () => {
    const { connector } = deferred(["fail", "fail"])
    const restored = await Effect.runPromiseExit(connector.restore)
    expect(Exit.isFailure(restored) && Cause.hasDies(restored.cause)).toBe(true)
    expect(await Effect.runPromiseExit(connector.disconnect(session))).toEqual(Exit.void)
  })
})
