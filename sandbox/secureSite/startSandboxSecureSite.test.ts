import { createHash } from "node:crypto"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { completeSandboxSignIn } from "../oidc/completeSandboxSignIn"
import { type SandboxSecureSite, startSandboxSecureSite } from "./startSandboxSecureSite"

const sites: Array<SandboxSecureSite> = []
afterEach(async () => {
  await Promise.all(sites.splice(0).map((site) => site.stop()))
})

/** One site for the tests that sign in (each its own email): PGlite opens once for the file. */
let shared: SandboxSecureSite | undefined
beforeAll(async () => {
  shared = await startSandboxSecureSite()
})
afterAll(async () => {
  await shared?.stop()
})
const sharedSite = (): SandboxSecureSite => {
  if (shared === undefined) throw new Error("The shared site starts in beforeAll")
  return shared
}

const post = (site: SandboxSecureSite, path: string, body: unknown) =>
  fetch(`${site.url.replace("//localhost:", "//127.0.0.1:")}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  })

/** The six-digit code on a line of its own in the sign-in mail. */
const codeIn = (text: string) => /^\s*(\d{6})\s*$/m.exec(text)?.[1]

describe("startSandboxSecureSite", () => {
  it("serves on localhost, so the site is another site than a dApp on 127.0.0.1", async () => {
    const site = sharedSite()
    expect(site.url).toMatch(/^http:\/\/localhost:\d+$/)
  })

  it("mails a sign-in code over SMTP to its catcher, and the code signs in", async () => {
    const site = sharedSite()
    const started = await post(site, "/v1/email/start", { email: "alice@example.com" })
    expect(started.status).toBe(200)
    const mail = await site.mailbox.waitFor("alice@example.com")
    const code = codeIn(mail.text)
    expect(code).toBeDefined()
    const verified = await post(site, "/v1/email/verify", { email: "alice@example.com", code })
    expect(verified.status).toBe(200)
    expect(await verified.json()).toMatchObject({ email: "alice@example.com", isNewUser: true })
  })

  it("answers the mailbox over HTTP on loopback", async () => {
    const site = sharedSite()
    await post(site, "/v1/email/start", { email: "bob@example.com" })
    await site.mailbox.waitFor("bob@example.com")
    const answer = await fetch(`${site.mailboxUrl}/messages?to=bob@example.com`)
    const { messages } = (await answer.json()) as { messages: ReadonlyArray<{ subject: string }> }
    expect(messages.map((each) => each.subject)).toEqual(["Your sign-in code"])
  })

  it("serves the frame page, whose CSP lets it call the sandbox's RPC origins", async () => {
    const site = await startSandboxSecureSite({
      rpcOrigins: ["http://127.0.0.1:4000"],
      framePageScript: async () => "document.title = 'frame'",
    })
    sites.push(site)
    const origin = site.url.replace("//localhost:", "//127.0.0.1:")
    const page = await fetch(`${origin}/frame`)
    expect(page.status).toBe(200)
    expect(page.headers.get("content-security-policy")).toContain(
      "connect-src 'self' http://127.0.0.1:4000",
    )
    expect(await (await fetch(`${origin}/frame/page.js`)).text()).toBe("document.title = 'frame'")
  })

  it("lists the wallets made on it", async () => {
    const site = sharedSite()
    const before = site.wallets().length
    await post(site, "/v1/email/start", { email: "carol@example.com" })
    const code = codeIn((await site.mailbox.waitFor("carol@example.com")).text)
    const verified = await post(site, "/v1/email/verify", { email: "carol@example.com", code })
    const { token, userId } = (await verified.json()) as { token: string; userId: string }
    const address = "0x19E7E376E7C213B7E7e7e46cc70A5dD086DAff2A"
    const made = await fetch(`${site.url.replace("//localhost:", "//127.0.0.1:")}/v1/wallet`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ address, serverShare: Buffer.alloc(33, 1).toString("base64") }),
    })
    expect(made.status).toBe(200)
    expect(site.wallets().slice(before)).toEqual([{ userId, address }])
  })

  it("signs in with its OIDC provider as each of the six social providers, redirected back to its localhost callback, and the frame's redemption opens a session", async () => {
    const site = sharedSite()
    expect(site.oidc.issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(site.oidc.users.map((user) => user.sub)).toContain("sandbox-alice")
    const loopback = (url: string | URL) => String(url).replace("//localhost:", "//127.0.0.1:")
    const secret = Buffer.alloc(32, 3)
    const binding = createHash("sha256").update(secret).digest("base64url")
    for (const provider of ["google", "github", "apple", "facebook", "x", "discord"]) {
      const started = await fetch(
        loopback(
          `${site.url}/v1/social/start?provider=${provider}&binding=${binding}&origin=${encodeURIComponent("http://127.0.0.1:5173")}`,
        ),
        { redirect: "manual" },
      )
      expect({ provider, status: started.status }).toEqual({ provider, status: 302 })
      const authorization = new URL(started.headers.get("location") ?? "")
      expect(authorization.searchParams.get("provider")).toBe(provider)
      const returned = await completeSandboxSignIn(authorization, "sandbox-carol")
      expect(`${returned.origin}${returned.pathname}`).toBe(`${site.url}/v1/social/callback`)
      const finished = await fetch(loopback(returned), {
        headers: {
          accept: "application/json",
          cookie: (started.headers.get("set-cookie") ?? "").split(";")[0] ?? "",
        },
      })
      const { resultUri } = (await finished.json()) as { resultUri: string }
      expect(resultUri.startsWith(`${site.url}/v1/social/result/`)).toBe(true)
      const redeemed = await post(site, "/v1/social/redeem", {
        result: resultUri.split("/").at(-1),
        secret: secret.toString("base64url"),
      })
      expect(await redeemed.json()).toMatchObject({ userName: "Carol Sandbox", email: null })
    }
  })

  it("stops everything, twice without harm", async () => {
    const site = await startSandboxSecureSite()
    await site.stop()
    await site.stop()
    await expect(fetch(`${site.mailboxUrl}/messages`)).rejects.toThrow()
  })
})
