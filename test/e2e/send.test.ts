// End to end in Chromium on the sandbox, with send() in the demo's plugins (spec 4 Send): the
// visitor sends ETH and the seeded FUSD token to another sandbox account through the Send
// view, and the balances are read from the devnet over RPC, not from the page. The token
// picker draws the sandbox's icons.
import { type Address, formatEther, parseEther, parseUnits } from "viem"
import { describe, expect, it } from "vitest"
import { devnetPublicClient } from "../../sandbox/devnet/devnetClients"
import {
  accountButton,
  connectButton,
  connectTestWallet,
  dialog,
  stepTimeoutMs,
  visible,
} from "./demoPageFlows"
import { demoSuite } from "./demoSuite"
import type { DemoPage } from "./openDemoPage"
import { runAxe } from "./runAxe"
import { saveScreenshot } from "./saveScreenshot"
import {
  amountField,
  fillSend,
  openSendView,
  receiverField,
  sendButton,
  sendForm,
  sendView,
  sentSince,
  shows,
  tabUntilFocused,
  tokenBalance,
  tokenRow,
} from "./sendFlows"
import { testWallet } from "./testWallet"
import { sandboxIcon, shownIcons } from "./tokenIcons"

const suite = demoSuite("e2e-send")

/**
 * The sender: one of the accounts the sandbox seeds with its test tokens (accounts 0 to 2),
 * without a name in its registry, so the page shows its address.
 */
const senderIndex = 2
/** The receiver: another funded sandbox account that no other test here sends from. */
const receiverIndex = 7

const devnet = () => suite.site.sandbox.devnets[0]
const rpc = () => devnetPublicClient(devnet())
const address = (index: number): Address => {
  const account = devnet().accounts[index]
  if (account === undefined) throw new Error(`no devnet account ${index}`)
  return account.address
}
const fusd = () => {
  const token = devnet().tokens.find((candidate) => candidate.symbol === "FUSD")
  if (token === undefined) throw new Error("the sandbox devnet has no FUSD token")
  return token
}

/** Both accounts' ETH and FUSD, and the block they were read at. */
const balances = async () => {
  const client = rpc()
  const [block, senderEth, receiverEth, senderFusd, receiverFusd] = await Promise.all([
    client.getBlockNumber(),
    client.getBalance({ address: address(senderIndex) }),
    client.getBalance({ address: address(receiverIndex) }),
    tokenBalance(client, fusd().address, address(senderIndex)),
    tokenBalance(client, fusd().address, address(receiverIndex)),
  ])
  return { block, senderEth, receiverEth, senderFusd, receiverFusd }
}

/** Opens the demo, connects the test wallet on the sender's account and opens Send. */
const openSend = async (): Promise<{ opened: DemoPage; send: ReturnType<typeof dialog> }> => {
  const opened = await suite.openPage()
  const { page } = opened
  await visible(connectButton(page))
  await testWallet(page).setAccount(senderIndex)
  await connectTestWallet(page, address(senderIndex))
  const send = await openSendView(page, address(senderIndex))
  return { opened, send }
}

/** The wallet's eth_sendTransaction requests: their parameters and what the wallet did. */
const sendRequests = async (page: DemoPage["page"]) =>
  (await testWallet(page).requests())
    .filter((request) => request.method === "eth_sendTransaction")
    .map((request) => ({ params: request.params, outcome: request.outcome }))

