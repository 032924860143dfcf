// End to end in Chromium on the sandbox (issue 36's acceptance, item 3): the demo as a Bitcoin
// site too (?bitcoin=on, the bitcoin plugin) and the sandbox WalletConnect wallet serving the
// bip122 namespace with the sandbox's Bitcoin regtest account. Over one WalletConnect session
// the page holds the wallet's EVM account and its Bitcoin one; on the Foyer Bitcoin Regtest the
// Account view shows the Bitcoin address and its BTC balance (read back here over the chain's
// Esplora API), and a message the wallet signs there verifies for that address.
import { formatUnits } from "viem"
import { afterEach, describe, expect, it } from "vitest"
import { verifyBitcoinMessage } from "../../sandbox/bitcoin/bitcoinMessage"
import type { WalletConnectWallet } from "../../sandbox/walletConnectWallet/createWalletConnectWallet"
import { formatBalance } from "../../ui/format/formatBalance"
import { shortenAddress } from "../../ui/format/shortenAddress"
import { chooseNetwork, closeAfterConnect, networkButton, visible } from "./demoPageFlows"
import { demoSuite } from "./demoSuite"
import { runAxe } from "./runAxe"
import {
  chooseWalletConnect,
  openForWalletConnect,
  startSandboxWalletConnectWallet,
} from "./walletConnectFlows"

const suite = demoSuite("e2e-bitcoin-walletconnect")
const wallets: Array<WalletConnectWallet> = []
afterEach(async () => {
  for (const wallet of wallets.splice(0)) await wallet.close()
})

/** The wallet's Bitcoin account: the sandbox regtest's first. */
const bitcoinAddress = () => suite.site.sandbox.bitcoin.accounts[0]!.address

/** The account's BTC as the chain's Esplora API reports it, formatted as the kit shows it. */
const btcShown = async () => {
  const response = await fetch(
    `${suite.site.sandbox.urls.bitcoin.esploraUrl}/address/${bitcoinAddress()}`,
  )
  const { chain_stats: stats } = (await response.json()) as {
    chain_stats: { funded_txo_sum: number; spent_txo_sum: number }
  }
  return `${formatBalance(formatUnits(BigInt(stats.funded_txo_sum - stats.spent_txo_sum), 8))} BTC`
}

describe("a Bitcoin account over WalletConnect, in Chromium", { timeout: 180_000 }, () => {
  it("connects with the sandbox WalletConnect wallet, shows its Bitcoin address and balance on the Foyer Bitcoin Regtest, and signs a message that verifies", async () => {
    const { page, errors } = await openForWalletConnect(suite, "?bitcoin=on")
    const wallet = await startSandboxWalletConnectWallet(
      suite,
      suite.site.sandbox.devnets[0].accounts[7]!.privateKey,
      { bitcoin: true },
    )
    wallets.push(wallet)
    await wallet.pair(await chooseWalletConnect(page))
    const proposal = await wallet.nextProposal()
    expect(proposal.chains).toContain(suite.site.sandbox.urls.bitcoin.caipNetworkId)
    await wallet.approveSession()
    // The session's EVM account comes first; its Bitcoin one is held beside it.
    await closeAfterConnect(page, wallet.address)

    await chooseNetwork(page, "Foyer Bitcoin Regtest")
    const bitcoinButton = page.getByRole("button", {
      name: new RegExp(`^${shortenAddress(bitcoinAddress())}`),
    })
    await visible(bitcoinButton.filter({ hasText: await btcShown() }))
    expect(await networkButton(page).textContent()).toBe("Network: Foyer Bitcoin Regtest")
    expect(await runAxe(page)).toEqual([])

    await page.getByRole("textbox", { name: "Message" }).fill("Sign in to the Foyer demo")
    await page.getByRole("button", { name: "Sign", exact: true }).click()
    const request = await wallet.nextRequest()
    expect(request).toMatchObject({
      method: "signMessage",
      chainId: suite.site.sandbox.urls.bitcoin.caipNetworkId,
    })
    await wallet.approveRequest()
    const shown = page.getByText(/^Signature: /)
    await visible(shown)
    const signature = (await shown.textContent())?.slice("Signature: ".length) ?? ""
    expect(verifyBitcoinMessage(bitcoinAddress(), "Sign in to the Foyer demo", signature)).toBe(
      true,
    )
    expect(errors).toEqual([])
  })
})
