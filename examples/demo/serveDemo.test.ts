import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Window } from "happy-dom"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { sendRaw } from "../../test/hostile/rawHttp"
import {
  type DemoServer,
  demoContentSecurityPolicy,
  injectDemoConfig,
  serveDemo,
} from "./serveDemo"
import { readDemoConfig } from "./src/DemoConfig"
import { demoFoyerOptions } from "./src/demoFoyerOptions"

const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <script type="module" crossorigin src="/assets/demo-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`
const config = {
  projectId: "serve-test</script><script>alert(1)</script>",
  apiUrl: "http://127.0.0.1:1",
  analyticsUrl: "http://127.0.0.1:1",
  rpcUrl: "http://127.0.0.1:1/v1/",
  relayUrl: "ws://127.0.0.1:9",
}

let root: string
let dir: string
let plain: DemoServer
let withWallet: DemoServer
let withBothWallets: DemoServer

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "foyer-serve-test-"))
  dir = join(root, "build")
  await mkdir(join(dir, "assets"), { recursive: true })
  await writeFile(join(dir, "index.html"), html)
  await writeFile(join(dir, "assets", "demo-abc.js"), "console.log('demo')")
  await writeFile(join(root, "secret.txt"), "outside the build")
  plain = await serveDemo({ dir, config })
  withWallet = await serveDemo({ dir, config, walletScript: "/* wallet */" })
  withBothWallets = await serveDemo({
    dir,
    config,
    walletScript: "/* wallet */",
    solanaWalletScript: "/* solana wallet */",
  })
})

afterAll(async () => {
  await plain?.close()
  await withWallet?.close()
  await withBothWallets?.close()
  await rm(root, { recursive: true, force: true })
})

const documentOf = (text: string) => {
  const window = new Window()
  window.document.write(text)
  return window.document as unknown as Document
}