describe("sending from the Send view", { timeout: 120_000 }, () => {
  it("sends ETH with the keyboard alone, ETH being chosen when Send opens (issue 35 item 2): the receiver gains the amount, the sender pays the amount and the gas of the receipt", async () => {
    const { opened, send } = await openSend()
    const { page } = opened
    const before = await balances()
    const amount = "1.25"

    // The network's own currency is chosen, and shown chosen, before the visitor does anything.
    await expect.poll(() => tokenRow(send, "Ether (ETH)").getAttribute("aria-pressed")).toBe("true")
    expect(await tokenRow(send, "Foyer USD (FUSD)").getAttribute("aria-pressed")).toBe("false")
    // Keyboard only, from the view's Back button: the amount, the receiver, Send.
    await send.getByRole("button", { name: "Back", exact: true }).focus()
    expect(await tabUntilFocused(page, amountField(send))).toBe(true)
    await page.keyboard.type(amount)
    expect(await tabUntilFocused(page, receiverField(send), 1)).toBe(true)
    await page.keyboard.type(address(receiverIndex))
    expect(await tabUntilFocused(page, sendButton(send))).toBe(true)
    await page.keyboard.press("Enter")

    await shows(page, `Sent ${amount} ETH`)
    const after = await balances()
    const sent = await sentSince(rpc(), address(senderIndex), before.block)
    expect(sent.map(({ to, value, status }) => ({ to, value, status }))).toEqual([
      { to: address(receiverIndex).toLowerCase(), value: parseEther(amount), status: "success" },
    ])
    const gasPaid = sent[0]?.gasPaid ?? 0n
    expect(gasPaid).toBeGreaterThan(0n)
    expect(after.receiverEth - before.receiverEth).toBe(parseEther(amount))
    expect(before.senderEth - after.senderEth).toBe(parseEther(amount) + gasPaid)
    // The token balances did not move.
    expect([after.senderFusd, after.receiverFusd]).toEqual([before.senderFusd, before.receiverFusd])
    expect(await sendRequests(page)).toEqual([
      {
        params: [
          {
            from: address(senderIndex),
            to: address(receiverIndex),
            value: `0x${parseEther(amount).toString(16)}`,
          },
        ],
        outcome: "approved",
      },
    ])
    await saveScreenshot(page, "send-native", "sent")
    expect(opened.errors).toEqual([])
  })

  it("sends the sandbox's FUSD token: both token balances move by the amount, the sender pays only gas in ETH, and the modal returns to Account", async () => {
    const { opened, send } = await openSend()
    const { page } = opened
    const before = await balances()
    const amount = "12.5"
    // The picker draws the sandbox's token icons (data: URLs), not blanks.
    await expect
      .poll(
        async () => [
          ...(await shownIcons(tokenRow(send, "Ether (ETH)"))),
          ...(await shownIcons(tokenRow(send, "Foyer USD (FUSD)"))),
        ],
        { timeout: stepTimeoutMs },
      )
      .toEqual([sandboxIcon("ETH"), sandboxIcon("FUSD")])
    await fillSend(send, { token: "Foyer USD (FUSD)", amount, receiver: address(receiverIndex) })
    await visible(send.getByText(/^Network fee: /))
    await saveScreenshot(page, "send-token", "filled")
    await sendButton(send).click()

    await shows(page, `Sent ${amount} FUSD`)
    // Spec 4: an ERC-20 send returns to Account.
    await visible(dialog(page, "Account"))
    const after = await balances()
    const units = parseUnits(amount, fusd().decimals)
    expect(before.senderFusd - after.senderFusd).toBe(units)
    expect(after.receiverFusd - before.receiverFusd).toBe(units)
    const sent = await sentSince(rpc(), address(senderIndex), before.block)
    expect(sent.map(({ to, value, status }) => ({ to, value, status }))).toEqual([
      { to: fusd().address.toLowerCase(), value: 0n, status: "success" },
    ])
    expect(before.senderEth - after.senderEth).toBe(sent[0]?.gasPaid)
    expect(after.receiverEth).toBe(before.receiverEth)
    expect(opened.errors).toEqual([])
  })
})

