// End to end in Chromium on the sandbox, with siwx() in the demo (`?siwx=required`, issue 16):
// after a connect the visitor signs an EIP-4361 message with the test wallet, and the session
// lives on: a reload asks nothing, a network without a session asks again, and cancelling
// there (sign-in required) returns to the network signed last. A message the wallet signed
// altered, or one whose nonce is no longer the one issued, is rejected by verification and the
// view stays usable. With `&siwxStorage=server` the sandbox's sign-in server keeps the session,
// refuses its replay, and forgets it when the visitor disconnects. Over WalletConnect, a wallet
// with one-click auth signs in with the pairing; one without it is asked after the connect.
import type { Locator, Page } from "playwright-core"
import { afterEach, describe, expect, it } from "vitest"
import type { WalletConnectWallet } from "../../sandbox/walletConnectWallet/createWalletConnectWallet"
import {
  accountButton,
  chooseNetwork,
  connectButton,
  dialog,
  networkButton,
  stepTimeoutMs,
  testWalletButton,
  visible,
} from "./demoPageFlows"
import { demoSuite } from "./demoSuite"
import { runAxe } from "./runAxe"
import { testWallet } from "./testWallet"
import {
  chooseWalletConnect,
  openForWalletConnect,
  startSandboxWalletConnectWallet,
} from "./walletConnectFlows"

const projectId = "e2e-siwx"
const suite = demoSuite(projectId)

/** A funded sandbox account without a name, so the kit shows its address. */
const signer = 3
/** The account of the sandbox WalletConnect wallet. */
const walletConnectSigner = 6

const walletConnectWallets: Array<WalletConnectWallet> = []
afterEach(async () => {
  for (const wallet of walletConnectWallets.splice(0)) await wallet.close()
})

const accountAt = (index: number) => {
  const account = suite.site.sandbox.devnets[0]?.accounts[index]
  if (account === undefined) throw new Error(`no devnet account ${index}`)
  return account
}

/** The sign-in view. */
const signView = (page: Page): Locator => dialog(page, "Sign in")

/** Connects the test wallet on the signer's account from the demo: the sign view shows. */
const askSignIn = async (page: Page) => {
  await visible(connectButton(page))
  await testWallet(page).setAccount(signer)
  await connectButton(page).click()
  await visible(dialog(page, "Connect Wallet"))
  await testWalletButton(page).click()
  await visible(signView(page))
}

/** The demo with sign-in as `query` says, connected: the sign view shows. */
const connectAndAsk = async (query: string): Promise<Page> => {
  const { page } = await suite.openPage({ query })
  await askSignIn(page)
  return page
}

/** Signs with the keyboard: Tab to Sign, Enter; the view closes and the account shows. */
const signWithKeyboard = async (page: Page) => {
  const sign = signView(page).getByRole("button", { name: "Sign", exact: true })
  await sign.focus()
  await page.keyboard.press("Enter")
  await signView(page).waitFor({ state: "hidden", timeout: stepTimeoutMs })
  await visible(accountButton(page, accountAt(signer).address))
}

/** The messages the test wallet was asked to sign, in order. */
const signRequests = async (page: Page) =>
  (await testWallet(page).requests()).filter((request) => request.method === "personal_sign")

/** The sessions the page keeps (the local session store), as network ids. */
const storedSessionNetworks = (page: Page) =>
  page.evaluate(() =>
    (
      JSON.parse(window.localStorage.getItem("@foyer/siwx_sessions") ?? "[]") as ReadonlyArray<{
        readonly fields: { readonly chainId: string }
      }>
    ).map((session) => session.fields.chainId),
  )

/** The active network, as the page's network button names it. */
const networkShown = async (page: Page) => (await networkButton(page).textContent())?.trim()

// Wraps the test wallet's provider (its re-announce gives it) so that personal_sign signs the
// message altered while window.__tamper is true; runs before any script of the page.
const tamperingWallet = `
  window.addEventListener("eip6963:announceProvider", (event) => {
    const provider = event.detail.provider;
    if (provider.__tampering) return;
    const request = provider.request.bind(provider);
    provider.__tampering = true;
    provider.request = (args) => {
      if (args.method !== "personal_sign" || window.__tamper !== true) return request(args);
      const [message, address] = args.params;
      const text = message.startsWith("0x")
        ? new TextDecoder().decode(Uint8Array.from(message.slice(2).match(/../g), (h) => parseInt(h, 16)))
        : message;
      const altered = text.replace("Please sign", "Please send all funds");
      return request({ method: "personal_sign", params: [altered, address] });
    };
  }, { once: true });
  window.dispatchEvent(new Event("eip6963:requestProvider"));
`

