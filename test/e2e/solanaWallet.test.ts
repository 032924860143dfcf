// End to end in Chromium on the sandbox (issue 36, item 4): the sandbox's Solana test wallet,
// a Wallet Standard wallet over the Solana devnet's accounts, registers in the demo page beside
// the EVM test wallet; the solana plugin connects it on the sandbox's Solana devnet and the kit
// shows its SOL and FUSD balances, which the sandbox's balance call reads from the devnet (read
// back here over the devnet's own RPC). With the EVM wallet connected too, each chain family
// keeps its connection: choosing a network of the other family shows that family's account.
import { createSolanaRpc } from "@solana/kit"
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from "@solana-program/token"
import { formatEther, formatUnits } from "viem"
import { describe, expect, it } from "vitest"
import { solPriceUsd } from "../../sandbox/api/solana/solanaAssets"
import { devnetPublicClient } from "../../sandbox/devnet/devnetClients"
import { walletButton } from "../../testing/modalLocators"
import { formatBalance } from "../../ui/format/formatBalance"
import { formatUsd } from "../../ui/format/formatUsd"
import { shortenAddress } from "../../ui/format/shortenAddress"
import {
  accountButton,
  connectButton,
  dialog,
  networkButton,
  stepTimeoutMs,
  testWalletButton,
  visible,
} from "./demoPageFlows"
import { demoSuite } from "./demoSuite"
import type { DemoPage } from "./openDemoPage"
import { runAxe } from "./runAxe"
import { testWallet } from "./testWallet"

const suite = demoSuite("e2e-solana-wallet")

/** An EVM account without a name in the sandbox's registry, so the kit shows its address. */
const plainEvmAccount = 3

const solanaName = "Foyer Solana Test Wallet"
const solana = () => suite.site.sandbox.solana
/** The Solana test wallet's first account: the Solana devnet's first, holding SOL and FUSD. */
const solanaHolder = () => {
  const account = solana().accounts[0]
  if (account === undefined) throw new Error("no Solana devnet account")
  return account.address
}

/** What the Solana account holds, read from the devnet over its own RPC, not from the page. */
const solanaHoldings = async () => {
  const rpc = createSolanaRpc(suite.site.sandbox.urls.solana.rpcUrl)
  const [tokenAccount] = await findAssociatedTokenPda({
    mint: solana().token.mint,
    owner: solanaHolder(),
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  })
  const [lamports, fusd] = await Promise.all([
    rpc.getBalance(solanaHolder()).send(),
    rpc.getTokenAccountBalance(tokenAccount).send(),
  ])
  return { sol: formatUnits(lamports.value, 9), fusd: fusd.value.uiAmountString }
}

/** The account button of a Solana account: its base58 address shortened, as the kit shows it. */
const solanaAccountButton = (page: DemoPage["page"]) =>
  page.getByRole("button", { name: new RegExp(`^${shortenAddress(solanaHolder())}`) })

/** Each token row of the Account view, whitespace as a reader would see it. */
const tokenRows = async (account: ReturnType<typeof dialog>) =>
  (
    await account
      .getByRole("list", { name: "Tokens", exact: true })
      .getByRole("listitem")
      .allTextContents()
  ).map((text) => text.replace(/\s+/g, " ").trim())

/** Opens the demo with both test wallets, the EVM one on an account without a name. */
const open = async (): Promise<DemoPage> => {
  const opened = await suite.openPage({ solanaWallet: true })
  await visible(connectButton(opened.page))
  await testWallet(opened.page).setAccount(plainEvmAccount)
  return opened
}

/** Waits for the modal to close by itself, as it does once a connection or a switch is made. */
const modalClosed = (page: DemoPage["page"]) =>
  page.getByRole("dialog").waitFor({ state: "hidden", timeout: stepTimeoutMs })

/** Connects the Solana test wallet from the Connect view and waits for its account button. */
const connectSolanaWallet = async (page: DemoPage["page"]) => {
  await connectButton(page).click()
  await walletButton(page, solanaName).click()
  await modalClosed(page)
  await visible(solanaAccountButton(page))
}

