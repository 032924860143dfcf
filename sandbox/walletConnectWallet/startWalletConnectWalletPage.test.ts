// The wallet's control page over real HTTP, with a real wallet and dApp on a real relay.
// No devnet: personal_sign is signed locally, so the RPC URL is never called.
import { readFileSync } from "node:fs"
import { request as httpRequest } from "node:http"
import { createRequire } from "node:module"
import { ed25519 } from "@noble/curves/ed25519"
import { getBase58Decoder, getBase58Encoder } from "@solana/kit"
import type { Page } from "playwright-core"
import { verifyMessage } from "viem"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { walletDeepLink } from "../../core/connectors/walletConnect/walletDeepLink"
import { launchChromium } from "../../test/e2e/launchChromium"
import { deriveDevnetAccounts, devnetMnemonic } from "../devnet/deriveDevnetAccounts"
import { type Relay, startRelay } from "../relay/startRelay"
import { deriveSolanaAccounts } from "../solana/deriveSolanaAccounts"
import { walletConnectWalletMethods } from "./approvedNamespaces"
import {
  createWalletConnectWallet,
  type WalletConnectWalletOptions,
} from "./createWalletConnectWallet"
import { walletConnectSolanaMethods } from "./solanaNamespace"
import { startTestDapp } from "./startTestDapp"
import { startWalletConnectWalletPage } from "./startWalletConnectWalletPage"
import { signIn } from "./walletConnectWalletTestSetup"

const projectId = "wc-page-test"
let relay: Relay
const running: Array<{ close: () => Promise<void> } | { stop: () => Promise<void> }> = []

beforeAll(async () => {
  relay = await startRelay()
})

afterAll(async () => {
  await relay?.stop()
})

afterEach(async () => {
  await Promise.all(running.splice(0).map((each) => ("close" in each ? each.close() : each.stop())))
})

