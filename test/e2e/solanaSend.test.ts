// End to end in Chromium on the sandbox (issue 36, item 2 and its acceptance): send by chain
// (spec 4) off EVM. With the demo's Foyer Solana Test Wallet connected on the sandbox's Solana
// devnet, the visitor sends SOL, then the SPL token FUSD, each to a fresh address, from the
// Send view; the solana plugin's transfers build them (creating the receiver's token account),
// the wallet signs and sends them, and the balances are read back over the devnet's own RPC,
// not from the page. Solana sends return to Account on success (spec 4), which shows the new
// balances.
import { ed25519 } from "@noble/curves/ed25519"
import { base58 } from "@scure/base"
import { type Address, address, createSolanaRpc, type Signature } from "@solana/kit"
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from "@solana-program/token"
import type { Page } from "playwright-core"
import { formatUnits, parseUnits } from "viem"
import { describe, expect, it } from "vitest"
import { walletButton } from "../../testing/modalLocators"
import { formatBalance } from "../../ui/format/formatBalance"
import { shortenAddress } from "../../ui/format/shortenAddress"
import { connectButton, dialog, stepTimeoutMs, visible } from "./demoPageFlows"
import { demoSuite } from "./demoSuite"
import { runAxe } from "./runAxe"
import { amountField, receiverField, sendButton, sendView, shows, tokenRow } from "./sendFlows"

const suite = demoSuite("e2e-solana-send")

const solanaName = "Foyer Solana Test Wallet"
const devnet = () => suite.site.sandbox.solana
const rpc = () => createSolanaRpc(suite.site.sandbox.urls.solana.rpcUrl)

/** The wallet's first account, the sender: the devnet's first, holding SOL and FUSD. */
const sender = (): Address => {
  const account = devnet().accounts[0]
  if (account === undefined) throw new Error("no Solana devnet account")
  return address(account.address)
}

/** An address no one has used: a new key's public key, in base58. */
const freshAddress = (): Address =>
  address(base58.encode(ed25519.getPublicKey(ed25519.utils.randomPrivateKey())))

/** The SOL of `owner` in lamports, read over the devnet's RPC. */
const lamportsOf = async (owner: Address): Promise<bigint> =>
  (await rpc().getBalance(owner, { commitment: "confirmed" }).send()).value

/** The FUSD of `owner` in its base units (its associated token account's; 0 without one). */
const fusdOf = async (owner: Address): Promise<bigint> => {
  const [tokenAccount] = await findAssociatedTokenPda({
    mint: address(devnet().token.mint),
    owner,
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  })
  const info = await rpc()
    .getAccountInfo(tokenAccount, { encoding: "base64", commitment: "confirmed" })
    .send()
  if (info.value === null) return 0n
  const balance = await rpc()
    .getTokenAccountBalance(tokenAccount, { commitment: "confirmed" })
    .send()
  return BigInt(balance.value.amount)
}

/** The one transaction that names `receiver`: its fee and whether it failed, read from the devnet. */
const onlyTransactionTo = async (receiver: Address) => {
  const signatures = await rpc()
    .getSignaturesForAddress(receiver, { commitment: "confirmed" })
    .send()
  expect(signatures.map((entry) => entry.err)).toEqual([null])
  const signature = signatures[0]?.signature as Signature
  const transaction = await rpc()
    .getTransaction(signature, {
      commitment: "confirmed",
      encoding: "json",
      maxSupportedTransactionVersion: 0,
    })
    .send()
  if (transaction?.meta === null || transaction === null) throw new Error("no transaction")
  return { fee: transaction.meta.fee }
}

/** The account button of the sender: its base58 address shortened, as the kit shows it. */
const senderButton = (page: Page) =>
  page.getByRole("button", { name: new RegExp(`^${shortenAddress(sender())}`) })

/** Each token row of the Account view, whitespace as a reader would see it. */
const tokenRows = async (page: Page) =>
  (
    await dialog(page, "Account")
      .getByRole("list", { name: "Tokens", exact: true })
      .getByRole("listitem")
      .allTextContents()
  ).map((text) => text.replace(/\s+/g, " ").trim())

