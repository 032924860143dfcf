import type { Browser } from "playwright-core"
import { formatEther, parseEther } from "viem"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { WebSocket } from "ws"
import { deriveDevnetAccounts, devnetMnemonic } from "../../sandbox/devnet/deriveDevnetAccounts"
import { malformedHttpRequests, sendRaw } from "../hostile/rawHttp"
import { accountButton, connectTestWallet, stepTimeoutMs } from "./demoPageFlows"
import { launchChromium } from "./launchChromium"
import { type RunningNpmStart, runNpmStart } from "./runNpmStart"
import { testWallet } from "./testWallet"

/** An account nothing spends from in this run: anvil's initial 10000 ETH. */
const untouchedAccount = 4
const address = deriveDevnetAccounts(devnetMnemonic, untouchedAccount + 1)[untouchedAccount]
  ?.address as string

/** Opens a WebSocket to `url` and resolves with how it ended: opened, refused, or closed. */
const tryWebSocket = (url: string, frames: ReadonlyArray<string | Buffer> = []) =>
  new Promise<string>((resolve) => {
    const socket = new WebSocket(url)
    socket.on("open", () => {
      for (const frame of frames) socket.send(frame)
      socket.close()
    })
    socket.on("unexpected-response", (_request, response) => {
      resolve(`refused ${response.statusCode}`)
      socket.terminate()
    })
    socket.on("close", () => resolve("closed"))
    socket.on("error", () => resolve("error"))
  })

/** Every URL `npm start` printed, as http URLs (the relay's ws URL is the same server). */
const printedHttpUrls = (started: RunningNpmStart): ReadonlyArray<string> => {
  const { urls } = started
  return [
    urls.page,
    urls.api,
    urls.rpc,
    urls.walletConnectWallet,
    urls.onramp,
    urls.pay,
    urls.relay.replace(/^ws:/, "http:"),
    ...urls.devnets,
    urls.solana,
  ]
}

describe("npm start under a burst of malformed requests (issue 11)", { timeout: 240_000 }, () => {
  let started: RunningNpmStart | undefined
  let browser: Browser | undefined
  beforeAll(async () => {
    started = await runNpmStart(["--project-id", "hostile-start"])
    browser = await launchChromium()
  }, 240_000)
  afterAll(async () => {
    await browser?.close()
    if (started?.running() === true) await started.interrupt()
    started?.kill()
  }, 60_000)

  it("keeps every printed server up through malformed HTTP and WebSocket requests, then a visitor connects in Chromium", async () => {
    if (started === undefined || browser === undefined) throw new Error("not started")
    const targets = printedHttpUrls(started)

    // The burst: every malformed request to every printed URL, all at once.
    const answers = await Promise.all(
      targets.flatMap((url) =>
        malformedHttpRequests.map(async (request) => ({
          url,
          name: request.name,
          answer: await sendRaw(url, request.bytes),
        })),
      ),
    )
    for (const { url, name, answer } of answers) {
      // A server answers with a client error or closes the connection; never a 5xx.
      if (answer.status !== undefined) {
        expect.soft(answer.status, `${name} -> ${url}`).toBeLessThan(500)
      }
    }
    // WebSockets: upgrades to odd paths and without auth, and frames a server cannot parse.
    const relay = started.urls.relay
    const sockets = await Promise.all([
      ...["//", "///x", "/?auth=x", "/%zz", `/?${"a".repeat(10_000)}`].map((path) =>
        tryWebSocket(`${relay}${path}`),
      ),
      ...targets.map((url) =>
        tryWebSocket(url.replace(/^http:/, "ws:"), ["{", "\u0000", Buffer.from([0xff, 0xfe])]),
      ),
    ])
    expect(sockets).toEqual([
      // The relay refuses each odd upgrade for its missing auth, and stays up.
      ...Array.from({ length: 5 }, () => "refused 401"),
      "refused 200", // the demo page: a plain page, no WebSocket
      "refused 404", // the API: no such path
      "refused 405", // the RPC proxy: POST only
      "refused 200", // the WalletConnect wallet's page
      "refused 200", // the onramp page
      "refused 404", // the pay pages: a page per payment session
      "refused 401", // the relay again, without auth
      // anvil takes WebSockets: it reads the bad frames and the socket closes normally.
      ...started.urls.devnets.map(() => "closed"),
      // So does the Solana devnet's PubSub.
      "closed",
    ])
    expect(started.running()).toBe(true)

    // Afterwards every server still answers a well-behaved client.
    const chains = await fetch(`${started.urls.api}/v1/supported-chains?projectId=hostile-start`)
    expect(chains.status).toBe(200)
    const rpcBody = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] })
    for (const devnet of started.urls.devnets) {
      const reply = await fetch(devnet, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: rpcBody,
      })
      expect(((await reply.json()) as { result?: string }).result).toMatch(/^0x[0-9a-f]+$/)
    }
    const genesis = await fetch(started.urls.solana, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "getGenesisHash" }),
    })
    expect(((await genesis.json()) as { result?: string }).result).toMatch(
      /^[1-9A-HJ-NP-Za-km-z]{43,44}$/,
    )
    expect((await fetch(`${started.urls.walletConnectWallet}/state`)).status).toBe(200)

    // And a visitor connects the sandbox wallet in a real browser and sees the devnet balance.
    const context = await browser.newContext()
    try {
      const page = await context.newPage()
      await page.goto(started.urls.page)
      await testWallet(page).setAccount(untouchedAccount)
      await connectTestWallet(page, address)
      await expect
        .poll(() => accountButton(page, address).textContent(), { timeout: stepTimeoutMs })
        .toContain(`${formatEther(parseEther("10000"))} ETH`)
    } finally {
      await context.close()
    }
    expect(await started.interrupt()).toEqual([0, null])
  })
})
