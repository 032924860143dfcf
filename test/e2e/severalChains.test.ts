// End to end in Chromium on the sandbox (issue 36's acceptance): an EVM wallet and the sandbox's
// Solana wallet connected at the same time (?multiWallet=on). ProfileWallets lists one under
// "EVM Networks" and one under "Solana"; switching between them makes each the Account view's
// account with its own devnet balance (read back here over each chain's own RPC); a reload
// restores both; disconnecting the current one leaves the other current.
import { createSolanaRpc } from "@solana/kit"
import type { Locator, Page } from "playwright-core"
import { formatEther, formatUnits } from "viem"
import { describe, expect, it } from "vitest"
import { devnetPublicClient } from "../../sandbox/devnet/devnetClients"
import { walletButton } from "../../testing/modalLocators"
import { formatBalance } from "../../ui/format/formatBalance"
import { shortenAddress } from "../../ui/format/shortenAddress"
import {
  accountButton,
  chooseNetwork,
  closeModal,
  connectTestWallet,
  dialog,
  networkButton,
  stepTimeoutMs,
  visible,
} from "./demoPageFlows"
import { demoSuite } from "./demoSuite"
import { runAxe } from "./runAxe"
import { testWallet } from "./testWallet"

const suite = demoSuite("e2e-several-chains")

/** An EVM account without a name in the sandbox's registry, so the kit shows its address. */
const evmIndex = 4
const evmAddress = () => suite.site.sandbox.devnets[0].accounts[evmIndex]!.address
/** The Solana test wallet's first account: the Solana devnet's first. */
const solanaAddress = () => suite.site.sandbox.solana.accounts[0]!.address

/** Each account's balance as its chain reports it over its own RPC, formatted as the kit shows it. */
const ethShown = async () =>
  `${formatBalance(
    formatEther(
      await devnetPublicClient(suite.site.sandbox.devnets[0]).getBalance({ address: evmAddress() }),
    ),
  )} ETH`
const solShown = async () => {
  const rpc = createSolanaRpc(suite.site.sandbox.urls.solana.rpcUrl)
  const lamports = await rpc.getBalance(solanaAddress()).send()
  return `${formatBalance(formatUnits(lamports.value, 9))} SOL`
}

/** The account button of the Solana account: its base58 address shortened. */
const solanaButton = (page: Page) =>
  page.getByRole("button", { name: new RegExp(`^${shortenAddress(solanaAddress())}`) })

/** Account → Wallets: the ProfileWallets view. */
const openWallets = async (page: Page, button: Locator): Promise<Locator> => {
  await button.click()
  const account = dialog(page, "Account")
  await visible(account)
  await account.getByRole("button", { name: "Wallets", exact: true }).click()
  const list = dialog(page, "Wallets")
  await visible(list)
  return list
}

/** A family's list in ProfileWallets, and its one row. */
const familyRow = (list: Locator, family: string, address: string) =>
  list
    .getByRole("list", { name: family, exact: true })
    .getByRole("listitem")
    .filter({ hasText: shortenAddress(address) })

describe("an EVM wallet and a Solana wallet at once, in Chromium", { timeout: 180_000 }, () => {
  it("both connect; ProfileWallets switches between them, each with its own devnet balance; a reload restores both; disconnecting the current one leaves the other current", async () => {
    const opened = await suite.openPage({ solanaWallet: true, query: "?multiWallet=on" })
    const { page } = opened
    await testWallet(page).setAccount(evmIndex)
    await connectTestWallet(page, evmAddress())

    // The Solana devnet while only EVM is connected: SwitchActiveChain asks for a Solana wallet.
    await chooseNetwork(page, "Foyer Solana Devnet")
    const switchChain = dialog(page, "Switch Chain")
    await visible(switchChain)
    await switchChain.getByRole("button", { name: "Switch to Solana", exact: true }).click()
    await walletButton(page, "Foyer Solana Test Wallet").click()
    await page.getByRole("dialog").waitFor({ state: "hidden", timeout: stepTimeoutMs })
    await visible(solanaButton(page).filter({ hasText: await solShown() }))

    // Both are listed, each under its family; the Solana one is current.
    const wallets = await openWallets(page, solanaButton(page))
    const evmRow = familyRow(wallets, "EVM Networks", evmAddress())
    const solanaRow = familyRow(wallets, "Solana", solanaAddress())
    await visible(evmRow.getByText("Active", { exact: true }))
    await visible(solanaRow.getByText("Current", { exact: true }))
    expect(await runAxe(page)).toEqual([])

    // Switch to the EVM wallet: its address and ETH, on the EVM devnet.
    await evmRow.getByRole("button", { name: /^Switch to / }).click()
    await visible(evmRow.getByText("Current", { exact: true }))
    await closeModal(page)
    await visible(accountButton(page, evmAddress()).filter({ hasText: await ethShown() }))
    expect(await networkButton(page).textContent()).toBe("Network: Foyer Devnet")

    // And back to the Solana wallet: its address and SOL, on the Solana devnet.
    const again = await openWallets(page, accountButton(page, evmAddress()))
    await familyRow(again, "Solana", solanaAddress())
      .getByRole("button", { name: /^Switch to / })
      .click()
    await closeModal(page)
    await visible(solanaButton(page).filter({ hasText: await solShown() }))
    expect(await networkButton(page).textContent()).toBe("Network: Foyer Solana Devnet")

    // A reload restores both, the Solana wallet still current.
    await page.reload()
    await visible(solanaButton(page))
    const restored = await openWallets(page, solanaButton(page))
    await visible(familyRow(restored, "EVM Networks", evmAddress()).getByText("Active"))
    await visible(familyRow(restored, "Solana", solanaAddress()).getByText("Current"))

    // Disconnecting the current (Solana) wallet leaves the EVM one current.
    await familyRow(restored, "Solana", solanaAddress())
      .getByRole("button", { name: /^Disconnect / })
      .click()
    await visible(familyRow(restored, "EVM Networks", evmAddress()).getByText("Current"))
    await closeModal(page)
    await visible(accountButton(page, evmAddress()).filter({ hasText: await ethShown() }))
    expect(opened.errors).toEqual([])
  })
})