/** Opens the demo with the Solana test wallet and connects it on the Solana devnet. */
const connectSolanaWallet = async () => {
  const opened = await suite.openPage({ solanaWallet: true })
  const { page } = opened
  await visible(connectButton(page))
  await connectButton(page).click()
  await walletButton(page, solanaName).click()
  await page.getByRole("dialog").waitFor({ state: "hidden", timeout: stepTimeoutMs })
  await visible(senderButton(page))
  return opened
}

/** From the Account view (open), its Send action: the Send view. */
const openSend = async (page: Page) => {
  const account = dialog(page, "Account")
  await visible(account)
  await account.getByRole("button", { name: "Send", exact: true }).click()
  const send = sendView(page)
  await visible(send)
  return send
}

describe("sending on the Solana devnet from the Send view", { timeout: 180_000 }, () => {
  it("send by chain (spec 4): SOL then FUSD to fresh addresses move both balances on the devnet by the amounts; each send returns to Account with the new balance; no axe violations on Send", async () => {
    const { page, errors } = await connectSolanaWallet()
    const solReceiver = freshAddress()
    const fusdReceiver = freshAddress()
    const before = { sol: await lamportsOf(sender()), fusd: await fusdOf(sender()) }

    // SOL: the network's own coin, chosen when Send opens; its fee shown in SOL.
    await senderButton(page).click()
    let send = await openSend(page)
    await expect
      .poll(() => tokenRow(send, "Solana (SOL)").getAttribute("aria-pressed"))
      .toBe("true")
    expect(await receiverField(send).getAttribute("placeholder")).toBeNull()
    await amountField(send).fill("1.5")
    await receiverField(send).fill(solReceiver)
    await visible(send.getByText(/^Network fee: [0-9.]+ SOL$/))
    expect(await runAxe(page)).toEqual([])
    await sendButton(send).click()
    await shows(page, "Sent 1.5 SOL")
    // Spec 4: Solana sends return to Account on success.
    await visible(dialog(page, "Account"))

    expect(await lamportsOf(solReceiver)).toBe(parseUnits("1.5", 9))
    const solFee = BigInt((await onlyTransactionTo(solReceiver)).fee)
    expect(solFee).toBeGreaterThan(0n)
    const afterSol = await lamportsOf(sender())
    expect(before.sol - afterSol).toBe(parseUnits("1.5", 9) + solFee)
    expect(await fusdOf(sender())).toBe(before.fusd)
    await expect
      .poll(() => tokenRows(page), { timeout: stepTimeoutMs })
      .toContainEqual(
        expect.stringContaining(`Solana ${formatBalance(formatUnits(afterSol, 9))} SOL`),
      )

    // FUSD: an SPL token, to an address without a token account (the send creates it).
    send = await openSend(page)
    await tokenRow(send, "Foyer USD (FUSD)").click()
    await amountField(send).fill("2.5")
    await receiverField(send).fill(fusdReceiver)
    await visible(send.getByText(/^Network fee: [0-9.]+ SOL$/))
    expect(await runAxe(page)).toEqual([])
    await sendButton(send).click()
    await shows(page, "Sent 2.5 FUSD")
    await visible(dialog(page, "Account"))

    expect(await fusdOf(fusdReceiver)).toBe(parseUnits("2.5", 6))
    const afterFusd = await fusdOf(sender())
    expect(before.fusd - afterFusd).toBe(parseUnits("2.5", 6))
    // The sender paid the fee and the new token account's rent, in SOL.
    expect(await lamportsOf(sender())).toBeLessThan(afterSol)
    await expect
      .poll(() => tokenRows(page), { timeout: stepTimeoutMs })
      .toContainEqual(
        expect.stringContaining(`Foyer USD ${formatBalance(formatUnits(afterFusd, 6))} FUSD`),
      )
    expect(errors).toEqual([])
  })
})
