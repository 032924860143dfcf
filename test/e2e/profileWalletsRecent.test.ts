// End to end in Chromium on the sandbox (issue 36 item 5, spec 3 recentConnections): with an EVM
// wallet and the sandbox's Solana wallet connected at once (?multiWallet=on), disconnecting the
// Solana one in ProfileWallets lists it under the Solana family's recent wallets; its Connect
// connects it again from there, and the Account view shows its account and devnet balance.
import { createSolanaRpc } from "@solana/kit"
import type { Locator, Page } from "playwright-core"
import { formatUnits } from "viem"
import { describe, expect, it } from "vitest"
import { walletButton } from "../../testing/modalLocators"
import { formatBalance } from "../../ui/format/formatBalance"
import { shortenAddress } from "../../ui/format/shortenAddress"
import {
  accountButton,
  chooseNetwork,
  closeModal,
  connectTestWallet,
  dialog,
  stepTimeoutMs,
  visible,
} from "./demoPageFlows"
import { demoSuite } from "./demoSuite"
import { runAxe } from "./runAxe"
import { testWallet } from "./testWallet"

const suite = demoSuite("e2e-profile-wallets-recent")

/** An EVM account without a name in the sandbox's registry, so the kit shows its address. */
const evmIndex = 5
const evmAddress = () => suite.site.sandbox.devnets[0].accounts[evmIndex]!.address
/** The Solana test wallet's first account: the Solana devnet's first. */
const solanaAddress = () => suite.site.sandbox.solana.accounts[0]!.address
const solanaWallet = "Foyer Solana Test Wallet"

/** The Solana account's balance as the Solana devnet reports it, formatted as the kit shows it. */
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

/** A list of ProfileWallets by its name, and its row of `address`. */
const rowIn = (wallets: Locator, list: string, address: string) =>
  wallets
    .getByRole("list", { name: list, exact: true })
    .getByRole("listitem")
    .filter({ hasText: shortenAddress(address) })

describe("ProfileWallets' recent wallets, in Chromium", { timeout: 180_000 }, () => {
  it("spec 3 recentConnections: the Solana wallet disconnected in ProfileWallets is listed under Solana's recent wallets; Connect there connects it again and the Account view shows it", async () => {
    const opened = await suite.openPage({ solanaWallet: true, query: "?multiWallet=on" })
    const { page } = opened
    await testWallet(page).setAccount(evmIndex)
    await connectTestWallet(page, evmAddress())

    // The Solana test wallet beside it, through SwitchActiveChain.
    await chooseNetwork(page, "Foyer Solana Devnet")
    const switchChain = dialog(page, "Switch Chain")
    await visible(switchChain)
    await switchChain.getByRole("button", { name: "Switch to Solana", exact: true }).click()
    await walletButton(page, solanaWallet).click()
    await page.getByRole("dialog").waitFor({ state: "hidden", timeout: stepTimeoutMs })
    await visible(solanaButton(page))

    // Disconnect it in ProfileWallets: the EVM wallet becomes current, the Solana one recent.
    const wallets = await openWallets(page, solanaButton(page))
    await rowIn(wallets, "Solana", solanaAddress())
      .getByRole("button", { name: /^Disconnect / })
      .click()
    const recent = rowIn(wallets, "Recent wallets (Solana)", solanaAddress())
    await visible(recent)
    await visible(
      rowIn(wallets, "EVM Networks", evmAddress()).getByText("Current", { exact: true }),
    )
    await visible(recent.getByText(solanaWallet, { exact: true }))
    expect(await wallets.getByRole("list", { name: "Solana", exact: true }).count()).toBe(0)
    expect(await runAxe(page)).toEqual([])

    // Connect it again from the list: it is connected and current, and no longer recent.
    const connect = recent.getByRole("button", {
      name: `Connect ${solanaWallet} ${shortenAddress(solanaAddress())}`,
      exact: true,
    })
    // By keyboard, as the rest of the view.
    await connect.focus()
    await page.keyboard.press("Enter")
    await visible(rowIn(wallets, "Solana", solanaAddress()).getByText("Current", { exact: true }))
    await wallets
      .getByRole("list", { name: "Recent wallets (Solana)", exact: true })
      .waitFor({ state: "detached", timeout: stepTimeoutMs })
    await visible(rowIn(wallets, "EVM Networks", evmAddress()).getByText("Active", { exact: true }))
    await visible(wallets.getByRole("status").getByText(`${solanaWallet} is connected.`))

    // The Account view shows the Solana account again, with its devnet balance.
    await closeModal(page)
    await visible(solanaButton(page).filter({ hasText: await solShown() }))
    await solanaButton(page).click()
    const account = dialog(page, "Account")
    await visible(account)
    await visible(account.getByText(shortenAddress(solanaAddress())).first())
    await visible(account.getByText(await solShown()).first())
    expect(await accountButton(page, evmAddress()).count()).toBe(0)
    expect(opened.errors).toEqual([])
  })
})