describe("when a send does not go through, the form is kept", { timeout: 120_000 }, () => {
  it("a send the wallet rejects shows 'User rejected the request' and keeps the token, amount and receiver; Send then goes through", async () => {
    const { opened, send } = await openSend()
    const { page } = opened
    const wallet = testWallet(page)
    await wallet.setBehaviour("eth_sendTransaction", "reject")
    const before = await balances()
    const filled = { token: "Ether (ETH)", amount: "0.5", receiver: address(receiverIndex) }
    await fillSend(send, filled)
    await sendButton(send).click()

    await visible(send.getByRole("alert").getByText("User rejected the request", { exact: true }))
    await saveScreenshot(page, "send-rejected", "rejected")
    expect(await sendForm(send)).toEqual({
      token: expect.stringMatching(/^Ether \(ETH\)/),
      amount: filled.amount,
      receiver: filled.receiver,
    })
    expect((await sendRequests(page)).map((request) => request.outcome)).toEqual(["rejected"])
    expect(await balances()).toEqual(before)

    // What was kept is what goes out once the wallet approves.
    await wallet.setBehaviour("eth_sendTransaction", "approve")
    await sendButton(send).click()
    await shows(page, "Sent 0.5 ETH")
    const after = await balances()
    expect(after.receiverEth - before.receiverEth).toBe(parseEther("0.5"))
  })

  it("an amount above the balance shows the node's readable message and keeps the form", async () => {
    const { opened, send } = await openSend()
    const { page } = opened
    const before = await balances()
    const tooMuch = formatEther(before.senderEth + parseEther("1"))
    const filled = { token: "Ether (ETH)", amount: tooMuch, receiver: address(receiverIndex) }
    await fillSend(send, filled)
    await sendButton(send).click()

    // The wallet asked the node, which refused; the kit shows the node's error made readable.
    await visible(
      send
        .getByRole("alert")
        .getByText("The account does not have enough funds to pay for the gas and the value.", {
          exact: true,
        }),
    )
    await saveScreenshot(page, "send-insufficient-funds", "refused")
    expect(await sendRequests(page)).toEqual([
      {
        params: [
          {
            from: address(senderIndex),
            to: address(receiverIndex),
            value: `0x${parseEther(tooMuch).toString(16)}`,
          },
        ],
        outcome: "failed",
      },
    ])
    expect(
      (await testWallet(page).requests()).find((r) => r.method === "eth_sendTransaction")?.error,
    ).toEqual({ code: -32003, message: "Insufficient funds for gas * price + value" })
    expect(await sendForm(send)).toEqual({
      token: expect.stringMatching(/^Ether \(ETH\)/),
      amount: filled.amount,
      receiver: filled.receiver,
    })
    expect(await balances()).toEqual(before)
    expect(await runAxe(page)).toEqual([])
  })
})

describe("the Send view in Chromium", { timeout: 120_000 }, () => {
  it("has no axe violations, empty and filled", async () => {
    const { opened, send } = await openSend()
    const { page } = opened
    expect(await runAxe(page)).toEqual([])
    await fillSend(send, { token: "Foyer USD (FUSD)", amount: "1", receiver: "0x1234" })
    // The receiver's problem shows under its field as it is typed.
    await visible(send.getByText(/^The receiver address must be/))
    expect(await runAxe(page)).toEqual([])
    await saveScreenshot(page, "send-view", "invalid-receiver")
  })

  it("loads the Send view's chunk only when Send is first opened, once", async () => {
    const opened = await suite.openPage()
    const { page } = opened
    const sendChunks = () =>
      opened.requests
        .map((request) => new URL(request.url).pathname)
        .filter((path) => /^\/assets\/Send-[\w-]+\.js$/.test(path))
    await visible(connectButton(page))
    await testWallet(page).setAccount(senderIndex)
    await connectTestWallet(page, address(senderIndex))
    await accountButton(page, address(senderIndex)).click()
    const account = dialog(page, "Account")
    await visible(account)
    // The Account view lists the action from the plugin's plain data: no view code yet.
    expect(sendChunks()).toEqual([])
    await account.getByRole("button", { name: "Send", exact: true }).click()
    const send = sendView(page)
    await visible(amountField(send))
    const loaded = sendChunks()
    expect(loaded).toHaveLength(1)
    // Opened again, it is not fetched again.
    await send.getByRole("button", { name: "Back", exact: true }).click()
    await visible(account)
    await account.getByRole("button", { name: "Send", exact: true }).click()
    await visible(amountField(send))
    expect(sendChunks()).toEqual(loaded)
  })
})
