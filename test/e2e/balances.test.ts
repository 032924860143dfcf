// End to end in Chromium on the sandbox (issue 15, balances and tokens): the test wallet, which
// does not support wallet_getAssets, connects through the demo, and the Account view lists the
// seeded tokens with the balances the devnet reports, read here over RPC, not from the page,
// each with the sandbox's icon (handed out as a data: URL, which the kit draws).
// The sandbox's balance call leaves the spam token out, as the provider's does; a failing
// balance call shows 'Token Balance Unavailable' and 0.00 ETH.
import { type Address, formatUnits } from "viem"
import { afterEach, describe, expect, it } from "vitest"
import { priceOf } from "../../sandbox/api/priceTable"
import { devnetPublicClient } from "../../sandbox/devnet/devnetClients"
import { formatBalance } from "../../ui/format/formatBalance"
import { formatUsd } from "../../ui/format/formatUsd"
import {
  accountButton,
  connectButton,
  connectTestWallet,
  dialog,
  stepTimeoutMs,
  visible,
} from "./demoPageFlows"
import { demoSuite } from "./demoSuite"
import type { DemoPage } from "./openDemoPage"
import { runAxe } from "./runAxe"
import { saveScreenshot } from "./saveScreenshot"
import { tokenBalance } from "./sendFlows"
import { testWallet } from "./testWallet"
import { sandboxIcon, shownIcons } from "./tokenIcons"

const suite = demoSuite("e2e-balances")

/**
 * The connected account: one the sandbox seeds with its test tokens (accounts 0 to 2), spam
 * included, without a name in its registry. No test here sends from it.
 */
const holderIndex = 2

const devnet = () => suite.site.sandbox.devnets[0]
const holder = (): Address => {
  const account = devnet().accounts[holderIndex]
  if (account === undefined) throw new Error(`no devnet account ${holderIndex}`)
  return account.address
}
const token = (symbol: string) => {
  const found = devnet().tokens.find((candidate) => candidate.symbol === symbol)
  if (found === undefined) throw new Error(`the sandbox devnet has no ${symbol} token`)
  return found
}

/**
 * A token row as the Account view should show it for `units` held: name, amount (cut as the
 * kit cuts balances) and symbol, and the USD value at the sandbox's price.
 */
const expectedRow = (name: string, symbol: string, units: bigint, decimals: number) => {
  const amount = formatUnits(units, decimals)
  const usd = formatUsd(Number(amount) * (priceOf(symbol) ?? 0))
  return `${name} ${formatBalance(amount)} ${symbol} ${usd}`
}

/** The holder's balances read from the devnet over RPC. */
const devnetBalances = async () => {
  const client = devnetPublicClient(devnet())
  const [eth, fusd, foy, airdrop] = await Promise.all([
    client.getBalance({ address: holder() }),
    tokenBalance(client, token("FUSD").address, holder()),
    tokenBalance(client, token("FOY").address, holder()),
    tokenBalance(client, token("AIRDROP").address, holder()),
  ])
  return { eth, fusd, foy, airdrop }
}

/** Opens the demo with the test wallet on the holder's account. */
const open = async (): Promise<DemoPage> => {
  const opened = await suite.openPage()
  await visible(connectButton(opened.page))
  await testWallet(opened.page).setAccount(holderIndex)
  return opened
}

/** The Account view's token list, named by its heading. */
const tokenList = (account: ReturnType<typeof dialog>) =>
  account.getByRole("list", { name: "Tokens", exact: true })

/** Each row's text, whitespace as a reader would see it. */
const rowTexts = async (account: ReturnType<typeof dialog>) =>
  (await tokenList(account).getByRole("listitem").allTextContents()).map((text) =>
    text.replace(/\s+/g, " ").trim(),
  )

afterEach(() => {
  suite.site.sandbox.api.faults.reset()
})

describe("the Account view's tokens on the sandbox", { timeout: 120_000 }, () => {
  it("lists FUSD and FOY with the balances the devnet reports, native first, and no AIRDROP although the account holds it; no axe violations", async () => {
    const opened = await open()
    const { page } = opened
    await connectTestWallet(page, holder())
    await accountButton(page, holder()).click()
    const account = dialog(page, "Account")
    await visible(account)
    await visible(tokenList(account))

    const held = await devnetBalances()
    // The spam token is on chain: only the balance call leaves it out.
    expect(held.airdrop).toBeGreaterThan(0n)
    expect(held.fusd).toBeGreaterThan(0n)
    expect(held.foy).toBeGreaterThan(0n)
    expect(await rowTexts(account)).toEqual([
      expectedRow("Ether", "ETH", held.eth, 18),
      expectedRow("Foyer USD", "FUSD", held.fusd, token("FUSD").decimals),
      expectedRow("Foyer Token", "FOY", held.foy, token("FOY").decimals),
    ])
    expect(await account.getByText(/AIRDROP|Free Airdrop/).count()).toBe(0)
    // Each row draws its icon (no letter fallback): the sandbox's data: URL, loaded.
    await expect
      .poll(() => shownIcons(tokenList(account).getByRole("listitem")), {
        timeout: stepTimeoutMs,
      })
      .toEqual([sandboxIcon("ETH"), sandboxIcon("FUSD"), sandboxIcon("FOY")])
    // The test wallet does not support wallet_getAssets (if the kit asks, it fails): the list
    // is the sandbox's balance call's.
    const assetRequests = (await testWallet(page).requests()).filter(
      (request) => request.method === "wallet_getAssets",
    )
    expect(assetRequests.filter((request) => request.outcome === "approved")).toEqual([])
    expect(suite.site.sandbox.api.faults.counts().getBalance ?? 0).toBeGreaterThan(0)

    expect(await runAxe(page)).toEqual([])
    await saveScreenshot(page, "balances-tokens", "account-view")
    expect(opened.errors).toEqual([])
  })
})

describe("when the balance call fails", { timeout: 120_000 }, () => {
  it("connecting shows the 'Token Balance Unavailable' toast, and the Account view shows 0.00 ETH and no token", async () => {
    // Every balance request fails (the kit's retries of a 500 included) until the test ends.
    suite.site.sandbox.api.faults.arm({
      operationId: "getBalance",
      count: 100,
      fault: { kind: "status", status: 500 },
    })
    const opened = await open()
    const { page } = opened
    // The kit closes the modal once connected; the toast is drawn in the modal, and waits there.
    await connectTestWallet(page, holder())
    await accountButton(page, holder()).click()
    const account = dialog(page, "Account")
    await visible(account)
    await visible(
      account.getByRole("alert").getByText("Token Balance Unavailable", { exact: true }),
    )

    await visible(account.getByText("0.00 ETH", { exact: true }))
    expect(await tokenList(account).count()).toBe(0)
    expect(await account.getByRole("listitem").count()).toBe(0)
    expect(suite.site.sandbox.api.faults.counts().getBalance ?? 0).toBeGreaterThan(0)
    // The page's account button shows the same unavailable balance.
    await expect
      .poll(() => accountButton(page, holder()).textContent(), { timeout: stepTimeoutMs })
      .toContain("0.00 ETH")
    expect(await runAxe(page)).toEqual([])
    await saveScreenshot(page, "balances-unavailable", "account-view")
  })
})
