import { describe, expect, it } from "vitest"
import type { LocalServer } from "../../test/localServer"
import { makeFakeWallet } from "../connectors/fakeWallet"
import {
  alice,
  announce,
  apiBehaviour,
  localApiPerTest,
  rpcMethods,
  startClient,
  waitFor,
} from "./clientTestHarness"

const api = localApiPerTest()

/** Resolves once the local server's requests satisfy `done`. */
const until = async (server: LocalServer, done: () => boolean) => {
  while (!done()) await server.received(server.requests.length + 1)
}

/** The forceUpdate of each balance request, in order (null: the cache may answer). */
const balanceForceUpdates = (server: LocalServer) =>
  server.requests
    .filter((r) => r.method === "GET" && r.url.pathname.endsWith("/balance"))
    .map((r) => r.url.searchParams.get("forceUpdate"))

describe("pending-transaction watching through the client (spec 4, 9)", () => {
  it("off by default: connecting makes no pending-transaction filter", async () => {
    announce("io.metamask", makeFakeWallet({ accounts: [alice], chainId: 1 }))
    const client = await startClient(api.server)
    await client.connect("io.metamask")
    await waitFor(client.stores.accounts, (s) => s.eip155?.balance === "1.25")
    expect(rpcMethods(api.server)).toEqual([])
  })

  it("enabled, a new pending transaction on the account's network refreshes its balance past the caches; the watch follows the next session's network", async () => {
    announce("io.metamask", makeFakeWallet({ accounts: [alice], chainId: 1 }))
    const client = await startClient(api.server, {
      // A short interval on the real clock: the kit's own poll, waited for by its requests.
      options: { pendingTransactionsFilter: { enable: true, pollingInterval: 10 } },
    })
    await client.connect("io.metamask")
    await waitFor(client.stores.accounts, (s) => s.eip155?.balance === "1.25")
    await until(api.server, () => rpcMethods(api.server).includes("eth_getFilterChanges"))
    expect(rpcMethods(api.server)[0]).toBe("eth_newPendingTransactionFilter")
    expect(balanceForceUpdates(api.server)).toEqual([null])

    apiBehaviour.pendingTransactions = [`0x${"ab".repeat(32)}`]
    await until(api.server, () => balanceForceUpdates(api.server).length > 1)
    apiBehaviour.pendingTransactions = []
    expect(balanceForceUpdates(api.server)[1]).toBe(
      "eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE",
    )
    const rpcUrl = api.server.requests.find((r) => r.method === "POST")?.url
    expect(rpcUrl?.searchParams.get("chainId")).toBe("eip155:1")

    // Another session on another network: the watch follows it there.
    await client.disconnect()
    announce("io.other", makeFakeWallet({ accounts: [alice], chainId: 10 }))
    await client.connect("io.other")
    const onOptimism = () =>
      api.server.requests.some(
        (r) => r.method === "POST" && r.url.searchParams.get("chainId") === "eip155:10",
      )
    await until(api.server, onOptimism)
    expect(onOptimism()).toBe(true)
  })
})
