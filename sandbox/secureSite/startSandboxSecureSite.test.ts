import { afterEach, describe, expect, it } from "vitest"
import { type SandboxSecureSite, startSandboxSecureSite } from "./startSandboxSecureSite"

const sites: Array<SandboxSecureSite> = []
afterEach(async () => {
  await Promise.all(sites.splice(0).map((site) => site.stop()))
})

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
    const site = await startSandboxSecureSite()
    sites.push(site)
    expect(site.url).toMatch(/^http:\/\/localhost:\d+$/)
  })

  it("mails a sign-in code over SMTP to its catcher, and the code signs in", async () => {
    const site = await startSandboxSecureSite()
    sites.push(site)
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
    const site = await startSandboxSecureSite()
    sites.push(site)
    await post(site, "/v1/email/start", { email: "bob@example.com" })
    await site.mailbox.waitFor("bob@example.com")
    const answer = await fetch(`${site.mailboxUrl}/messages?to=bob@example.com`)
    const { messages } = (await answer.json()) as { messages: ReadonlyArray<{ subject: string }> }
    expect(messages.map((each) => each.subject)).toEqual(["Your sign-in code"])
  })

  it("stops everything, twice without harm", async () => {
    const site = await startSandboxSecureSite()
    await site.stop()
    await site.stop()
    await expect(fetch(`${site.mailboxUrl}/messages`)).rejects.toThrow()
  })
})
