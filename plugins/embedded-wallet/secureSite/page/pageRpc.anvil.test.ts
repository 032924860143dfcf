// eth_sendTransaction from the secure frame page's wallet on a real node (anvil): after the
// visitor approves, the page fills nonce, gas and fees through the RPC URL, signs with the key
// rebuilt from its two shares, sends the raw transaction and answers its hash. (The panel and
// the messaging around it are framePage.test.ts's; here the panel approves what it is shown.)
import { parseEther } from "viem"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { devnetPublicClient } from "../../../../sandbox/devnet/devnetClients"
import { sendNative } from "../../../../sandbox/devnet/sendNative"
import { type Anvil, startAnvil } from "../../../../sandbox/devnet/startAnvil"
import type { ApprovalPanel, ApprovalRequest } from "./approvalPanel"
import { fakeSiteApi, fakeSiteCode } from "./framePageFixtures"
import { makePageAccount } from "./pageAccount"
import { makePageKeys } from "./pageKeys"
import { makePageRpc } from "./pageRpc"
import { memoryPageStorage } from "./pageStorage"

describe("makePageRpc on the devnet", () => {
  let anvil: Anvil

  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 31337, accounts: 2 })
  }, 60_000)

  afterAll(async () => {
    await anvil?.stop()
  }, 60_000)

  /** A signed-in page wallet whose panel approves, recording what it showed. */
  const signedIn = async () => {
    const api = fakeSiteApi()
    const storage = memoryPageStorage()
    const account = makePageAccount(api, storage, makePageKeys(api, storage))
    await account.connectEmail("ada@example.org")
    const { address } = await account.connectOtp(fakeSiteCode)
    const shown: Array<ApprovalRequest> = []
    const panel: ApprovalPanel = {
      applyTheme: () => undefined,
      show: (request) => {
        shown.push(request)
        return { decision: Promise.resolve(true), cancel: () => undefined }
      },
    }
    const rpc = makePageRpc({
      account,
      panel,
      chain: () => ({ chainId: 31337, rpcUrl: anvil.rpcUrl }),
      fetch: globalThis.fetch,
    })
    return { rpc, address, shown }
  }

  it("spec 7 eth_sendTransaction: approved, the transaction is mined from the embedded account and the answer is its hash", async () => {
    const { rpc, address, shown } = await signedIn()
    await sendNative(anvil, 0, address, parseEther("1"))
    const recipient = anvil.accounts[1]?.address ?? "0x"
    const client = devnetPublicClient(anvil)
    const before = await client.getBalance({ address: recipient })
    const hash = await rpc.request({
      method: "eth_sendTransaction",
      params: [{ from: address, to: recipient, value: "0x16345785d8a0000" }],
    })
    expect(shown).toEqual([
      {
        title: "page.approve.sendTransaction",
        rows: [
          { label: "page.approve.to", value: recipient },
          { label: "page.approve.value", value: "0.1" },
          { label: "page.approve.data", value: { id: "page.approve.dataBytes", n: 0 } },
        ],
      },
    ])
    const receipt = await client.waitForTransactionReceipt({ hash: hash as `0x${string}` })
    expect(receipt).toMatchObject({
      status: "success",
      from: address.toLowerCase(),
      to: recipient.toLowerCase(),
    })
    expect((await client.getBalance({ address: recipient })) - before).toBe(parseEther("0.1"))
    expect(await client.getTransactionCount({ address })).toBe(1)
  })

  it("the node's refusal of an unfunded account reaches the caller", async () => {
    const { rpc, address } = await signedIn()
    await expect(
      rpc.request({
        method: "eth_sendTransaction",
        params: [{ from: address, to: anvil.accounts[1]?.address, value: "0x1" }],
      }),
    ).rejects.toThrow(/insufficient funds/i)
  })

  it("safe methods go to the node: eth_getBalance of the embedded account", async () => {
    const { rpc, address } = await signedIn()
    await sendNative(anvil, 0, address, parseEther("2"))
    expect(await rpc.request({ method: "eth_getBalance", params: [address, "latest"] })).toBe(
      "0x1bc16d674ec80000",
    )
  })
})
