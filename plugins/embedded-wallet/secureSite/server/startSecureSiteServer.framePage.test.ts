// The secure site serves its frame page (`GET /frame`, `GET /frame/page.js`) with the CSP that
// keeps it to its own script and to the dApps allowed to embed it.
import { afterAll, describe, expect, it } from "vitest"
import { testEpoch, useTestDatabase } from "../db/secureSiteDatabaseFixtures"
import { makeMailer } from "../email/makeMailer"
import { siteRequest, useSecureSite } from "./secureSiteServerFixtures"
import { startSecureSiteServer } from "./startSecureSiteServer"

const script = 'parent.postMessage("frame page ran", "*")'

/** An answer's body as text (the harness reads JSON only). */
const textOf = async (url: string) => {
  const response = await fetch(url)
  return { status: response.status, headers: response.headers, text: await response.text() }
}

describe("startSecureSiteServer: the frame page", () => {
  let reads = 0
  const harness = useSecureSite({
    framePage: {
      script: async () => {
        reads++
        return script
      },
    },
    embeddingOrigins: ["localhost", "https://app.example.com", "*.pages.dev", "{ip}"],
    rpcOrigins: ["https://rpc.example.com", "http://127.0.0.1:8545"],
  })

  it("GET /frame is an HTML page without inline script carrying its config as JSON, with the frame page's CSP", async () => {
    const page = await textOf(`${harness.site().url}/frame`)
    expect(page.status).toBe(200)
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8")
    expect(page.text).toMatch(/^<!doctype html>\n<html lang="en">/)
    expect(page.text).toContain("<title>Foyer secure site</title>")
    const scripts = [...page.text.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)]
    expect(scripts.map(([, attributes, body]) => [attributes, body])).toEqual([
      [
        ' type="application/json" id="foyer-secure-site-config"',
        JSON.stringify({
          allowedOrigins: ["localhost", "https://app.example.com", "*.pages.dev", "{ip}"],
        }),
      ],
      [' defer src="/frame/page.js"', ""],
    ])
    expect(page.headers.get("content-security-policy")).toBe(
      [
        "default-src 'none'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "connect-src 'self' https://rpc.example.com http://127.0.0.1:8545",
        "frame-ancestors http://localhost:* https://localhost:* https://app.example.com https://*.pages.dev http://127.0.0.1:*",
        "base-uri 'none'",
        "form-action 'none'",
      ].join("; "),
    )
    expect(page.headers.get("referrer-policy")).toBe("no-referrer")
    // Framed by the dApp: nothing that would keep it out of a frame or cut it from its opener.
    expect(page.headers.get("cross-origin-opener-policy")).toBeNull()
    expect(page.headers.get("x-frame-options")).toBeNull()
    expect(page.headers.get("cache-control")).toBe("no-store")
    expect(page.headers.get("x-content-type-options")).toBe("nosniff")
  })

  it("GET /frame/page.js is the given script as JavaScript, read once", async () => {
    const answers = [
      await textOf(`${harness.site().url}/frame/page.js`),
      await textOf(`${harness.site().url}/frame/page.js`),
    ]
    for (const answer of answers) {
      expect(answer.status).toBe(200)
      expect(answer.headers.get("content-type")).toBe("text/javascript; charset=utf-8")
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff")
      expect(answer.text).toBe(script)
    }
    expect(reads).toBe(1)
  })

  it("GET /frame with the query the dApp puts in the frame's URL is the same page", async () => {
    const page = await textOf(`${harness.site().url}/frame?projectId=p1&chainId=1`)
    expect(page.status).toBe(200)
    expect(page.text).toContain('<script defer src="/frame/page.js"></script>')
  })

  it("a POST to the page is 405", async () => {
    expect(await harness.request("/frame", { json: {} })).toMatchObject({
      status: 405,
      body: { error: { reason: "method_not_allowed" } },
    })
  })
})

describe("startSecureSiteServer: the frame page's options", () => {
  const database = useTestDatabase()
  // No test here mails: a mailer to a closed port.
  const mailer = makeMailer({ smtpUrl: "smtp://127.0.0.1:9", from: "login@foyer.test" })
  afterAll(() => mailer.close())
  const start = (options: Partial<Parameters<typeof startSecureSiteServer>[0]>) =>
    startSecureSiteServer({
      database: database(),
      mailer,
      codeKey: new Uint8Array(32).fill(1),
      now: () => testEpoch,
      ...options,
    })

  it("without framePage, neither the page nor its script is served (404)", async () => {
    const site = await start({})
    try {
      for (const path of ["/frame", "/frame/page.js"]) {
        expect(await siteRequest(site.url, path)).toMatchObject({
          status: 404,
          body: { error: { reason: "not_found" } },
        })
      }
    } finally {
      await site.stop()
    }
  })

  it("spec 6 default allowed origins: the page's config and frame-ancestors, without embeddingOrigins", async () => {
    const site = await start({ framePage: { script: async () => "" } })
    try {
      const page = await textOf(`${site.url}/frame`)
      expect(page.text).toContain(
        '{"allowedOrigins":["localhost","{ip}","*.pages.dev","*.vercel.app","*.ngrok-free.app","secure-mobile.walletconnect.com","secure-mobile.walletconnect.org"]}',
      )
      expect(page.headers.get("content-security-policy")).toContain(
        "frame-ancestors http://localhost:* https://localhost:* http://127.0.0.1:* https://*.pages.dev",
      )
      expect(page.headers.get("content-security-policy")).toContain("connect-src 'self';")
    } finally {
      await site.stop()
    }
  })

  it("with no embedding origin, frame-ancestors 'none' and an empty list: no site may show it", async () => {
    const site = await start({ framePage: { script: async () => "" }, embeddingOrigins: [] })
    try {
      const page = await textOf(`${site.url}/frame`)
      expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'none';")
      expect(page.text).toContain('{"allowedOrigins":[]}')
    } finally {
      await site.stop()
    }
  })

  it("refuses at start an embedding pattern or RPC origin CSP cannot write", async () => {
    const framePage = { script: async () => "" }
    await expect(start({ framePage, embeddingOrigins: ["[::1]"] })).rejects.toThrow(
      'The embedding origin pattern "[::1]" cannot be written in CSP',
    )
    await expect(
      start({ framePage, rpcOrigins: ["https://rpc.example.com/v1; script-src *"] }),
    ).rejects.toThrow("is no http(s) origin")
  })

  it("reads the script again after a failed read, answering 500 for the failure", async () => {
    let calls = 0
    const logged: Array<string> = []
    const site = await start({
      framePage: {
        script: async () => {
          calls++
          if (calls === 1) throw new Error("the bundle is not built")
          return "ok()"
        },
      },
      log: (message) => logged.push(message),
    })
    try {
      expect((await textOf(`${site.url}/frame/page.js`)).status).toBe(500)
      expect(await textOf(`${site.url}/frame/page.js`)).toMatchObject({ status: 200, text: "ok()" })
      expect(logged).toEqual([
        "secure site: GET /frame/page.js failed: Error: the bundle is not built",
      ])
    } finally {
      await site.stop()
    }
  })
})
