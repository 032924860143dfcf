import { describe, expect, it } from "vitest"
import { providerRpcError } from "../connectors/fakeWallet"
import { bob, connectionFixture } from "./connectionFixtures"

describe("following a connected wallet: the kit keeps step when the wallet changes underneath it", () => {
  it("the wallet's other accounts replace the connection's, which is stored and shown", async () => {
    const { connect, log, heard } = connectionFixture()
    const wallet = connect("io.a")
    await heard(wallet, "accountsChanged", [bob])
    expect(log).toEqual(["stored io.a: bob on Ethereum (1)", "shown io.a"])
  })

  it("the wallet's other chain becomes the connection's network: the configured one, else 'Unknown Network'", async () => {
    const { connect, log, heard } = connectionFixture()
    const wallet = connect("io.a")
    await heard(wallet, "chainChanged", "0xa")
    await heard(wallet, "chainChanged", "0x89")
    expect(log).toEqual([
      "stored io.a: alice on Optimism (10)",
      "shown io.a",
      "stored io.a: alice on Unknown Network (137)",
      "shown io.a",
    ])
  })

  it("a change to a connection that is not the current one is stored, not shown", async () => {
    const { connect, log, heard } = connectionFixture()
    const wallet = connect("io.a")
    connect("io.b")
    await heard(wallet, "accountsChanged", [bob])
    await heard(wallet, "chainChanged", "0xa")
    expect(log).toEqual([
      "stored io.a: bob on Ethereum (1) | io.b: alice on Ethereum (1)",
      "stored io.a: bob on Optimism (10) | io.b: alice on Ethereum (1)",
    ])
  })

  it("a wallet reporting no accounts left the site: its connection ends, with nothing revoked", async () => {
    const { connect, log, revoked, held, heard } = connectionFixture()
    const wallet = connect("io.a")
    await heard(wallet, "accountsChanged", [])
    expect(log).toEqual([
      "stored nothing",
      "shown nothing",
      "Disconnected io.a alice (0 left)",
      "DISCONNECT_SUCCESS",
    ])
    expect({ revoked, held: held.get("io.a"), listening: wallet.listenerCount() }).toEqual({
      revoked: [],
      held: undefined,
      listening: 0,
    })
  })

  it("the wallet ending its session ends the connection, with nothing revoked, and is no longer followed", async () => {
    const { connect, log, revoked, heard } = connectionFixture()
    const wallet = connect("io.a")
    await heard(wallet, "disconnect", providerRpcError(4900, "Disconnected"))
    await heard(wallet, "accountsChanged", [bob])
    expect(log).toEqual([
      "stored nothing",
      "shown nothing",
      "Disconnected io.a alice (0 left)",
      "DISCONNECT_SUCCESS",
    ])
    expect({ revoked, listening: wallet.listenerCount() }).toEqual({ revoked: [], listening: 0 })
  })
})
