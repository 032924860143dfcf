// End to end in Chromium on the sandbox, with names() in the demo's plugins (issue 16): the
// visitor connects the test wallet, opens Account → Choose a name with the keyboard, types a
// name, sees it is available, registers it (the wallet signs, the sandbox's naming service
// verifies the signature) and sees it on the account; the sandbox then finds it by reverse
// lookup, and a reload shows it at once (issue 35). A name taken meanwhile is refused with the
// service's own reason.
import type { Locator, Page } from "playwright-core"
import { type Address, getAddress } from "viem"
import { privateKeyToAccount } from "viem/accounts"
import { describe, expect, it } from "vitest"
import {
  accountButton,
  connectButton,
  connectTestWallet,
  dialog,
  stepTimeoutMs,
  visible,
} from "./demoPageFlows"
import { demoSuite } from "./demoSuite"
import { runAxe } from "./runAxe"
import { shows, tabUntilFocused } from "./sendFlows"
import { testWallet } from "./testWallet"

const suite = demoSuite("e2e-names")

/** Funded sandbox accounts that no other test here uses and that have no seeded name. */
const registrant = 5
const latecomer = 6
const rival = 7
const longNamed = 8

const accountAt = (index: number) => {
  const account = suite.site.sandbox.devnets[0]?.accounts[index]
  if (account === undefined) throw new Error(`no devnet account ${index}`)
  return account
}

/** The demo with the test wallet on account `index`, connected. */
const openConnected = async (index: number): Promise<Page> => {
  const { page } = await suite.openPage()
  await visible(connectButton(page))
  await testWallet(page).setAccount(index)
  await connectTestWallet(page, accountAt(index).address)
  return page
}

/** Account → Choose a name with the keyboard: Enter on the account button, Tab, Enter. */
const openNameForm = async (page: Page, address: Address): Promise<Locator> => {
  await accountButton(page, address).focus()
  await page.keyboard.press("Enter")
  const account = dialog(page, "Account")
  await visible(account)
  const action = account.getByRole("button", { name: "Choose a name", exact: true })
  expect(await tabUntilFocused(page, action)).toBe(true)
  await page.keyboard.press("Enter")
  const form = dialog(page, "Choose a name")
  await visible(form)
  return form
}

/** The sandbox API's answer to GET `path` for the suite's project. */
const apiGet = async (path: string): Promise<unknown> => {
  const url = new URL(path, suite.site.sandbox.urls.api)
  url.searchParams.set("projectId", "e2e-names")
  url.searchParams.set("apiVersion", "2")
  const response = await fetch(url)
  return response.json()
}

/** Registers `name` for the sandbox account `index` through the naming service's API. */
const registerThroughApi = async (index: number, name: string): Promise<Response> => {
  const owner = privateKeyToAccount(accountAt(index).privateKey)
  const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
  const chainId = suite.site.sandbox.devnets[0]!.chainId
  const url = new URL("/v1/profile/account", suite.site.sandbox.urls.api)
  url.searchParams.set("projectId", "e2e-names")
  return fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      coin_type: (0x80000000 | chainId) >>> 0,
      address: getAddress(owner.address),
      message,
      signature: await owner.signMessage({ message }),
    }),
  })
}

describe("names in Chromium on the sandbox (issue 16)", { timeout: 120_000 }, () => {
  it("registers a name with the sandbox wallet, with the keyboard alone: the account shows it, reverse lookup finds it, and a reload shows it at once (issue 35)", async () => {
    const { address } = accountAt(registrant)
    const page = await openConnected(registrant)
    const form = await openNameForm(page, address)
    const field = form.getByRole("textbox", { name: "Name", exact: true })
    await field.focus()
    await page.keyboard.type("Ada-Lovelace")
    await shows(page, "ada-lovelace.foyer.id is available.")
    expect(await runAxe(page)).toEqual([])
    // Enter in the field registers: the wallet signs, the service verifies and records it.
    await page.keyboard.press("Enter")
    const success = dialog(page, "Name registered")
    await visible(success)
    await shows(page, "ada-lovelace.foyer.id is now the name of this account.")
    expect(await runAxe(page)).toEqual([])
    await success.getByRole("button", { name: "Back to account", exact: true }).press("Enter")
    const account = dialog(page, "Account")
    await visible(account)
    await visible(account.getByText("ada-lovelace.foyer.id", { exact: true }))

    const reverse = (await apiGet(`/v1/profile/reverse/${address}`)) as ReadonlyArray<{
      readonly name: string
    }>
    expect(reverse.map((record) => record.name)).toEqual(["ada-lovelace.foyer.id"])

    // The identity stored at connect (no name, kept 5 min) was replaced by the registration:
    // the reloaded page shows the name on the button and in the Account view, not the address.
    await page.reload()
    const named = accountButton(page, "ada-lovelace.foyer.id")
    await visible(named)
    await named.click()
    const reloaded = dialog(page, "Account")
    await visible(reloaded)
    await visible(reloaded.getByText("ada-lovelace.foyer.id", { exact: true }))
  })

  it("a name taken meanwhile is refused with the service's reason; the form keeps what was typed; a taken name offers available ones", async () => {
    const { address } = accountAt(latecomer)
    const page = await openConnected(latecomer)
    const form = await openNameForm(page, address)
    const field = form.getByRole("textbox", { name: "Name", exact: true })
    await field.fill("alice")
    await shows(page, "alice.foyer.id is taken.")
    const suggestions = form.getByRole("region", { name: "Available instead" })
    await visible(suggestions)
    expect(await suggestions.getByRole("button").count()).toBeGreaterThan(0)

    await field.fill("grace-hopper")
    await shows(page, "grace-hopper.foyer.id is available.")
    // Someone else registers it before the visitor presses Register.
    const registered = await registerThroughApi(rival, "grace-hopper.foyer.id")
    expect(registered.status).toBe(200)

    await form.getByRole("button", { name: "Register grace-hopper.foyer.id" }).click()
    await visible(
      form
        .getByRole("alert")
        .filter({ hasText: "Name is already registered: grace-hopper.foyer.id" }),
      stepTimeoutMs,
    )
    expect(await field.inputValue()).toBe("grace-hopper")
    expect(await runAxe(page)).toEqual([])
  })

  it("a long name is cut with an ellipsis in the account button, within half the modal's width, and the page keeps its width (issue 30, L6)", async () => {
    const name = `${"a-long-name".repeat(4)}.foyer.id`
    expect((await registerThroughApi(longNamed, name)).status).toBe(200)
    const { page } = await suite.openPage()
    await visible(connectButton(page))
    await testWallet(page).setAccount(longNamed)
    // The kit shows the account's name instead of its address, on the button too.
    await connectTestWallet(page, name)
    const button = accountButton(page, name)
    const layout = await button.evaluate((element) => {
      const shown = element.querySelector('span[dir="auto"]')
      return {
        text: shown?.textContent,
        width: shown?.getBoundingClientRect().width ?? 0,
        clipped: shown === null ? false : shown.scrollWidth > shown.clientWidth,
        pageWidens: document.documentElement.scrollWidth > window.innerWidth,
      }
    })
    // The name is whole in the text (its accessible name), cut only where it is drawn.
    expect(layout).toMatchObject({ text: name, clipped: true, pageWidens: false })
    expect(layout.width).toBeLessThanOrEqual(180)
  })
})
