// End to end in Chromium on the sandbox (issue 36 item 5, ConnectingMultiChain): one wallet that
// announces itself both over EIP-6963 (the Foyer Test Wallet, EVM) and through the Wallet
// Standard (the sandbox's Solana test wallet, given the same name here) is listed once in the
// Connect view. Picking it shows 'Select Chain' with its two families; picking Solana connects
// its Solana account. Back in the Connect view (ProfileWallets' Add wallet), the Solana family
// shows Connected and picking EVM Networks connects the EVM account: one connection per family,
// both held.
import { formatEther } from "viem"
import { describe, expect, it } from "vitest"
import { devnetPublicClient } from "../../sandbox/devnet/devnetClients"
import {
  buildSolanaTestWallet,
  solanaTestWalletScript,
} from "../../sandbox/solanaWallet/buildSolanaTestWallet"
import { testWalletName } from "../../sandbox/wallet/testWalletInfo"
import { walletButton } from "../../testing/modalLocators"
import { formatBalance } from "../../ui/format/formatBalance"
import { shortenAddress } from "../../ui/format/shortenAddress"
import { accountButton, connectButton, dialog, stepTimeoutMs, visible } from "./demoPageFlows"
import { demoSuite } from "./demoSuite"
import type { DemoPage } from "./openDemoPage"
import { runAxe } from "./runAxe"
import { tabUntilFocused } from "./sendFlows"
import { testWallet } from "./testWallet"

const suite = demoSuite("e2e-connecting-multi-chain")

/** An EVM account without a name in the sandbox's registry, so the kit shows its address. */
const plainEvmAccount = 3

const evmAccount = () => {
  const account = suite.site.sandbox.devnets[0].accounts[plainEvmAccount]
  if (account === undefined) throw new Error(`no devnet account ${plainEvmAccount}`)
  return account.address
}

/** The Solana test wallet's first account: the Solana devnet's first. */
const solanaAccount = () => {
  const account = suite.site.sandbox.solana.accounts[0]
  if (account === undefined) throw new Error("no Solana devnet account")
  return account.address
}

/**
 * The demo (with ProfileWallets, `?multiWallet=on`) with the EVM test wallet and the sandbox's
 * Solana test wallet under the EVM one's name: one wallet in two chain families.
 */
const open = async (): Promise<DemoPage> => {
  const opened = await suite.openPage({ navigate: false })
  const { sandbox } = suite.site
  const script = solanaTestWalletScript(await buildSolanaTestWallet(), {
    secretKeys: sandbox.solana.accounts.map((account) => account.secretKey),
    rpcUrl: sandbox.urls.solana.rpcUrl,
    chains: [sandbox.solana.caipNetworkId],
    name: testWalletName,
  })
  await opened.page.addInitScript({ content: script })
  // The Wallet Standard's app tells wallets it is there when the kit first reads the registry
  // (@wallet-standard/app's getWallets dispatches 'wallet-standard:app-ready'): from then on the
  // kit lists the Solana side too, and the two sides are one entry.
  await opened.page.addInitScript({
    content:
      'window.addEventListener("wallet-standard:app-ready", () => { window.__foyerStandardAppReady = true })',
  })
  await opened.page.goto(new URL("?multiWallet=on", suite.site.demo.url).href)
  await visible(connectButton(opened.page))
  await testWallet(opened.page).setAccount(plainEvmAccount)
  return opened
}

/** The buttons of the family list of 'Select Chain', as a reader meets them. */
const familyRows = (chains: ReturnType<typeof dialog>) =>
  chains.getByRole("list", { name: "Chains", exact: true }).getByRole("button")

/** Picks the row named `name` (it may carry a tag) by the keyboard alone. */
const pickByKeyboard = async (page: DemoPage["page"], row: ReturnType<typeof dialog>) => {
  expect(await tabUntilFocused(page, row)).toBe(true)
  await page.keyboard.press("Enter")
}

/** Waits for the modal to close by itself, as it does once a connection is made. */
const modalClosed = (page: DemoPage["page"]) =>
  page.getByRole("dialog").waitFor({ state: "hidden", timeout: stepTimeoutMs })

/** The page's account button of the Solana account: its base58 address shortened. */
const solanaAccountButton = (page: DemoPage["page"]) =>
  page.getByRole("button", { name: new RegExp(`^${shortenAddress(solanaAccount())}`) })

