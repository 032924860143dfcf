// A secure site run as a user runs it: PGlite in a folder, real SMTP, the login API. What it
// knows of its users is in the database, so a restart on the same folder keeps them.
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type SmtpCatcher, startSmtpCatcher } from "../../../sandbox/mail/startSmtpCatcher"
import { codeInMail, siteRequest } from "./server/secureSiteServerFixtures"
import { type SecureSiteOptions, startSecureSite } from "./startSecureSite"

let catcher: SmtpCatcher | undefined
let dataDir = ""
beforeAll(async () => {
  catcher = await startSmtpCatcher()
  dataDir = await mkdtemp(join(tmpdir(), "foyer-secure-site-"))
})
afterAll(async () => {
  await catcher?.stop()
  await rm(dataDir, { recursive: true, force: true })
})

const options = (): SecureSiteOptions => ({
  database: { kind: "embedded", dataDir },
  smtpUrl: catcher?.url ?? "",
  mailFrom: '"Foyer" <login@foyer.test>',
  codeKey: new Uint8Array(32).fill(9),
  framePage: { script: async () => "document.title = 'frame'" },
})

describe("startSecureSite", { timeout: 60_000 }, () => {
  it("mails a code, signs in, and still knows the session after a restart on the same folder", async () => {
    const first = await startSecureSite(options())
    let token = ""
    try {
      await siteRequest(first.url, "/v1/email/start", { json: { email: "ada@example.org" } })
      const mail = await catcher?.mailbox.waitFor("ada@example.org")
      const verified = await siteRequest(first.url, "/v1/email/verify", {
        json: { email: "ada@example.org", code: codeInMail(mail?.text ?? "") },
      })
      expect(verified.status).toBe(200)
      token = (verified.body as { token: string }).token
      expect((await fetch(`${first.url}/frame`)).status).toBe(200)
    } finally {
      await first.stop()
    }
    const second = await startSecureSite(options())
    try {
      const session = await siteRequest(second.url, "/v1/session", {
        headers: { authorization: `Bearer ${token}` },
      })
      expect([session.status, session.body]).toMatchObject([200, { email: "ada@example.org" }])
    } finally {
      await second.stop()
    }
  })

  it("serves the social login it is given (the popup's loading page), and refuses to start with a seal key of another length than 32 bytes", async () => {
    const socialLogin = {
      providers: { google: { issuer: "https://accounts.google.com", clientId: "site" } },
      sealKey: new Uint8Array(32).fill(4),
    }
    const site = await startSecureSite({ ...options(), socialLogin })
    try {
      expect((await fetch(`${site.url}/social/loading`)).status).toBe(200)
    } finally {
      await site.stop()
    }
    await expect(
      startSecureSite({
        ...options(),
        socialLogin: { ...socialLogin, sealKey: new Uint8Array(16) },
      }),
    ).rejects.toThrow("A seal key is 32 bytes, not 16.")
  })

  it("a start that fails closes the database it opened: the folder opens again", async () => {
    await expect(startSecureSite({ ...options(), codeKey: new Uint8Array(8) })).rejects.toThrow()
    const site = await startSecureSite(options())
    await site.stop()
  })
})