describe("serveDemo", () => {
  it("serves index.html with the configuration as a JSON script the demo reads back", async () => {
    const response = await fetch(plain.url)
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8")
    const text = await response.text()
    // The project id's "</script>" is escaped: the JSON cannot end its element early.
    expect(text).not.toContain("</script><script>alert(1)")
    expect(readDemoConfig(documentOf(text))).toEqual({
      ...config,
      sandboxWallet: false,
      solanaWallet: false,
    })
    expect(text).not.toContain("sandbox-wallet.js")
  })

  it("sends the strict Content-Security-Policy, without 'unsafe-inline', on every answer", async () => {
    expect(demoContentSecurityPolicy).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: http://127.0.0.1:*; connect-src 'self' http://127.0.0.1:* ws://127.0.0.1:*; frame-src http://localhost:*; frame-ancestors 'none'",
    )
    for (const path of ["", "assets/demo-abc.js", "missing.js"]) {
      const response = await fetch(`${plain.url}${path}`)
      expect(response.headers.get("content-security-policy")).toBe(demoContentSecurityPolicy)
      expect(response.headers.get("x-content-type-options")).toBe("nosniff")
    }
  })

  it("serves the build's files with their types, and nothing outside the build", async () => {
    const asset = await fetch(`${plain.url}assets/demo-abc.js`)
    expect([asset.status, asset.headers.get("content-type"), await asset.text()]).toEqual([
      200,
      "text/javascript; charset=utf-8",
      "console.log('demo')",
    ])
    expect((await fetch(`${plain.url}assets/nope.js`)).status).toBe(404)
    expect((await fetch(`${plain.url}%2e%2e/secret.txt`)).status).toBe(404)
    expect((await fetch(`${plain.url}%E0%A4%A`)).status).toBe(400)
    expect((await fetch(plain.url, { method: "POST" })).status).toBe(405)
  })

  it("with a wallet script, serves it and has the page load it before the app", async () => {
    const text = await (await fetch(withWallet.url)).text()
    expect(readDemoConfig(documentOf(text)).sandboxWallet).toBe(true)
    expect(text.indexOf('<script src="/sandbox-wallet.js"></script>')).toBeGreaterThan(
      text.indexOf('id="foyer-demo-config"'),
    )
    const script = await fetch(`${withWallet.url}sandbox-wallet.js`)
    expect([script.status, await script.text()]).toEqual([200, "/* wallet */"])
    expect((await fetch(`${plain.url}sandbox-wallet.js`)).status).toBe(404)
    expect(readDemoConfig(documentOf(text)).solanaWallet).toBe(false)
    expect((await fetch(`${withWallet.url}sandbox-solana-wallet.js`)).status).toBe(404)
  })

  it("with a Solana wallet script, serves it beside the EVM one and has the page load it after that one, before the app; its configuration lists the Solana devnet", async () => {
    const text = await (await fetch(withBothWallets.url)).text()
    const served = readDemoConfig(documentOf(text))
    expect([served.sandboxWallet, served.solanaWallet]).toEqual([true, true])
    const evm = text.indexOf('<script src="/sandbox-wallet.js"></script>')
    const solana = text.indexOf('<script src="/sandbox-solana-wallet.js"></script>')
    // Classic scripts, run as they are parsed: both wallets exist before the app's module runs.
    expect([evm > text.indexOf('id="foyer-demo-config"'), solana > evm]).toEqual([true, true])
    const script = await fetch(`${withBothWallets.url}sandbox-solana-wallet.js`)
    expect([script.status, script.headers.get("content-type"), await script.text()]).toEqual([
      200,
      "text/javascript; charset=utf-8",
      "/* solana wallet */",
    ])
    // It holds the Solana devnet's keys: a DNS-rebinding page is refused it too (issue 30).
    const { port } = new URL(withBothWallets.url)
    const rebound = await sendRaw(
      withBothWallets.url,
      `GET /sandbox-solana-wallet.js HTTP/1.1\r\nHost: evil.example:${port}\r\nConnection: close\r\n\r\n`,
    )
    expect([rebound.status, rebound.body.includes("solana wallet")]).toEqual([403, false])
    // The kit the page makes of its configuration has the sandbox's Solana devnet.
    expect(demoFoyerOptions(served, withBothWallets.url).networks).toEqual([
      "eip155:31337",
      "eip155:31338",
      "solana:4bqj8iGQAF33q6CNycphcsExXpAzEcrk",
    ])
  })

  it("with a Bitcoin wallet script, serves it and has the page load it after the other wallets, before the app; none without one", async () => {
    const withBitcoin = await serveDemo({
      dir,
      config,
      walletScript: "/* wallet */",
      solanaWalletScript: "/* solana wallet */",
      bitcoinWalletScript: "/* bitcoin wallet */",
    })
    try {
      const text = await (await fetch(withBitcoin.url)).text()
      const solana = text.indexOf('<script src="/sandbox-solana-wallet.js"></script>')
      const bitcoin = text.indexOf('<script src="/sandbox-bitcoin-wallet.js"></script>')
      expect([solana > 0, bitcoin > solana, bitcoin < text.indexOf("</head>")]).toEqual([
        true,
        true,
        true,
      ])
      const script = await fetch(`${withBitcoin.url}sandbox-bitcoin-wallet.js`)
      expect([script.status, await script.text()]).toEqual([200, "/* bitcoin wallet */"])
      expect(await (await fetch(withBothWallets.url)).text()).not.toContain("sandbox-bitcoin")
      expect((await fetch(`${withBothWallets.url}sandbox-bitcoin-wallet.js`)).status).toBe(404)
    } finally {
      await withBitcoin.close()
    }
  })

  it("answers only under its own loopback names: a DNS-rebinding page gets neither the wallet script (the devnet's private keys) nor the page (issue 30)", async () => {
    const { host, port } = new URL(withWallet.url)
    const get = async (path: string, hostHeader: string) => {
      const answer = await sendRaw(
        withWallet.url,
        `GET ${path} HTTP/1.1\r\nHost: ${hostHeader}\r\nConnection: close\r\n\r\n`,
      )
      return [answer.status, answer.body.includes("/* wallet */")]
    }
    for (const own of [host, `localhost:${port}`, `[::1]:${port}`]) {
      expect(await get("/sandbox-wallet.js", own)).toEqual([200, true])
    }
    for (const foreign of ["evil.example", `evil.example:${port}`, "127.0.0.1", ""]) {
      expect(await get("/sandbox-wallet.js", foreign)).toEqual([403, false])
      expect((await get("/", foreign))[0]).toBe(403)
    }
  })

  it("refuses an index.html without a head", () => {
    const noWallets = { ...config, sandboxWallet: false, solanaWallet: false }
    expect(() => injectDemoConfig("<p>no head</p>", noWallets)).toThrow(
      "The demo's index.html has no </head>",
    )
  })
})
