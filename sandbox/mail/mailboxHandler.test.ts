// The mailbox route over real HTTP on loopback, as the demo and Playwright tests read it.
import { createServer, type Server } from "node:http"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { listen } from "../listen"
import { type CaughtMail, makeMailbox } from "./Mailbox"
import { mailboxHandler } from "./mailboxHandler"

const mailbox = makeMailbox()
let server: Server
let origin: string

beforeAll(async () => {
  server = createServer((request, response) =>
    mailboxHandler(mailbox, { ownOrigin: origin })(request, response),
  )
  origin = `http://127.0.0.1:${await listen(server, "127.0.0.1")}`
})

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

const toAlice: CaughtMail = {
  from: "login@foyer.test",
  to: ["alice@example.com"],
  subject: "Your code",
  text: "123456",
  html: "<b>123456</b>",
  receivedAt: 5,
}
const toBob: CaughtMail = { ...toAlice, to: ["bob@example.com"], receivedAt: 6 }

beforeEach(() => {
  mailbox.clear()
  mailbox.deliver(toAlice)
  mailbox.deliver(toBob)
})

const get = async (path: string, init?: RequestInit) => {
  const response = await fetch(`${origin}${path}`, init)
  return { status: response.status, body: await response.json() }
}

describe("mailboxHandler", () => {
  it("GET /messages?to= answers that address's messages as JSON, uncached", async () => {
    const response = await fetch(`${origin}/messages?to=Alice%40example.com`)
    expect(response.headers.get("cache-control")).toBe("no-store")
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8")
    expect(await response.json()).toEqual({ messages: [toAlice] })
  })

  it("GET /messages without to answers every message, oldest first", async () => {
    expect(await get("/messages")).toEqual({ status: 200, body: { messages: [toAlice, toBob] } })
  })

  it("a page of its own origin may read it; a page of another origin may not", async () => {
    expect((await get("/messages", { headers: { origin } })).status).toBe(200)
    expect(await get("/messages", { headers: { origin: "http://evil.test" } })).toEqual({
      status: 403,
      body: {
        error: "The sandbox admin routes do not answer pages of other origins (http://evil.test)",
      },
    })
  })

  it("answers 404 for another path, 405 for another method, 400 for a repeated to", async () => {
    expect(await get("/inbox")).toEqual({
      status: 404,
      body: { error: "Not found: the mailbox answers GET /messages" },
    })
    const post = await fetch(`${origin}/messages`, { method: "POST" })
    expect([post.status, post.headers.get("allow"), await post.json()]).toEqual([
      405,
      "GET, HEAD",
      { error: "The mailbox answers GET only" },
    ])
    expect(await get("/messages?to=a%40x.test&to=b%40x.test")).toEqual({
      status: 400,
      body: { error: "Give the query parameter to once" },
    })
  })
})
