// An EVM wallet and the sandbox's Solana wallet connected at once (?multiWallet=on), for the
// end-to-end files that check the kit with one wallet of each family: the accounts, the Solana
// account's button and balance, ProfileWallets' lists, and the connecting of both.
import { createSolanaRpc } from "@solana/kit"
import type { Locator, Page } from "playwright-core"
import { formatUnits } from "viem"
import { walletButton } from "../../testing/modalLocators"
import { formatBalance } from "../../ui/format/formatBalance"
import { shortenAddress } from "../../ui/format/shortenAddress"
import { chooseNetwork, connectTestWallet, dialog, stepTimeoutMs, visible } from "./demoPageFlows"
import type { DemoSuite } from "./demoSuite"
import type { DemoPage } from "./openDemoPage"
import { testWallet } from "./testWallet"

/** The sandbox's Solana test wallet, as the kit lists it. */
export const solanaWallet = "Foyer Solana Test Wallet"

/** Account → Wallets: the ProfileWallets view. */
export const openWallets = async (page: Page, button: Locator): Promise<Locator> => {
  await button.click()
  const account = dialog(page, "Account")
  await visible(account)
  await account.getByRole("button", { name: "Wallets", exact: true }).click()
  const list = dialog(page, "Wallets")
  await visible(list)
  return list
}

/** A list of ProfileWallets by its name (a family, or its recent wallets), and its row of `address`. */
export const rowIn = (wallets: Locator, list: string, address: string) =>
  wallets
    .getByRole("list", { name: list, exact: true })
    .getByRole("listitem")
    .filter({ hasText: shortenAddress(address) })

/**
 * The EVM test wallet's account `evmIndex` and the Solana test wallet's first account (the
 * Solana devnet's first) on the suite's sandbox. Pick an EVM account without a name in the
 * sandbox's registry, so the kit shows its address.
 */
export const evmAndSolana = (suite: DemoSuite, evmIndex: number) => {
  const evmAddress = () => suite.site.sandbox.devnets[0].accounts[evmIndex]!.address
  const solanaAddress = () => suite.site.sandbox.solana.accounts[0]!.address

  /** The Solana account's balance as the Solana devnet reports it, formatted as the kit shows it. */
  const solShown = async () => {
    const rpc = createSolanaRpc(suite.site.sandbox.urls.solana.rpcUrl)
    const lamports = await rpc.getBalance(solanaAddress()).send()
    return `${formatBalance(formatUnits(lamports.value, 9))} SOL`
  }

  /** The account button of the Solana account: its base58 address shortened. */
  const solanaButton = (page: Page) =>
    page.getByRole("button", { name: new RegExp(`^${shortenAddress(solanaAddress())}`) })

  /**
   * Opens the demo with both test wallets and connects the EVM one, then the Solana one beside
   * it: the Solana devnet while only EVM is connected makes SwitchActiveChain ask for a Solana
   * wallet. Returns once the modal has closed and the Solana account's button shows.
   */
  const openWithBoth = async (): Promise<DemoPage> => {
    const opened = await suite.openPage({ solanaWallet: true, query: "?multiWallet=on" })
    const { page } = opened
    await testWallet(page).setAccount(evmIndex)
    await connectTestWallet(page, evmAddress())
    await chooseNetwork(page, "Foyer Solana Devnet")
    const switchChain = dialog(page, "Switch Chain")
    await visible(switchChain)
    await switchChain.getByRole("button", { name: "Switch to Solana", exact: true }).click()
    await walletButton(page, solanaWallet).click()
    await page.getByRole("dialog").waitFor({ state: "hidden", timeout: stepTimeoutMs })
    await visible(solanaButton(page))
    return opened
  }

  return { evmAddress, solanaAddress, solShown, solanaButton, openWithBoth }
}
