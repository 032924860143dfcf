// End to end in Chromium on the sandbox, with send(), receive() and activity() in the demo's
// plugins (issue 15, point 2; spec 4 Transaction history): the test wallet (which does not
// support wallet_getAssets) sends ETH through the Send view, and Activity then lists that send
// under its month, as the sandbox indexed it from anvil; the receipt is read from the devnet
// over RPC, not from the page. A failing history call shows 'Failed to fetch transactions'
// and clears the cursor. The visitor's own send shows at once when Activity opens again within
// the 15 s the first page is cached (spec 9): the kernel's account refresh reads past it.
import { type Address, parseEther } from "viem"
import { afterEach, describe, expect, it } from "vitest"
import { devnetPublicClient } from "../../sandbox/devnet/devnetClients"
import { sendNative } from "../../sandbox/devnet/sendNative"
import { shortenAddress } from "../../ui/format/shortenAddress"
import { accountButton, connectButton, connectTestWallet, dialog, visible } from "./demoPageFlows"
import { demoSuite } from "./demoSuite"
import type { DemoPage } from "./openDemoPage"
import { runAxe } from "./runAxe"
import { saveScreenshot } from "./saveScreenshot"
import { fillSend, openSendView, sendButton, sendView, sentSince, shows } from "./sendFlows"
import { testWallet } from "./testWallet"

const suite = demoSuite("e2e-activity")

/** The sender of the send test: a funded account no other test here uses. */
const senderIndex = 3
/** Its receiver. */
const receiverIndex = 8
/** The account of the failure test, whose history a test fills past one page. */
const busyIndex = 4
/** Who fills it. */
const fillerIndex = 9
/** The sandbox's history page size: a longer history has a next cursor. */
const pageSize = 10
/** The sender of the cache test, and its receiver: accounts no other test here uses. */
const cachedSenderIndex = 5
const cachedReceiverIndex = 6
/** How long the kit keeps the first page of history (spec 9 "history 15 s"). */
const historyCacheMs = 15_000

const devnet = () => suite.site.sandbox.devnets[0]
const rpc = () => devnetPublicClient(devnet())
const address = (index: number): Address => {
  const account = devnet().accounts[index]
  if (account === undefined) throw new Error(`no devnet account ${index}`)
  return account.address
}

/** A month heading as the view writes it: the month's English name and year, in UTC. */
const monthHeading = (date: Date): string =>
  new Intl.DateTimeFormat("en", { month: "long", year: "numeric", timeZone: "UTC" }).format(date)

/** Opens the demo, connects the test wallet on account `index`. */
const connect = async (index: number): Promise<DemoPage> => {
  const opened = await suite.openPage()
  const { page } = opened
  await visible(connectButton(page))
  await testWallet(page).setAccount(index)
  await connectTestWallet(page, address(index))
  return opened
}

/** From the Account view, opens Activity with its action. */
const openActivityFrom = async (page: DemoPage["page"], account: ReturnType<typeof dialog>) => {
  await account.getByRole("button", { name: "Activity", exact: true }).click()
  const activity = dialog(page, "Activity")
  await visible(activity)
  return activity
}

afterEach(() => {
  suite.site.sandbox.api.faults.reset()
})