/** Calls the sandbox's sign-in server for the suite's project. */
const signInServer = (path: string, init?: RequestInit) => {
  const url = new URL(path, suite.site.sandbox.urls.api)
  url.searchParams.set("projectId", projectId)
  return fetch(url, init)
}

/**
 * The demo (`?siwx=required`, no browser wallet) paired with the sandbox WalletConnect wallet
 * by the copied link, the wallet with or without one-click auth.
 */
const pairOverWalletConnect = async (oneClickAuth: boolean) => {
  // An EVM-only demo: spec 5 offers one-click sign-in only when every network is eip155.
  const { page } = await openForWalletConnect(suite, "?siwx=required&solana=off")
  const wallet = await startSandboxWalletConnectWallet(
    suite,
    accountAt(walletConnectSigner).privateKey,
  )
  walletConnectWallets.push(wallet)
  wallet.setOneClickAuth(oneClickAuth)
  await wallet.pair(await chooseWalletConnect(page))
  return { page, wallet }
}

describe("sign-in with the wallet in Chromium on the sandbox (issue 16)", {
  timeout: 120_000,
}, () => {
  it("a sign-in creates a session that survives a reload; a network without a session asks again; cancel (required) returns to the network signed last", async () => {
    const page = await connectAndAsk("?siwx=required")
    const view = signView(page)
    await visible(view.getByText("Signing is free: it sends no transaction."))
    expect(await runAxe(page)).toEqual([])
    await signWithKeyboard(page)
    const [request] = await signRequests(page)
    const { host, href } = new URL(page.url())
    expect(request?.outcome).toBe("approved")
    const message = String((request?.params as ReadonlyArray<unknown> | undefined)?.[0] ?? "")
    const text = message.startsWith("0x")
      ? Buffer.from(message.slice(2), "hex").toString("utf8")
      : message
    expect(text.split("\n").slice(0, 2)).toEqual([
      `${host} wants you to sign in with your Ethereum account:`,
      accountAt(signer).address,
    ])
    expect(text).toContain(`URI: ${href}`)
    expect(text).toContain("Chain ID: 31337")
    expect(await storedSessionNetworks(page)).toEqual(["eip155:31337"])

    // A reload restores the connection and the session: nothing is asked.
    await page.reload()
    await visible(accountButton(page, accountAt(signer).address))
    // The other devnet has no session: the sign view asks again.
    await chooseNetwork(page, "Foyer Devnet 2")
    await visible(signView(page))
    expect(await networkShown(page)).toBe("Network: Foyer Devnet 2")
    // Sign-in is required: the view cannot be closed, and Cancel switches back to the network
    // signed last (its session survived the reload), still connected.
    await page.keyboard.press("Escape")
    await visible(signView(page))
    await signView(page).getByRole("button", { name: "Cancel", exact: true }).click()
    await signView(page).waitFor({ state: "hidden", timeout: stepTimeoutMs })
    await expect
      .poll(() => networkShown(page), { timeout: stepTimeoutMs })
      .toBe("Network: Foyer Devnet")
    await visible(accountButton(page, accountAt(signer).address))
    expect((await signRequests(page)).length).toBe(0)
    expect(await storedSessionNetworks(page)).toEqual(["eip155:31337"])
  })

  it("a message the wallet signed altered is rejected by verification: 'Error signing message', no session, and Sign again works", async () => {
    // The wallet's provider, before the kit sees it, signs the message with its statement
    // changed while window.__tamper is true.
    const { page } = await suite.openPage({ navigate: false })
    await page.addInitScript({ content: tamperingWallet })
    await page.goto(new URL("?siwx=optional", suite.site.demo.url).href)
    await page.evaluate(() => Reflect.set(window, "__tamper", true))
    await askSignIn(page)
    const sign = signView(page).getByRole("button", { name: "Sign", exact: true })
    await sign.click()
    await visible(signView(page).getByRole("alert").filter({ hasText: "Error signing message" }))
    expect(await storedSessionNetworks(page)).toEqual([])
    expect(await runAxe(page)).toEqual([])
    // The wallet signs honestly again: the same view signs in.
    await page.evaluate(() => Reflect.set(window, "__tamper", false))
    await signWithKeyboard(page)
    expect(await storedSessionNetworks(page)).toEqual(["eip155:31337"])
  })

  it("a message whose nonce is no longer the one issued is rejected by verification", async () => {
    const page = await connectAndAsk("?siwx=optional")
    // The wallet holds the request while another sign-in (another tab) issues a new nonce.
    await testWallet(page).setBehaviour("personal_sign", { delayMs: 600_000 })
    await signView(page).getByRole("button", { name: "Sign", exact: true }).click()
    await expect
      .poll(async () => (await signRequests(page)).map((r) => r.outcome), {
        timeout: stepTimeoutMs,
      })
      .toEqual(["pending"])
    await page.evaluate(() =>
      window.localStorage.setItem("@foyer/siwx_nonce_token", JSON.stringify("a1b2c3d4e5f6g7h8")),
    )
    await testWallet(page).release("personal_sign")
    await visible(signView(page).getByRole("alert").filter({ hasText: "Error signing message" }))
    expect(await storedSessionNetworks(page)).toEqual([])
  })

  it("with the server's session store: the sandbox keeps the session, refuses its replay, and forgets it on disconnect", async () => {
    const page = await connectAndAsk("?siwx=required&siwxStorage=server")
    await signWithKeyboard(page)
    const { address } = accountAt(signer)
    const listed = async () =>
      (await (
        await signInServer(`/v1/siwx/sessions?address=${address}&caipNetworkId=eip155:31337`)
      ).json()) as ReadonlyArray<{ readonly message: string; readonly signature: string }>
    const [session] = await listed()
    expect(session?.message).toContain("Chain ID: 31337")
    expect(await storedSessionNetworks(page)).toEqual([])
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
    await visible(accountButton(page, address))
    await chooseNetwork(page, "Foyer Devnet 2")
    await visible(signView(page))
    await signView(page).getByRole("button", { name: "Cancel", exact: true }).click()
    await expect
      .poll(() => networkShown(page), { timeout: stepTimeoutMs })
      .toBe("Network: Foyer Devnet")
    // Disconnect signs out (spec 9): the server forgets the session.
    await accountButton(page, address).click()
    const account = dialog(page, "Account")
    await visible(account)
    await account.getByRole("button", { name: "Disconnect", exact: true }).click()
    await visible(connectButton(page))
    await expect.poll(async () => (await listed()).length, { timeout: stepTimeoutMs }).toBe(0)
  })

  it("WalletConnect one-click auth (spec 5, every requested chain eip155): the wallet signs in with the pairing, so the connect asks nothing and both networks have a session", async () => {
    const { page, wallet } = await pairOverWalletConnect(true)
    const { host, href } = new URL(page.url())
    // wc_sessionAuthenticate: the wallet is asked to sign in, and keeps no proposal.
    expect(await wallet.nextAuthentication()).toMatchObject({
      domain: host,
      uri: href,
      statement: "Please sign with your account",
      nonce: expect.stringMatching(/^[A-Za-z0-9]{8,}$/),
      chains: ["eip155:31337", "eip155:31338"],
    })
    expect(wallet.proposals).toEqual([])
    await wallet.approveAuthentication()
    await visible(accountButton(page, wallet.address))
    await expect
      .poll(() => storedSessionNetworks(page), { timeout: stepTimeoutMs })
      .toEqual(["eip155:31337", "eip155:31338"])
    // No sign view: the account button opens the Account view.
    await accountButton(page, wallet.address).click()
    await visible(dialog(page, "Account"))
    expect(await signView(page).count()).toBe(0)
  })

  it("a WalletConnect wallet without one-click auth approves the session alone: the sign view asks after the connect", async () => {
    const { page, wallet } = await pairOverWalletConnect(false)
    await wallet.nextProposal()
    await wallet.approveSession()
    await visible(signView(page))
    expect(await storedSessionNetworks(page)).toEqual([])
  })
})
