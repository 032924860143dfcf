// The built Solana test wallet in a real Chromium, found by a Wallet Standard app that knows
// nothing of Foyer (@wallet-standard/app's getWallets, bundled on its own): the way the kit
// will find Phantom or Solflare. Connecting and signing are local to the page; sending goes
// from the page to the sandbox's Solana devnet.
import { createServer } from "node:http"
import { ed25519 } from "@noble/curves/ed25519"
import { address, createSolanaRpc, getAddressDecoder, lamports } from "@solana/kit"
import type { BrowserContext, Page } from "playwright-core"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { chromiumForFile } from "../../test/e2e/chromiumForFile"
import { listen } from "../listen"
import { type SolanaDevnet, startSolanaDevnet } from "../solana/startSolanaDevnet"
import { bundlePageScript } from "../standardTestWallet/bundlePageScript"
import { buildSolanaTestWallet, solanaTestWalletScript } from "./buildSolanaTestWallet"
import type {} from "./installSolanaTestWallet"
import { solanaTestWalletName } from "./solanaTestWalletInfo"
import { transferBytes } from "./solanaWalletFixtures"
import type * as TestApp from "./walletStandardTestApp"

declare global {
  interface Window {
    /** The test app's exports, when its bundle is in the page. */
    WalletStandardTestApp?: typeof TestApp
  }
}

const browser = chromiumForFile()

const seeds = [1, 2].map((first) => Array.from({ length: 32 }, (_, i) => (first * 50 + i) % 256))
const publicKeys = seeds.map((seed) => ed25519.getPublicKey(Uint8Array.from(seed)))
const addresses = publicKeys.map((key) => getAddressDecoder().decode(key))
const publicKey = (index: number): Uint8Array => {
  const key = publicKeys[index]
  if (key === undefined) throw new RangeError(`No key ${index}`)
  return key
}

// A page on a real origin (localStorage, where the wallet remembers the site) on loopback,
// as the demo is served: Chromium lets a page call the devnet on 127.0.0.1 only from there
// (Local Network Access; a page Playwright fulfils itself counts as public).
let origin: string
const pageServer = createServer((_request, response) => {
  response.writeHead(200, { "content-type": "text/html; charset=utf-8" })
  response.end("<!doctype html><title>dApp</title>")
})

let walletScript: string
let appScript: string

afterAll(async () => {
  await new Promise((resolve) => {
    pageServer.close(resolve)
    pageServer.closeAllConnections()
  })
})

beforeAll(async () => {
  origin = `http://127.0.0.1:${await listen(pageServer, "127.0.0.1")}`
  const bundle = await buildSolanaTestWallet()
  // Never called here (see above); port 9 is discard.
  walletScript = solanaTestWalletScript(bundle, {
    secretKeys: seeds,
    rpcUrl: "http://127.0.0.1:9/",
  })
  const app = await bundlePageScript(
    new URL("./walletStandardTestApp.ts", import.meta.url),
    "WalletStandardTestApp",
  )
  // An init script runs inside a function: its `var` would not reach the window.
  appScript = `${app}\n;window.WalletStandardTestApp = WalletStandardTestApp;\n`
}, 120_000)

const contexts: BrowserContext[] = []
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()))
})

/** A fresh tab on the origin with `initScripts` run, in order, before the page's own. */
const openPage = async (initScripts: ReadonlyArray<string>): Promise<Page> => {
  const context = await browser().newContext()
  contexts.push(context)
  const page = await context.newPage()
  for (const content of initScripts) await page.addInitScript({ content })
  await page.goto(`${origin}/`)
  return page
}

/** The test app of the page (after its bundle ran). */
const app = (page: Page) => ({
  found: () =>
    page.evaluate(() => {
      if (window.WalletStandardTestApp === undefined) throw new Error("No app in the page")
      return window.WalletStandardTestApp.found()
    }),
  connect: (silent = false) =>
    page.evaluate(
      ([name, quiet]) => {
        if (window.WalletStandardTestApp === undefined) throw new Error("No app in the page")
        return window.WalletStandardTestApp.connect(name, quiet)
      },
      [solanaTestWalletName, silent] as const,
    ),
  accounts: () =>
    page.evaluate((name) => {
      if (window.WalletStandardTestApp === undefined) throw new Error("No app in the page")
      return window.WalletStandardTestApp.accountsOf(name)
    }, solanaTestWalletName),
  signMessage: (text: string) =>
    page.evaluate(
      async ([name, message]) => {
        if (window.WalletStandardTestApp === undefined) throw new Error("No app in the page")
        try {
          return await window.WalletStandardTestApp.signMessage(name, message)
        } catch (error) {
          // What an app can read of the failure, past the page boundary.
          const { name: errorName, context } = error as { name: string; context?: unknown }
          return { failed: { name: errorName, context } }
        }
      },
      [solanaTestWalletName, text] as const,
    ),
})

