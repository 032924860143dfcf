// End to end in Chromium on the sandbox (issue 36's acceptance): an EVM wallet and the sandbox's
// Solana wallet connected at the same time (?multiWallet=on). ProfileWallets lists one under
// "EVM Networks" and one under "Solana"; switching between them makes each the Account view's
// account with its own devnet balance (read back here over each chain's own RPC); a reload
// restores both; disconnecting the current one leaves the other current.
import { formatEther } from "viem"
import { describe, expect, it } from "vitest"
import { devnetPublicClient } from "../../sandbox/devnet/devnetClients"
import { formatBalance } from "../../ui/format/formatBalance"
import { accountButton, closeModal, networkButton, visible } from "./demoPageFlows"
import { demoSuite } from "./demoSuite"
import { evmAndSolana, rowIn as familyRow, openWallets } from "./evmAndSolana"
import { runAxe } from "./runAxe"

const suite = demoSuite("e2e-several-chains")

/** EVM account 4 has no name in the sandbox's registry, so the kit shows its address. */
const { evmAddress, solanaAddress, solShown, solanaButton, openWithBoth } = evmAndSolana(suite, 4)

/** The EVM account's balance as its devnet reports it over its own RPC, formatted as the kit shows it. */
const ethShown = async () =>
  `${formatBalance(
    formatEther(
      await devnetPublicClient(suite.site.sandbox.devnets[0]).getBalance({ address: evmAddress() }),
    ),
  )} ETH`

describe("an EVM wallet and a Solana wallet at once, in Chromium", { timeout: 180_000 }, () => {
  it("both connect; ProfileWallets switches between them, each with its own devnet balance; a reload restores both; disconnecting the current one leaves the other current", async () => {
    // The EVM wallet, then the Solana devnet while only EVM is connected: SwitchActiveChain asks
    // for a Solana wallet. The Solana account shows its balance over the Solana devnet's RPC.
    const opened = await openWithBoth()
    const { page } = opened
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