describe("ConnectingMultiChain in Chromium", { timeout: 180_000 }, () => {
  it("lists a wallet of EVM and Solana once; 'Select Chain' connects Solana, then, from the Connect view again, EVM beside it: both held; wallet and families picked by keyboard, no axe violations", async () => {
    const { page, errors } = await open()
    // The two sides of the wallet are there: the Solana one registered under the EVM one's name.
    expect(await page.evaluate(() => window.foyerSolanaTestWallet?.addresses[0])).toBe(
      solanaAccount(),
    )

    await connectButton(page).click()
    const connect = dialog(page, "Connect Wallet")
    await visible(connect)
    const listed = connect.getByRole("button", { name: /^Foyer Test Wallet/ })
    await expect.poll(() => listed.count(), { timeout: stepTimeoutMs }).toBe(1)
    // Picked before the kit read the registry, the entry would be the EVM side alone.
    await page.waitForFunction(
      () => (window as { __foyerStandardAppReady?: boolean }).__foyerStandardAppReady === true,
      undefined,
      { timeout: stepTimeoutMs },
    )
    await visible(walletButton(page, testWalletName))
    await pickByKeyboard(page, walletButton(page, testWalletName))

    const chains = dialog(page, "Select Chain")
    await visible(chains)
    await visible(chains.getByText(testWalletName, { exact: true }))
    expect(await familyRows(chains).allInnerTexts()).toEqual(["EVM Networks", "Solana"])
    expect(await runAxe(page)).toEqual([])
    // Neither side was asked anything yet.
    expect(await page.evaluate(() => window.foyerSolanaTestWallet?.requests.length)).toBe(0)

    // Solana: the Wallet Standard side connects, and only it.
    await pickByKeyboard(page, familyRows(chains).filter({ hasText: "Solana" }))
    await modalClosed(page)
    await visible(solanaAccountButton(page))
    expect(
      await page.evaluate(() => window.foyerSolanaTestWallet?.requests.map((r) => r.feature)),
    ).toEqual(["standard:connect"])
    expect(await accountButton(page, evmAccount()).count()).toBe(0)

    // Back to the Connect view (Account → Wallets → Add wallet), the same wallet again.
    await solanaAccountButton(page).click()
    const account = dialog(page, "Account")
    await visible(account)
    await account.getByRole("button", { name: "Wallets", exact: true }).click()
    const wallets = dialog(page, "Wallets")
    await visible(wallets)
    await wallets.getByRole("button", { name: "Add wallet", exact: true }).click()
    await visible(connect)
    await walletButton(page, testWalletName).click()
    await visible(chains)
    // The Solana side is held: marked Connected, and not offered again.
    expect(
      (await familyRows(chains).allInnerTexts()).map((text) => text.replace(/\s+/g, " ").trim()),
    ).toEqual(["EVM Networks", "Solana Connected"])
    expect(
      await familyRows(chains).filter({ hasText: "Solana" }).getAttribute("aria-disabled"),
    ).toBe("true")
    expect(await runAxe(page)).toEqual([])

    // EVM Networks: the EIP-6963 side connects beside it.
    await pickByKeyboard(page, familyRows(chains).filter({ hasText: "EVM Networks" }))
    await modalClosed(page)
    const ether = await devnetPublicClient(suite.site.sandbox.devnets[0]).getBalance({
      address: evmAccount(),
    })
    await visible(
      accountButton(page, evmAccount()).filter({
        hasText: `${formatBalance(formatEther(ether))} ETH`,
      }),
    )

    // One connection per family: ProfileWallets lists each side under its family.
    await accountButton(page, evmAccount()).click()
    await visible(account)
    await account.getByRole("button", { name: "Wallets", exact: true }).click()
    await visible(wallets)
    const evm = wallets.getByRole("list", { name: "EVM Networks", exact: true })
    const solana = wallets.getByRole("list", { name: "Solana", exact: true })
    await visible(evm.getByText(shortenAddress(evmAccount()), { exact: true }))
    await visible(solana.getByText(shortenAddress(solanaAccount()), { exact: true }))
    expect(
      await page.evaluate(() => window.foyerSolanaTestWallet?.requests.map((r) => r.feature)),
    ).toEqual(["standard:connect"])
    expect(errors).toEqual([])
  })
})