describe("Activity in Chromium on the sandbox", { timeout: 120_000 }, () => {
  it("a send made in the modal appears in Activity under the current month, with its amount, receiver and time as the devnet's receipt says; no axe violations", async () => {
    const opened = await connect(senderIndex)
    const { page } = opened
    const before = await rpc().getBlockNumber()
    const send = await openSendView(page, address(senderIndex))
    await fillSend(send, { token: "Ether (ETH)", amount: "0.75", receiver: address(receiverIndex) })
    await sendButton(send).click()
    await shows(page, "Sent 0.75 ETH")

    // What happened on chain, read over RPC.
    const sent = await sentSince(rpc(), address(senderIndex), before)
    expect(sent.map(({ to, value, status }) => ({ to, value, status }))).toEqual([
      { to: address(receiverIndex).toLowerCase(), value: parseEther("0.75"), status: "success" },
    ])
    const receipt = await rpc().getTransactionReceipt({ hash: sent[0]!.hash })
    const block = await rpc().getBlock({ blockNumber: receipt.blockNumber })
    const minedAt = new Date(Number(block.timestamp) * 1000)
    // anvil stamps blocks with the time they are mined: the send is this month's.
    expect(monthHeading(minedAt)).toBe(monthHeading(new Date()))

    await send.getByRole("button", { name: "Back", exact: true }).click()
    const account = dialog(page, "Account")
    await visible(account)
    const activity = await openActivityFrom(page, account)
    const month = activity.getByRole("region", { name: monthHeading(minedAt), exact: true })
    await visible(month)
    // Newest first: the send heads its month.
    const row = month.getByRole("listitem").first()
    const parts = async () =>
      (await row.locator("span > span, span > time").allTextContents()).map((text) => text.trim())
    expect(await parts()).toEqual([
      "Sent",
      `To ${shortenAddress(address(receiverIndex))}`,
      "-0.75 ETH",
      expect.stringMatching(/ UTC$/),
    ])
    expect(await row.locator("time").getAttribute("datetime")).toBe(minedAt.toISOString())
    expect(await row.getByText("Failed", { exact: true }).count()).toBe(0)
    expect(await runAxe(page)).toEqual([])
    await saveScreenshot(page, "activity", "after-send")
    // The test wallet does not support wallet_getAssets: nothing it was asked for went through.
    const assets = (await testWallet(page).requests()).filter(
      (request) => request.method === "wallet_getAssets" && request.outcome === "approved",
    )
    expect(assets).toEqual([])
    expect(opened.errors).toEqual([])
  })

  it("the visitor's own send is listed at once when Activity opens again while its first page is still cached (spec 9 history 15 s)", async () => {
    const opened = await connect(cachedSenderIndex)
    const { page } = opened
    const sender = address(cachedSenderIndex)
    await accountButton(page, sender).click()
    const account = dialog(page, "Account")
    await visible(account)
    // Opened once: the first page, without the send, is now cached for 15 s.
    let activity = await openActivityFrom(page, account)
    const firstAsked = Date.now()
    const settled = activity.getByText(
      /^(No activity yet|That is all the activity) on Foyer Devnet\.$/,
    )
    await visible(settled)
    const rowsBefore = await activity.getByRole("listitem").count()
    await activity.getByRole("button", { name: "Back", exact: true }).click()
    await visible(account)

    const before = await rpc().getBlockNumber()
    await account.getByRole("button", { name: "Send", exact: true }).click()
    const send = sendView(page)
    await visible(send)
    await fillSend(send, {
      token: "Ether (ETH)",
      amount: "0.5",
      receiver: address(cachedReceiverIndex),
    })
    await sendButton(send).click()
    await shows(page, "Sent 0.5 ETH")
    const [sent] = await sentSince(rpc(), sender, before)
    const receipt = await rpc().getTransactionReceipt({ hash: sent!.hash })
    const block = await rpc().getBlock({ blockNumber: receipt.blockNumber })
    const minedAt = new Date(Number(block.timestamp) * 1000)

    await send.getByRole("button", { name: "Back", exact: true }).click()
    await visible(account)
    activity = await openActivityFrom(page, account)
    const row = activity
      .getByRole("region", { name: monthHeading(minedAt), exact: true })
      .getByRole("listitem")
      .first()
    await visible(row.locator(`time[datetime="${minedAt.toISOString()}"]`))
    expect((await row.locator("span > span").allTextContents()).map((text) => text.trim())).toEqual(
      ["Sent", `To ${shortenAddress(address(cachedReceiverIndex))}`, "-0.5 ETH"],
    )
    await visible(settled)
    expect(await activity.getByRole("listitem").count()).toBe(rowsBefore + 1)
    // Still within the lifetime of the page cached first: without the refresh, the cache would
    // have answered that page, without the send (else this test proves nothing).
    expect(Date.now() - firstAsked).toBeLessThan(historyCacheMs)
    expect(opened.errors).toEqual([])
  })

  it("a failing history call shows the 'Failed to fetch transactions' toast and clears the cursor: the list empties and Load more goes", async () => {
    // More transactions than one page, so that the first page has a next cursor.
    for (let n = 0; n <= pageSize; n++) {
      await sendNative(devnet(), fillerIndex, address(busyIndex), parseEther("0.001"))
    }
    // The first history request is answered; every later one fails (the kit's retries too).
    const { faults } = suite.site.sandbox.api
    faults.arm({ operationId: "getHistory", count: 1, fault: { kind: "delay", delayMs: 0 } })
    faults.arm({ operationId: "getHistory", count: 100, fault: { kind: "status", status: 500 } })

    const opened = await connect(busyIndex)
    const { page } = opened
    await accountButton(page, address(busyIndex)).click()
    const account = dialog(page, "Account")
    await visible(account)
    const activity = await openActivityFrom(page, account)
    const loadMore = activity.getByRole("button", { name: "Load more", exact: true })
    await visible(activity.getByRole("listitem").nth(pageSize - 1))
    // Keyboard alone reaches Load more and presses it (unless the end of the list came into
    // view by itself and the next page is already asked for, which removes the button).
    await activity.getByRole("button", { name: "Back", exact: true }).focus()
    for (let press = 0; press < 40 && (await loadMore.count()) > 0; press++) {
      await page.keyboard.press("Tab")
      const focused = await page.evaluate(() => document.activeElement?.textContent ?? "")
      if (focused === "Load more") {
        await page.keyboard.press("Enter")
        break
      }
    }

    await visible(
      activity.getByRole("alert").getByText("Failed to fetch transactions", { exact: true }),
    )
    await visible(activity.getByText("No activity yet on Foyer Devnet.", { exact: true }))
    expect(await activity.getByRole("listitem").count()).toBe(0)
    expect(await loadMore.count()).toBe(0)
    expect(faults.counts().getHistory ?? 0).toBeGreaterThanOrEqual(2)
    expect(await runAxe(page)).toEqual([])
    await saveScreenshot(page, "activity", "failed")
  })
})
