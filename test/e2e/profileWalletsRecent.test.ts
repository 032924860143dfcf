// End to end in Chromium on the sandbox (issue 36 item 5, spec 3 recentConnections): with an EVM
// wallet and the sandbox's Solana wallet connected at once (?multiWallet=on), disconnecting the
// Solana one in ProfileWallets lists it under the Solana family's recent wallets; its Connect
// connects it again from there, and the Account view shows its account and devnet balance.
import { describe, expect, it } from "vitest"
import { shortenAddress } from "../../ui/format/shortenAddress"
import { accountButton, closeModal, dialog, stepTimeoutMs, visible } from "./demoPageFlows"
import { demoSuite } from "./demoSuite"
import { evmAndSolana, openWallets, rowIn, solanaWallet } from "./evmAndSolana"
import { runAxe } from "./runAxe"

const suite = demoSuite("e2e-profile-wallets-recent")

/** EVM account 5 has no name in the sandbox's registry, so the kit shows its address. */
const { evmAddress, solanaAddress, solShown, solanaButton, openWithBoth } = evmAndSolana(suite, 5)

describe("ProfileWallets' recent wallets, in Chromium", { timeout: 180_000 }, () => {
  it("spec 3 recentConnections: the Solana wallet disconnected in ProfileWallets is listed under Solana's recent wallets; Connect there connects it again and the Account view shows it", async () => {
    // The EVM test wallet, and the Solana test wallet beside it through SwitchActiveChain.
    const opened = await openWithBoth()
    const { page } = opened

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
