import { describe, expect, it } from "vitest"
import type { TestWalletChain } from "../../sandbox/wallet/TestWalletState"
import {
  chooseNetwork,
  closeModal,
  connectButton,
  connectTestWallet,
  dialog,
  networkButton,
  stepTimeoutMs,
  tabTo,
  visible,
} from "./demoPageFlows"
import { demoSuite } from "./demoSuite"
import type { DemoPage } from "./openDemoPage"
import { saveScreenshot } from "./saveScreenshot"
import { testWallet } from "./testWallet"

const suite = demoSuite("e2e-network")
let opened: DemoPage | undefined

const bothDevnets: ReadonlyArray<TestWalletChain> = [
  { chainId: 31337, name: "Foyer Devnet" },
  { chainId: 31338, name: "Foyer Devnet 2" },
]
/** An account without a name in the sandbox's registry, so the kit shows its address. */
const plainAccount = 3

/** Opens the demo and connects the test wallet (knowing `chains`) on Foyer Devnet. */
const openConnected = async (chains?: ReadonlyArray<TestWalletChain>) => {
  opened = await suite.openPage(chains === undefined ? {} : { wallet: { chains } })
  const { page } = opened
  await visible(connectButton(page))
  await testWallet(page).setAccount(plainAccount)
  const account = suite.site.sandbox.devnets[0].accounts[plainAccount]
  if (account === undefined) throw new Error("no devnet account")
  await connectTestWallet(page, account.address)
  await expect.poll(() => networkButton(page).textContent()).toBe("Network: Foyer Devnet")
  return page
}

/** What the kit asks before each balance load (asset discovery, EIP-5792 and EIP-7811). */
const balanceMethods = new Set(["wallet_getCapabilities", "wallet_getAssets"])

/** The wallet_* calls the network switch made, in order. */
const walletCalls = async (page: DemoPage["page"]) =>
  (await testWallet(page).requests())
    .filter((r) => r.method.startsWith("wallet_") && !balanceMethods.has(r.method))
    .map((r) => ({ method: r.method, params: r.params, outcome: r.outcome, code: r.error?.code }))

describe("switching networks", { timeout: 90_000 }, () => {
  it("switches with wallet_switchEthereumChain when the wallet knows the chain", async () => {
    const page = await openConnected(bothDevnets)
    await chooseNetwork(page, "Foyer Devnet 2")
    await expect
      .poll(() => networkButton(page).textContent(), { timeout: stepTimeoutMs })
      .toBe("Network: Foyer Devnet 2")
    expect((await testWallet(page).state()).chainId).toBe(31338)
    expect(await walletCalls(page)).toEqual([
      {
        method: "wallet_switchEthereumChain",
        params: [{ chainId: "0x7a6a" }],
        outcome: "approved",
        code: undefined,
      },
    ])
    await closeModal(page)
    await saveScreenshot(page, "switch-approved", "switched")
  })

  it("adds the chain when the wallet answers 4902, then is on it", async () => {
    const page = await openConnected()
    await chooseNetwork(page, "Foyer Devnet 2")
    await expect
      .poll(() => networkButton(page).textContent(), { timeout: stepTimeoutMs })
      .toBe("Network: Foyer Devnet 2")
    const calls = await walletCalls(page)
    expect(calls.map(({ method, outcome, code }) => [method, outcome, code])).toEqual([
      ["wallet_switchEthereumChain", "failed", 4902],
      ["wallet_addEthereumChain", "approved", undefined],
      // The kit retries the switch after adding (the wallet is already there).
      ["wallet_switchEthereumChain", "approved", undefined],
    ])
    expect(calls[1]?.params).toEqual([
      {
        chainId: "0x7a6a",
        chainName: "Foyer Devnet 2",
        nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
        rpcUrls: [
          `${suite.site.sandbox.urls.rpc}?chainId=eip155%3A31338&projectId=${suite.site.projectId}`,
        ],
      },
    ])
    expect((await testWallet(page).state()).chainId).toBe(31338)
  })

  it("shows 'User rejected the request' when the wallet refuses, and Try again switches", async () => {
    const page = await openConnected(bothDevnets)
    const wallet = testWallet(page)
    await wallet.setBehaviour("wallet_switchEthereumChain", "reject")
    await chooseNetwork(page, "Foyer Devnet 2")
    const modal = page.getByRole("dialog")
    await visible(modal.getByRole("alert").getByText("User rejected the request", { exact: true }))
    await saveScreenshot(page, "switch-rejected", "rejected")
    expect((await wallet.state()).chainId).toBe(31337)
    await wallet.setBehaviour("wallet_switchEthereumChain", "approve")
    await modal.getByRole("button", { name: "Try again", exact: true }).click()
    await expect
      .poll(() => networkButton(page).textContent(), { timeout: stepTimeoutMs })
      .toBe("Network: Foyer Devnet 2")
    expect((await wallet.state()).chainId).toBe(31338)
  })
})

describe("switching networks with the keyboard", { timeout: 90_000 }, () => {
  it("switches from the keyboard; while the wallet decides, focus stays in the dialog and Escape closes it", async () => {
    const page = await openConnected(bothDevnets)
    const wallet = testWallet(page)
    // Hold the switch so the waiting screen stays while the test looks at it.
    await wallet.setBehaviour("wallet_switchEthereumChain", { delayMs: 600_000 })
    await networkButton(page).focus()
    await page.keyboard.press("Enter")
    const networks = dialog(page, "Select Network")
    await visible(networks.getByRole("button", { name: /^Foyer Devnet 2/ }))
    expect(await tabTo(page, /^Foyer Devnet 2/)).toBe(true)
    await page.keyboard.press("Enter")
    const modal = page.getByRole("dialog")
    await visible(modal.getByText(/Approve the network switch in your wallet/))
    // The pressed row is gone; focus must not fall out of the dialog with it (Escape is
    // handled on the dialog).
    expect(
      await page.evaluate(() => document.activeElement?.closest("[role=dialog]") !== null),
    ).toBe(true)
    await page.keyboard.press("Escape")
    await modal.waitFor({ state: "hidden", timeout: stepTimeoutMs })
    await wallet.release("wallet_switchEthereumChain")
    await expect
      .poll(() => networkButton(page).textContent(), { timeout: stepTimeoutMs })
      .toBe("Network: Foyer Devnet 2")
  })
})

describe("the wallet on a network the demo does not support", { timeout: 90_000 }, () => {
  it("shows UnsupportedChain, from which a supported network can be chosen", async () => {
    const page = await openConnected()
    await testWallet(page).moveToChain(1)
    const unsupported = dialog(page, "Unsupported Network")
    await visible(unsupported)
    await saveScreenshot(page, "unsupported-chain", "unsupported")
    await unsupported.getByRole("button", { name: /^Foyer Devnet(?! 2)/ }).click()
    await expect
      .poll(async () => (await testWallet(page).state()).chainId, { timeout: stepTimeoutMs })
      .toBe(31337)
    await closeModal(page)
    await expect
      .poll(() => networkButton(page).textContent(), { timeout: stepTimeoutMs })
      .toBe("Network: Foyer Devnet")
  })
})
