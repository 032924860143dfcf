// End to end in Chromium: spec 2's navigation rules as a visitor meets them on the demo. The
// plan over its usage limit (the sandbox's usageLimitExceeded fault) turns the connecting view
// into UsageExceeded, and a network chosen in the list opens SwitchNetwork for it.
import { describe, expect, it } from "vitest"
import type { TestWalletChain } from "../../sandbox/wallet/TestWalletState"
import {
  connectButton,
  connectTestWallet,
  dialog,
  networkButton,
  stepTimeoutMs,
  testWalletButton,
  visible,
} from "./demoPageFlows"
import { demoSuite } from "./demoSuite"
import { runAxe } from "./runAxe"
import { saveScreenshot } from "./saveScreenshot"
import { testWallet } from "./testWallet"

const suite = demoSuite("e2e-navigation")

/** An account without a name in the sandbox's registry, so the kit shows its address. */
const plainAccount = 3
const plainAddress = () => {
  const account = suite.site.sandbox.devnets[0].accounts[plainAccount]
  if (account === undefined) throw new Error("no devnet account")
  return account.address
}

const bothDevnets: ReadonlyArray<TestWalletChain> = [
  { chainId: 31337, name: "Foyer Devnet" },
  { chainId: 31338, name: "Foyer Devnet 2" },
]

describe("the plan over its usage limit (spec 2)", { timeout: 90_000 }, () => {
  it("choosing the injected wallet lands on UsageExceeded, and the wallet is not asked to connect", async () => {
    const { faults } = suite.site.sandbox.api
    faults.reset()
    const { page } = await suite.openPage()
    await visible(connectButton(page))
    await testWallet(page).setAccount(plainAccount)
    // The project's configuration (supported-chains) will say the plan is over its limit.
    faults.arm({
      operationId: "getSupportedChains",
      count: 1,
      fault: { kind: "usageLimitExceeded" },
    })
    await connectButton(page).click()
    await visible(dialog(page, "Connect Wallet"))
    // Opening asked the provider nothing: the plan is learned when the visitor chooses.
    expect(faults.counts().getSupportedChains).toBeUndefined()
    await testWalletButton(page).click()
    const exceeded = dialog(page, "Usage Limit Reached")
    await visible(
      exceeded.getByText(
        "This app has reached its usage limit, so wallets cannot be connected right now. Please try again later.",
        { exact: true },
      ),
    )
    expect(await runAxe(page)).toEqual([])
    await saveScreenshot(page, "usage-exceeded", "usage-exceeded")
    expect(faults.counts().getSupportedChains).toBe(1)
    expect(
      (await testWallet(page).requests()).filter((r) => r.method === "eth_requestAccounts"),
    ).toEqual([])
    // Back returns to the wallet list; the page is still not connected.
    await exceeded.getByRole("button", { name: "Back", exact: true }).click()
    await visible(dialog(page, "Connect Wallet"))
  })

  it("within its limit, the same choice connects (the fault is what redirects)", async () => {
    suite.site.sandbox.api.faults.reset()
    const { page } = await suite.openPage()
    await visible(connectButton(page))
    await testWallet(page).setAccount(plainAccount)
    await connectTestWallet(page, plainAddress())
    expect(suite.site.sandbox.api.faults.counts().getSupportedChains).toBeGreaterThanOrEqual(1)
  })
})

describe("choosing a network (spec 2, network switching target view)", { timeout: 90_000 }, () => {
  it("a network chosen in the list opens SwitchNetwork for it while the wallet decides, then the modal goes back", async () => {
    const { page } = await suite.openPage({ wallet: { chains: bothDevnets } })
    await visible(connectButton(page))
    const wallet = testWallet(page)
    await wallet.setAccount(plainAccount)
    await connectTestWallet(page, plainAddress())
    await wallet.setBehaviour("wallet_switchEthereumChain", { delayMs: 600_000 })
    await networkButton(page).click()
    const networks = dialog(page, "Select Network")
    await visible(networks)
    // The active network: nothing happens.
    await networks.getByRole("button", { name: /^Foyer Devnet(?! 2)/ }).click()
    await visible(networks)
    await networks.getByRole("button", { name: /^Foyer Devnet 2/ }).click()
    const switching = dialog(page, "Switch Network")
    await visible(switching.getByText("Approve the network switch in your wallet."))
    expect(await runAxe(page)).toEqual([])
    await wallet.release("wallet_switchEthereumChain", "approve")
    await expect
      .poll(() => networkButton(page).textContent(), { timeout: stepTimeoutMs })
      .toBe("Network: Foyer Devnet 2")
    await page.getByRole("dialog").waitFor({ state: "hidden", timeout: stepTimeoutMs })
    expect(
      (await wallet.requests())
        .filter((r) => r.method === "wallet_switchEthereumChain")
        .map((r) => r.params),
    ).toEqual([[{ chainId: "0x7a6a" }]])
  })
})
