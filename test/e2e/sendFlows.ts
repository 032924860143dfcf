import type { Locator, Page } from "playwright-core"
import type { Address, Chain, Hash, PublicClient, Transport } from "viem"
import { testTokenAbi } from "../../sandbox/devnet/testTokenAbi"
import { accountButton, dialog, stepTimeoutMs, visible } from "./demoPageFlows"

/** The modal on the Send view. */
export const sendView = (page: Page): Locator => dialog(page, "Send")

/** The Send view's button that sends (the view's title is "Send" too, but it is no button). */
export const sendButton = (send: Locator): Locator =>
  send.getByRole("button", { name: "Send", exact: true })

/** The token picker's row whose label starts with `name` ("Foyer USD (FUSD)"); it ends with the balance. */
export const tokenRow = (send: Locator, name: string): Locator => {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
  return send.getByRole("button", { name: new RegExp(`^${escaped}`) })
}

/** The Send view's amount field. */
export const amountField = (send: Locator): Locator => send.getByLabel("Amount", { exact: true })

/** The Send view's receiver field. */
export const receiverField = (send: Locator): Locator =>
  send.getByLabel("Receiver address", { exact: true })

/** Opens the Account view from the page's account button, then Send from its actions. */
export const openSendView = async (page: Page, address: string): Promise<Locator> => {
  await accountButton(page, address).click()
  const account = dialog(page, "Account")
  await visible(account)
  await account.getByRole("button", { name: "Send", exact: true }).click()
  const send = sendView(page)
  await visible(send)
  return send
}

/** What the visitor fills the Send form with. */
export interface SendInput {
  /** The start of the token row's label, e.g. "Foyer USD (FUSD)". */
  readonly token: string
  readonly amount: string
  readonly receiver: string
}

/** Picks the token and types the amount and the receiver, as a visitor does with a mouse. */
export const fillSend = async (send: Locator, input: SendInput): Promise<void> => {
  await tokenRow(send, input.token).click()
  await amountField(send).fill(input.amount)
  await receiverField(send).fill(input.receiver)
}

/**
 * The texts of `rows` as a screen reader reads them: without their aria-hidden parts (a logo's
 * first letter, drawn where a token has no icon).
 */
export const spokenTexts = (rows: Locator): Promise<ReadonlyArray<string>> =>
  rows.evaluateAll((elements) =>
    elements.map((element) => {
      const copy = element.cloneNode(true) as Element
      for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove()
      return copy.textContent ?? ""
    }),
  )

/** What the Send form shows: the pressed token row's label, the amount and the receiver. */
export const sendForm = async (send: Locator) => ({
  token: (await spokenTexts(send.locator("button[aria-pressed=true]"))).join("|"),
  amount: await amountField(send).inputValue(),
  receiver: await receiverField(send).inputValue(),
})

/** What a send changed on the devnet, read through RPC. */
export interface SentTransaction {
  readonly hash: Hash
  readonly to: Address | null
  readonly value: bigint
  /** What the sender paid for gas: gas used times the effective gas price, from the receipt. */
  readonly gasPaid: bigint
  readonly status: "success" | "reverted"
}

/**
 * The transactions `sender` sent in the blocks after `afterBlock`, with their receipts: the
 * sandbox's anvil mines each transaction in its own block at once.
 */
export const sentSince = async (
  client: PublicClient<Transport, Chain>,
  sender: Address,
  afterBlock: bigint,
): Promise<ReadonlyArray<SentTransaction>> => {
  const latest = await client.getBlockNumber()
  const found: Array<SentTransaction> = []
  for (let number = afterBlock + 1n; number <= latest; number++) {
    const block = await client.getBlock({ blockNumber: number, includeTransactions: true })
    for (const transaction of block.transactions) {
      if (transaction.from.toLowerCase() !== sender.toLowerCase()) continue
      const receipt = await client.getTransactionReceipt({ hash: transaction.hash })
      found.push({
        hash: transaction.hash,
        to: transaction.to,
        value: transaction.value,
        gasPaid: receipt.gasUsed * receipt.effectiveGasPrice,
        status: receipt.status,
      })
    }
  }
  return found
}

/** The ERC-20 balance of `owner` in the token at `token`, through RPC. */
export const tokenBalance = (
  client: PublicClient<Transport, Chain>,
  token: Address,
  owner: Address,
): Promise<bigint> =>
  client.readContract({
    address: token,
    abi: testTokenAbi,
    functionName: "balanceOf",
    args: [owner],
  })

/** Waits until the page shows `text` (a toast or a status), exactly. */
export const shows = (page: Page, text: string): Promise<void> =>
  visible(page.getByText(text, { exact: true }).first(), stepTimeoutMs)

/**
 * Presses Tab until `target` has the focus (at most `limit` presses) and returns whether it
 * got there: the keyboard-only path to one element.
 */
export const tabUntilFocused = async (
  page: Page,
  target: Locator,
  limit = 25,
): Promise<boolean> => {
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press("Tab")
    if (await target.evaluate((element) => element === document.activeElement)) return true
  }
  return false
}