const start = async (extra: Partial<WalletConnectWalletOptions> = {}) => {
  const wallet = await createWalletConnectWallet({
    relayUrl: relay.url,
    projectId,
    // Never called in these tests (see above); port 9 is discard.
    rpcUrl: "http://127.0.0.1:9/v1/",
    privateKeys: deriveDevnetAccounts(devnetMnemonic, 2).map((account) => account.privateKey),
    ...extra,
  })
  running.push(wallet)
  const page = await startWalletConnectWalletPage({ wallet })
  running.push(page)
  const dapp = await startTestDapp({ relayUrl: relay.url, projectId })
  running.push(dapp)
  const post = async (path: string, body?: unknown) => {
    const response = await fetch(`${page.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    return [response.status, await response.json()] as const
  }
  const state = async () => (await fetch(`${page.url}/state`)).json()
  return { wallet, page, dapp, post, state }
}

/** A raw request, so that the Host and Origin headers can be anything. */
const raw = (url: string, options: { method: string; headers: Record<string, string> }) =>
  new Promise<[number, string]>((resolve, reject) => {
    const sent = httpRequest(url, options, (response) => {
      let body = ""
      response.setEncoding("utf8")
      response.on("data", (chunk: string) => {
        body += chunk
      })
      response.on("end", () => resolve([response.statusCode ?? 0, body]))
    })
    sent.on("error", reject)
    sent.end()
  })

describe("the page", () => {
  it("GET / serves the HTML page with a labelled URI field and its script at /page.js, under a strict CSP", async () => {
    const { page } = await start()
    const response = await fetch(`${page.url}/?uri=wc%3Aabc`)
    const html = await response.text()
    expect([response.status, response.headers.get("content-type")]).toEqual([
      200,
      "text/html; charset=utf-8",
    ])
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self'")
    expect(html).toContain('<label for="uri">WalletConnect URI</label>')
    expect(html).toContain('<script type="module" src="/page.js"></script>')
    expect(html).not.toMatch(/<script(?![^>]*src=)/)

    const script = await fetch(`${page.url}/page.js`)
    expect([script.status, script.headers.get("content-type")]).toEqual([
      200,
      "text/javascript; charset=utf-8",
    ])
    // The page prefills the form from ?uri= so a deep link pairs in one click.
    expect(await script.text()).toContain('new URLSearchParams(location.search).get("uri")')
  })

  it("GET /state shows the account, the chain, the policy and nothing pending", async () => {
    const { wallet, state } = await start()
    expect(await state()).toEqual({
      address: wallet.address,
      chainId: 31337,
      namespaces: [
        {
          namespace: "eip155",
          chains: ["eip155:31337", "eip155:31338"],
          address: wallet.address,
          methods: [...walletConnectWalletMethods],
          events: ["accountsChanged", "chainChanged"],
        },
      ],
      policy: { sessions: "manual", requests: "manual" },
      oneClickAuth: true,
      proposals: [],
      authentications: [],
      requests: [],
      sessions: [],
      errors: [],
    })
  })
})

describe("the JSON endpoints", () => {
  it("POST /pair shows the dApp's proposal in /state; POST /proposals/:id/approve settles the session", async () => {
    const { wallet, dapp, post, state } = await start()
    const { uri, approval } = await dapp.connect()
    const [status, paired] = await post("/pair", { uri })
    expect([status, paired]).toEqual([
      200,
      { pairingTopic: expect.stringMatching(/^[0-9a-f]{64}$/) },
    ])
    const proposal = await wallet.nextProposal()
    expect((await state()).proposals).toEqual([proposal])

    const [approvedStatus, approved] = await post(`/proposals/${proposal.id}/approve`)
    const session = await approval()
    expect([approvedStatus, approved]).toEqual([
      200,
      {
        session: expect.objectContaining({
          topic: session.topic,
          pairingTopic: paired.pairingTopic,
        }),
      },
    ])
    expect((await state()).sessions).toEqual([approved.session])
  })

  it("POST /proposals/:id/reject refuses the dApp with USER_REJECTED", async () => {
    const { wallet, dapp, post } = await start()
    const { uri, approval } = await dapp.connect()
    await post("/pair", { uri })
    const proposal = await wallet.nextProposal()
    expect(await post(`/proposals/${proposal.id}/reject`)).toEqual([200, {}])
    await expect(approval()).rejects.toEqual({ code: 5000, message: "User rejected." })
  })

  it("a dApp's authenticate() shows in /state; POST /authentications/:id/approve signs in and settles the session, /reject refuses it", async () => {
    const { wallet, dapp, post, state } = await start()
    const first = await dapp.authenticate(signIn)
    await post("/pair", { uri: first.uri })
    const pending = await wallet.nextAuthentication()
    expect((await state()).authentications).toEqual([pending])
    const [status, body] = await post(`/authentications/${pending.id}/approve`)
    const { session, auths } = await first.result
    expect([status, body]).toEqual([
      200,
      { auths, session: expect.objectContaining({ topic: session.topic }) },
    ])
    expect(auths?.map((cacao) => cacao.p.iss)).toEqual([`did:pkh:eip155:31337:${wallet.address}`])
    expect((await state()).sessions).toEqual([body.session])

    const second = await dapp.authenticate(signIn)
    await post("/pair", { uri: second.uri })
    const next = await wallet.nextAuthentication()
    expect(await post(`/authentications/${next.id}/reject`)).toEqual([200, {}])
    await expect(second.result).rejects.toBe("User rejected.")
    expect((await state()).authentications).toEqual([])
  })

  it("POST /requests/:id/approve answers the dApp's request; /reject answers 4001", async () => {
    const { wallet, dapp, post, state } = await start()
    const { uri, approval } = await dapp.connect()
    await wallet.pair(uri)
    await wallet.approveSession((await wallet.nextProposal()).id)
    const session = await approval()
    const sign = (message: string) =>
      dapp.client.request<`0x${string}`>({
        topic: session.topic,
        chainId: "eip155:31337",
        request: { method: "personal_sign", params: [message, wallet.address] },
      })

    const signing = sign("approve me")
    const pending = await wallet.nextRequest()
    expect((await state()).requests).toEqual([pending])
    const [status, body] = await post(`/requests/${pending.id}/approve`)
    const signature = await signing
    expect([status, body]).toEqual([200, { answer: { result: signature } }])
    expect(await verifyMessage({ address: wallet.address, message: "approve me", signature })).toBe(
      true,
    )

    const refused = sign("reject me")
    const next = await wallet.nextRequest()
    expect(await post(`/requests/${next.id}/reject`)).toEqual([200, {}])
    await expect(refused).rejects.toEqual({ code: 4001, message: "User rejected the request." })
  })

  it("POST /sessions/:topic/disconnect ends the session at the dApp", async () => {
    const { wallet, dapp, post, state } = await start()
    const { uri, approval } = await dapp.connect()
    await wallet.pair(uri)
    await wallet.approveSession((await wallet.nextProposal()).id)
    const session = await approval()
    const deleted = dapp.next("session_delete")
    expect(await post(`/sessions/${session.topic}/disconnect`)).toEqual([200, {}])
    expect((await deleted).topic).toBe(session.topic)
    expect((await state()).sessions).toEqual([])
  })

  it("POST /policy sets what the wallet answers on its own", async () => {
    const { post } = await start()
    expect(await post("/policy", { requests: "approve" })).toEqual([
      200,
      { policy: { sessions: "manual", requests: "approve" } },
    ])
    expect(await post("/policy", { sessions: "always" })).toEqual([
      400,
      { error: 'sessions: Expected "manual" | "approve" | "reject"' },
    ])
  })

  it("POST /one-click-auth switches one-click auth: off, a dApp's authenticate() shows as its fallback proposal; a body without a boolean is 400", async () => {
    const { wallet, dapp, post, state } = await start()
    expect(await post("/one-click-auth", { enabled: false })).toEqual([
      200,
      { oneClickAuth: false },
    ])
    expect([wallet.oneClickAuth, (await state()).oneClickAuth]).toEqual([false, false])
    const { uri, result } = await dapp.authenticate(signIn)
    await post("/pair", { uri })
    const proposal = await wallet.nextProposal()
    const current = await state()
    expect([current.proposals, current.authentications]).toEqual([[proposal], []])
    const [, approved] = await post(`/proposals/${proposal.id}/approve`)
    const { session, auths } = await result
    expect([approved.session.topic, auths]).toEqual([session.topic, undefined])

    expect(await post("/one-click-auth", { enabled: "no" })).toEqual([
      400,
      { error: "enabled: Expected boolean" },
    ])
    expect(await post("/one-click-auth", { enabled: true })).toEqual([200, { oneClickAuth: true }])
  })

  it("unknown proposals, authentications, requests and sessions are 404 naming them; a pair body without a wc: URI is 400", async () => {
    const { post } = await start()
    expect(await post("/proposals/123/approve")).toEqual([
      404,
      { error: "No pending proposal 123" },
    ])
    expect(await post("/requests/456/reject")).toEqual([404, { error: "No pending request 456" }])
    expect(await post("/authentications/789/approve")).toEqual([
      404,
      { error: "No pending authentication 789" },
    ])
    expect(await post(`/sessions/${"f".repeat(64)}/disconnect`)).toEqual([
      404,
      { error: `No session ${"f".repeat(64)}` },
    ])
    expect(await post("/pair", { uri: "https://example.com" })).toEqual([
      400,
      { error: 'uri: Expected a string starting with "wc:"' },
    ])
  })

  it("refuses another Host (DNS rebinding) and a POST from another Origin with 403", async () => {
    const { page } = await start()
    expect(
      await raw(`${page.url}/state`, { method: "GET", headers: { host: "evil.example:80" } }),
    ).toEqual([403, JSON.stringify({ error: "Forbidden host: evil.example:80" })])
    expect(
      await raw(`${page.url}/policy`, {
        method: "POST",
        headers: { origin: "https://evil.example" },
      }),
    ).toEqual([403, JSON.stringify({ error: "Forbidden origin: https://evil.example" })])
    const port = new URL(page.url).port
    expect(
      (
        await raw(`${page.url}/state`, { method: "GET", headers: { host: `localhost:${port}` } })
      )[0],
    ).toBe(200)
  })
})

describe("in Chromium", () => {
  const axeSource = readFileSync(
    createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
    "utf8",
  )

  /** Opens a page in a Chromium closed after the test; `problems` collects its uncaught errors. */
  const openPage = async () => {
    const browser = await launchChromium()
    running.push(browser)
    const page = await browser.newPage()
    const problems: string[] = []
    page.on("pageerror", (error) => problems.push(error.message))
    return { page, problems }
  }

  /** Runs axe on the page as it stands; resolves with the ids of the rules it breaks. */
  const axeViolations = async (page: Page) => {
    await page.evaluate(axeSource)
    return page.evaluate(async () => {
      const axe = (
        window as unknown as { axe: { run: () => Promise<{ violations: Array<{ id: string }> }> } }
      ).axe
      return (await axe.run()).violations.map((violation) => violation.id)
    })
  }

  it("a deep link prefills the URI; Pair, Approve, a request's Approve and Disconnect drive the dApp's session; no axe violations", async () => {
    const { dapp, page: walletPage, wallet } = await start()
    const { page, problems } = await openPage()
    const requested: string[] = []
    page.on("request", (request) => requested.push(request.url()))
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text())
    })

    const { uri, approval } = await dapp.connect()
    // The kit's deep link for a wallet whose link is this page.
    await page.goto(walletDeepLink(walletPage.url, uri))
    const uriField = page.getByLabel("WalletConnect URI")
    expect(await uriField.inputValue()).toBe(uri)

    await page.getByRole("button", { name: "Pair" }).click()
    await page.getByRole("button", { name: "Approve the session with Foyer test dApp" }).click()
    const session = await approval()

    const signing = dapp.client.request<`0x${string}`>({
      topic: session.topic,
      chainId: "eip155:31337",
      request: { method: "personal_sign", params: ["from the page", wallet.address] },
    })
    await page.getByRole("button", { name: "Approve personal_sign from Foyer test dApp" }).click()
    const signature = await signing
    expect(
      await verifyMessage({ address: wallet.address, message: "from the page", signature }),
    ).toBe(true)

    const deleted = dapp.next("session_delete")
    await page.getByRole("button", { name: "Disconnect Foyer test dApp" }).click()
    expect((await deleted).topic).toBe(session.topic)
    await page.getByText("No session yet.").waitFor()

    expect(await axeViolations(page)).toEqual([])
    expect(problems).toEqual([])
    expect(requested.filter((url) => !url.startsWith(`${walletPage.url}/`))).toEqual([])
  }, 60_000)

  it("a sign-in request shows with named Approve and Reject buttons; Approve signs the dApp in; with one-click auth switched off, the sign-in comes as a proposal; no axe violations", async () => {
    const { dapp, page: walletPage, wallet } = await start()
    const { page, problems } = await openPage()

    const { uri, result } = await dapp.authenticate(signIn)
    await page.goto(walletDeepLink(walletPage.url, uri))
    await page.getByRole("button", { name: "Pair" }).click()
    const approve = page.getByRole("button", {
      name: "Approve the sign-in to app.test from Foyer test dApp",
    })
    await approve.waitFor()
    expect(
      await page
        .getByRole("button", { name: "Reject the sign-in to app.test from Foyer test dApp" })
        .count(),
    ).toBe(1)
    expect(await page.getByRole("region", { name: "Sign-in requests" }).innerText()).toContain(
      "Nonce: abcdefgh12345678",
    )

    expect(await axeViolations(page)).toEqual([])

    await approve.click()
    const { session } = await result
    expect(session?.namespaces.eip155?.accounts).toEqual([`eip155:31337:${wallet.address}`])
    await page.getByText("No sign-in waiting.").waitFor()

    // Without one-click auth (the page's switch), the same request shows as a proposal.
    const oneClickAuth = page.getByLabel("Sign in with the pairing (wc_sessionAuthenticate)", {
      exact: false,
    })
    expect(await oneClickAuth.isChecked()).toBe(true)
    await oneClickAuth.uncheck()
    await page.getByRole("button", { name: "Save one-click auth" }).click()
    await page.getByText("Saving one-click auth: done.").waitFor()
    expect(wallet.oneClickAuth).toBe(false)
    const fallback = await dapp.authenticate(signIn)
    await page.getByLabel("WalletConnect URI").fill(fallback.uri)
    await page.getByRole("button", { name: "Pair" }).click()
    await page.getByRole("button", { name: "Approve the session with Foyer test dApp" }).click()
    const settled = await fallback.result
    expect([settled.session.namespaces.eip155?.accounts, settled.auths]).toEqual([
      [`eip155:31337:${wallet.address}`],
      undefined,
    ])
    expect(await oneClickAuth.isChecked()).toBe(false)
    expect(problems).toEqual([])
  }, 60_000)
  it("with Solana, the page lists each namespace's account; a solana_signMessage is approved from it and verifies; no axe violations", async () => {
    const [solanaAccount] = deriveSolanaAccounts(devnetMnemonic, 1)
    if (solanaAccount === undefined) throw new Error("No Solana account")
    // The Solana devnet's chain id; signing a message is local, so its RPC is never called.
    const solanaChain = "solana:4bqj8iGQAF33q6CNycphcsExXpAzEcrk"
    const {
      dapp,
      page: walletPage,
      wallet,
    } = await start({
      solana: {
        rpcUrl: "http://127.0.0.1:9",
        secretKeys: [solanaAccount.secretKey],
        chains: [solanaChain],
      },
    })
    const { page, problems } = await openPage()
    const { uri, approval } = await dapp.connect({
      solana: { chains: [solanaChain], methods: [...walletConnectSolanaMethods], events: [] },
    })
    await page.goto(walletDeepLink(walletPage.url, uri))
    const accounts = page.getByRole("list", { name: "Accounts by namespace" })
    await accounts.getByText(`solana: ${solanaAccount.address} on ${solanaChain}`).waitFor()
    expect(await accounts.getByRole("listitem").allInnerTexts()).toEqual([
      `eip155: ${wallet.address} on eip155:31337, eip155:31338`,
      `solana: ${solanaAccount.address} on ${solanaChain}`,
    ])
    await page.getByRole("button", { name: "Pair" }).click()
    await page.getByRole("button", { name: "Approve the session with Foyer test dApp" }).click()
    const session = await approval()
    expect(Object.keys(session.namespaces)).toEqual(["solana"])

    const message = new TextEncoder().encode("from the page")
    const signing = dapp.client.request<{ signature: string }>({
      topic: session.topic,
      chainId: solanaChain,
      request: {
        method: "solana_signMessage",
        params: { message: getBase58Decoder().decode(message), pubkey: solanaAccount.address },
      },
    })
    const approve = page.getByRole("button", {
      name: "Approve solana_signMessage from Foyer test dApp",
    })
    await approve.waitFor()
    expect(await axeViolations(page)).toEqual([])
    await approve.click()
    const { signature } = await signing
    expect(
      ed25519.verify(
        Uint8Array.from(getBase58Encoder().encode(signature)),
        message,
        ed25519.getPublicKey(solanaAccount.privateKey),
      ),
    ).toBe(true)
    expect(problems).toEqual([])
  }, 60_000)
})