/** Picks a network from the page's network button by its exact name. */
const chooseNetworkNamed = async (page: DemoPage["page"], name: string) => {
  await networkButton(page).click()
  const networks = dialog(page, "Select Network")
  await visible(networks)
  await networks.getByRole("button", { name: new RegExp(`^${name}(?! \\d)`) }).click()
}

describe("the sandbox's Solana test wallet in the demo", { timeout: 120_000 }, () => {
  it("registers through the Wallet Standard: the Connect view lists it beside the Foyer Test Wallet, both installed", async () => {
    const { page, errors } = await open()
    expect(await page.evaluate(() => window.foyerSolanaTestWallet?.addresses)).toEqual(
      solana().accounts.map((account) => account.address),
    )
    await connectButton(page).click()
    const connect = dialog(page, "Connect Wallet")
    await visible(walletButton(page, solanaName))
    await visible(testWalletButton(page))
    expect(
      (await connect.getByRole("button").allInnerTexts())
        .map((text) => text.replace(/\s+/g, " ").trim())
        .filter((text) => /Foyer (Solana )?Test Wallet/.test(text)),
    ).toEqual(["Foyer Test Wallet Installed", `${solanaName} Installed`])
    expect(errors).toEqual([])
  })

  it("connects on the Foyer Solana Devnet and shows its SOL balance, and its tokens in the Account view, as the devnet reports them; no axe violations", async () => {
    const { page, errors } = await open()

    await connectSolanaWallet(page)
    const held = await solanaHoldings()
    expect(held).toEqual({ sol: "10000", fusd: "10000" })
    await expect
      .poll(() => networkButton(page).textContent(), { timeout: stepTimeoutMs })
      .toBe("Network: Foyer Solana Devnet")
    await visible(solanaAccountButton(page).filter({ hasText: `${formatBalance(held.sol)} SOL` }))
    // The wallet was asked to connect and to nothing else.
    expect(
      await page.evaluate(() => window.foyerSolanaTestWallet?.requests.map((r) => r.feature)),
    ).toEqual(["standard:connect"])

    await solanaAccountButton(page).click()
    const account = dialog(page, "Account")
    await visible(account.getByRole("list", { name: "Tokens", exact: true }))
    await expect
      .poll(() => tokenRows(account), { timeout: stepTimeoutMs })
      .toEqual([
        `Solana ${formatBalance(held.sol)} SOL ${formatUsd(Number(held.sol) * solPriceUsd)}`,
        `Foyer USD ${formatBalance(held.fusd)} FUSD ${formatUsd(Number(held.fusd))}`,
      ])
    expect(await runAxe(page)).toEqual([])
    expect(errors).toEqual([])
  })

  it("with the Foyer Test Wallet connected too, each family keeps its account: choosing an EVM network shows the EVM account and its ETH, choosing the Solana devnet again its SOL", async () => {
    const { page, errors } = await open()
    await connectSolanaWallet(page)
    const evmAccount = suite.site.sandbox.devnets[0].accounts[plainEvmAccount]!.address

    // An EVM network while only Solana is connected: the kit asks to connect an EVM wallet.
    await chooseNetworkNamed(page, "Foyer Devnet")
    const switchChain = dialog(page, "Switch Chain")
    await visible(switchChain)
    await switchChain.getByRole("button", { name: "Switch to EVM Networks", exact: true }).click()
    await testWalletButton(page).click()
    await modalClosed(page)
    const ether = await devnetPublicClient(suite.site.sandbox.devnets[0]).getBalance({
      address: evmAccount,
    })
    await visible(
      accountButton(page, evmAccount).filter({
        hasText: `${formatBalance(formatEther(ether))} ETH`,
      }),
    )
    expect(await networkButton(page).textContent()).toBe("Network: Foyer Devnet")

    // Back on the Solana devnet: its connection was kept, with no new request to the wallet.
    await chooseNetworkNamed(page, "Foyer Solana Devnet")
    await modalClosed(page)
    const held = await solanaHoldings()
    await visible(solanaAccountButton(page).filter({ hasText: `${formatBalance(held.sol)} SOL` }))
    expect(await networkButton(page).textContent()).toBe("Network: Foyer Solana Devnet")
    expect(
      await page.evaluate(() => window.foyerSolanaTestWallet?.requests.map((r) => r.feature)),
    ).toEqual(["standard:connect"])
    expect(errors).toEqual([])
  })
})
