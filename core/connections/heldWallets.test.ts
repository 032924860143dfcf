import { describe, expect, it } from "vitest"
import type { CaipNetwork } from "../chains/CaipNetwork"
import type { ConnectedWallet, Connector } from "../connectors/Connector"
import { createStore } from "../state/Store"
import {
  type ConnectionState,
  connectSucceeded,
  createConnectionStore,
  initialConnectionState,
} from "./ConnectionState"
import { makeHeldWallets } from "./heldWallets"

const walletOf = (id: string, namespace = "eip155") =>
  ({
    info: { id, name: id, type: "ANNOUNCED" },
    namespace,
    accounts: ["0x1"],
  }) as unknown as ConnectedWallet
const connector = {} as Connector

const setUp = () => {
  const connection = createConnectionStore<CaipNetwork>(
    initialConnectionState as ConnectionState<CaipNetwork>,
  )
  const current = createStore<ConnectedWallet | undefined>(undefined)
  const wallets = makeHeldWallets(connection, current)
  const connect = (id: string) =>
    connection.update((s) =>
      connectSucceeded(s, "eip155", { connectorId: id, accounts: [{ address: "0x1" }] }),
    )
  return { wallets, current, connect }
}

describe("the wallets the kit holds a connection to", () => {
  it("holding a wallet again under its id removes the listeners it had first, then listens anew", () => {
    const { wallets } = setUp()
    const log: Array<string> = []
    wallets.hold(walletOf("a"), connector, () => {
      log.push("listen 1")
      return () => log.push("stop 1")
    })
    wallets.hold(walletOf("a"), connector, () => {
      log.push("listen 2")
      return () => log.push("stop 2")
    })
    expect(log).toEqual(["listen 1", "stop 1", "listen 2"])
  })

  it("releasing stops the listeners and answers what was held; nothing for an unknown id", () => {
    const { wallets } = setUp()
    let stopped = 0
    const wallet = walletOf("a")
    wallets.hold(wallet, connector, () => () => stopped++)
    expect(wallets.release("a")?.wallet).toBe(wallet)
    expect(stopped).toBe(1)
    expect(wallets.get("a")).toBeUndefined()
    expect(wallets.release("a")).toBeUndefined()
    expect(stopped).toBe(1)
  })

  it("the current wallet is the current connection's, published to its store when asked, and none after releaseAll", () => {
    const { wallets, current, connect } = setUp()
    const a = walletOf("a")
    wallets.hold(a, connector, () => () => undefined)
    expect(wallets.current()).toBeUndefined()
    connect("a")
    expect(wallets.current()?.wallet).toBe(a)
    expect(current.getSnapshot()).toBeUndefined()
    wallets.publishCurrent()
    expect(current.getSnapshot()).toBe(a)
    wallets.releaseAll()
    expect(wallets.get("a")).toBeUndefined()
    expect(current.getSnapshot()).toBeUndefined()
  })

  it("holds one session's wallets in each family under one id: released together, each family's current its own", () => {
    const { wallets, connect } = setUp()
    const log: Array<string> = []
    const evm = walletOf("wc")
    const bitcoin = walletOf("wc", "bip122")
    wallets.hold(evm, connector, () => () => log.push("stop eip155"))
    wallets.hold(bitcoin, connector, () => () => log.push("stop bip122"))
    connect("wc")
    expect(wallets.currentOf("eip155")?.wallet).toBe(evm)
    expect(wallets.get("wc")?.wallet.info.id).toBe("wc")
    expect(wallets.release("wc")?.wallet.info.id).toBe("wc")
    expect(log.sort()).toEqual(["stop bip122", "stop eip155"])
    expect(wallets.get("wc")).toBeUndefined()
  })
})