describe("the Solana test wallet page script", { timeout: 60_000 }, () => {
  it("registers 'Foyer Solana Test Wallet' before the app loads; getWallets() finds it, connects and signs", async () => {
    const page = await openPage([walletScript])
    await page.addScriptTag({ content: appScript })
    expect(await app(page).found()).toEqual({
      wallets: [solanaTestWalletName],
      registeredLater: [],
    })
    expect(await app(page).connect()).toEqual([addresses[0]])
    expect(await app(page).accounts()).toEqual([
      {
        address: addresses[0],
        publicKey: Array.from(publicKey(0)),
        chains: [
          "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
          "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1",
          "solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z",
        ],
      },
    ])
    const signed = await app(page).signMessage("Sign me, Chromium")
    if (!("signature" in signed)) throw new Error("signing failed")
    expect(
      ed25519.verify(
        Uint8Array.from(signed.signature),
        new TextEncoder().encode("Sign me, Chromium"),
        publicKey(0),
      ),
    ).toBe(true)
    const log = await page.evaluate(() => window.foyerSolanaTestWallet?.requests)
    expect(log?.map((request) => [request.feature, request.outcome])).toEqual([
      ["standard:connect", "approved"],
      ["solana:signMessage", "approved"],
    ])
  })

  it("registered after the app loaded, the wallet reaches the app's register listeners", async () => {
    const page = await openPage([appScript, walletScript])
    expect(await app(page).found()).toEqual({
      wallets: [solanaTestWalletName],
      registeredLater: [solanaTestWalletName],
    })
  })

  it("an account switch and a disconnect inside the wallet reach the app as change events", async () => {
    const page = await openPage([walletScript, appScript])
    await app(page).connect()
    await page.evaluate((name) => window.WalletStandardTestApp?.watch(name), solanaTestWalletName)
    await page.evaluate(() => window.foyerSolanaTestWallet?.setAccount(1))
    await page.evaluate(() => window.foyerSolanaTestWallet?.disconnect())
    expect(await page.evaluate(() => window.WalletStandardTestApp?.changesSeen())).toEqual([
      [addresses[1]],
      [],
    ])
    expect(await app(page).accounts()).toEqual([])
  })

  it("a reload keeps the site's authorisation: the account is there at once and a silent connect gives it", async () => {
    const page = await openPage([walletScript, appScript])
    await app(page).connect()
    await page.evaluate(() => window.foyerSolanaTestWallet?.setAccount(1))
    await page.reload()
    expect((await app(page).accounts()).map((account) => account.address)).toEqual([addresses[1]])
    expect(await app(page).connect(true)).toEqual([addresses[1]])
  })

  it("a request the visitor rejects fails in the page with the standard's WalletStandardError (4001000)", async () => {
    const page = await openPage([walletScript, appScript])
    await app(page).connect()
    await page.evaluate(() =>
      window.foyerSolanaTestWallet?.setBehaviour("solana:signMessage", "reject"),
    )
    expect(await app(page).signMessage("No")).toEqual({
      failed: { name: "WalletStandardError", context: { __code: 4001000 } },
    })
  })
})

describe("the Solana test wallet page script on the sandbox devnet", { timeout: 60_000 }, () => {
  let devnet: SolanaDevnet
  beforeAll(async () => {
    devnet = await startSolanaDevnet({ accounts: 1 })
  }, 60_000)
  afterAll(async () => {
    await devnet?.stop()
  })

  it("sends a SOL transfer from the page through the devnet's RPC; the receiver's balance is read back", async () => {
    const [funded] = devnet.accounts
    if (funded === undefined) throw new Error("The devnet has no account")
    const script = solanaTestWalletScript(await buildSolanaTestWallet(), {
      secretKeys: [funded.secretKey],
      rpcUrl: devnet.rpcUrl,
      chains: [devnet.caipNetworkId],
    })
    const page = await openPage([script, appScript])
    expect(await app(page).connect()).toEqual([funded.address])
    const rpc = createSolanaRpc(devnet.rpcUrl)
    const receiver = getAddressDecoder().decode(
      ed25519.getPublicKey(ed25519.utils.randomPrivateKey()),
    )
    const transaction = transferBytes({
      source: address(funded.address),
      destination: receiver,
      amount: lamports(2_000_000n),
      lifetime: (await rpc.getLatestBlockhash().send()).value,
    })
    const signature = await page.evaluate(
      ([name, bytes, chain]) => {
        if (window.WalletStandardTestApp === undefined) throw new Error("No app in the page")
        return window.WalletStandardTestApp.signAndSend(name, bytes, chain)
      },
      [solanaTestWalletName, Array.from(transaction), devnet.caipNetworkId] as const,
    )
    expect(signature).toHaveLength(64)
    expect((await rpc.getBalance(receiver).send()).value).toBe(2_000_000n)
  })
})
