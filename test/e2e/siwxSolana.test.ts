// End to end in Chromium on the sandbox (issue 36 item 2, Sign-In With Solana): the demo with
// siwx() and the sandbox's Solana test wallet. Connecting the Foyer Solana Test Wallet opens
// the sign-in view; Sign has the wallet sign a Sign-In With Solana message with
// solana:signMessage, and the session lives on: a reload asks nothing. With
// `&siwxStorage=server` the sandbox's sign-in server verifies the ed25519 signature and keeps
// the session of the base58 address, refuses its replay, and forgets it on disconnect.
import { ed25519 } from "@noble/curves/ed25519"
import { base58 } from "@scure/base"
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { walletButton } from "../../testing/modalLocators"
import { shortenAddress } from "../../ui/format/shortenAddress"
import { connectButton, dialog, stepTimeoutMs, visible } from "./demoPageFlows"
import { demoSuite } from "./demoSuite"
import { runAxe } from "./runAxe"

const projectId = "e2e-siwx-solana"
const suite = demoSuite(projectId)

const solanaName = "Foyer Solana Test Wallet"
/** The Solana test wallet's first account, the one it connects with. */
const solanaAccount = () => {
  const account = suite.site.sandbox.solana.accounts[0]
  if (account === undefined) throw new Error("no Solana devnet account")
  return account.address
}
const solanaNetwork = () => suite.site.sandbox.urls.solana.caipNetworkId

/** The sign-in view. */
const signView = (page: Page) => dialog(page, "Sign in")

/** The account button of the Solana account: its base58 address shortened. */
const solanaAccountButton = (page: Page) =>
  page.getByRole("button", { name: new RegExp(`^${shortenAddress(solanaAccount())}`) })

/** The demo with sign-in as `query` says and the Solana test wallet, connected: the sign view shows. */
const connectAndAsk = async (query: string): Promise<Page> => {
  const { page } = await suite.openPage({ query, solanaWallet: true })
  await visible(connectButton(page))
  await connectButton(page).click()
  await walletButton(page, solanaName).click()
  await visible(signView(page))
  return page
}

/** Signs with the keyboard: focus on Sign, Enter; the view closes and the account shows. */
const signWithKeyboard = async (page: Page) => {
  const sign = signView(page).getByRole("button", { name: "Sign", exact: true })
  await sign.focus()
  await page.keyboard.press("Enter")
  await signView(page).waitFor({ state: "hidden", timeout: stepTimeoutMs })
  await visible(solanaAccountButton(page))
}

/** What the Solana test wallet was asked with solana:signMessage: each text and its outcome. */
const signMessageRequests = async (page: Page) =>
  (
    await page.evaluate(() =>
      (window.foyerSolanaTestWallet?.requests ?? []).filter(
        (request) => request.feature === "solana:signMessage",
      ),
    )
  ).map((request) => {
    // The wallet logs the message's bytes in base64.
    const [input] = request.input as ReadonlyArray<{ readonly message: string }>
    return {
      text: Buffer.from(input?.message ?? "", "base64").toString("utf8"),
      outcome: request.outcome,
    }
  })

/** The sessions the page keeps (the local session store). */
const storedSessions = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(window.localStorage.getItem("@foyer/siwx_sessions") ?? "[]") as ReadonlyArray<{
        readonly fields: { readonly chainId: string; readonly accountAddress: string }
        readonly message: string
        readonly signature: string
      }>,
  )

/** Calls the sandbox's sign-in server for the suite's project. */
const signInServer = (path: string, init?: RequestInit) => {
  const url = new URL(path, suite.site.sandbox.urls.api)
  url.searchParams.set("projectId", projectId)
  return fetch(url, init)
}

describe("Sign-In With Solana in Chromium on the sandbox (issue 36 item 2)", {
  timeout: 120_000,
}, () => {
  it("a Solana connect asks for sign-in; Sign has the wallet sign the Sign-In With Solana message, whose ed25519 signature verifies; the session survives a reload; no axe violations", async () => {
    const page = await connectAndAsk("?siwx=required")
    expect(await runAxe(page)).toEqual([])
    await signWithKeyboard(page)

    const { host, href } = new URL(page.url())
    const [request, ...others] = await signMessageRequests(page)
    expect(others).toEqual([])
    expect(request?.outcome).toBe("approved")
    const lines = request?.text.split("\n") ?? []
    expect(lines.slice(0, 3)).toEqual([
      `${host} wants you to sign in with your Solana account:`,
      solanaAccount(),
      "",
    ])
    expect(lines).toContain(`URI: ${href}`)
    expect(lines).toContain(`Chain ID: ${solanaNetwork().slice("solana:".length)}`)
    const [session] = await storedSessions(page)
    expect(session?.fields).toMatchObject({
      chainId: solanaNetwork(),
      accountAddress: solanaAccount(),
    })
    expect(session?.message).toBe(request?.text)
    // Checked here too, with the account's key as the only authority.
    expect(
      ed25519.verify(
        base58.decode(session?.signature ?? ""),
        new TextEncoder().encode(session?.message ?? ""),
        base58.decode(solanaAccount()),
      ),
    ).toBe(true)

    // A reload restores the Solana connection and its session: nothing is asked.
    await page.reload()
    await visible(solanaAccountButton(page))
    expect(await page.getByRole("dialog").count()).toBe(0)
  })

  it("with the server's session store: the sandbox verifies and keeps the Solana session, refuses its replay, and forgets it on disconnect", async () => {
    const page = await connectAndAsk("?siwx=required&siwxStorage=server")
    await signWithKeyboard(page)
    const listed = async () =>
      (await (
        await signInServer(
          `/v1/siwx/sessions?address=${solanaAccount()}&caipNetworkId=${solanaNetwork()}`,
        )
      ).json()) as ReadonlyArray<{
        readonly address: string
        readonly message: string
        readonly signature: string
      }>
    const [session, ...others] = await listed()
    expect(others).toEqual([])
    expect(session?.address).toBe(solanaAccount())
    expect(session?.message).toContain(`\nChain ID: ${solanaNetwork().slice("solana:".length)}\n`)
    expect(await storedSessions(page)).toEqual([])
    // The same signed message again: its nonce is spent.
    const replay = await signInServer("/v1/siwx/sessions", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ message: session?.message, signature: session?.signature }),
    })
    expect(replay.status).toBe(401)
    expect(JSON.stringify(await replay.json())).toContain("Nonce already used")
    // A reload finds the session on the server: nothing is asked.
    await page.reload()
    await visible(solanaAccountButton(page))
    expect(await page.getByRole("dialog").count()).toBe(0)
    // Disconnect signs out (spec 9): the server forgets the session.
    await solanaAccountButton(page).click()
    const account = dialog(page, "Account")
    await visible(account)
    await account.getByRole("button", { name: "Disconnect", exact: true }).click()
    await visible(connectButton(page))
    await expect.poll(async () => (await listed()).length, { timeout: stepTimeoutMs }).toBe(0)
  })
})
