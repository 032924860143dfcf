// The catcher over real SMTP: nodemailer sends to it on loopback and the mailbox reads back.
import { connect } from "node:net"
import { createTransport } from "nodemailer"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { type SmtpCatcher, startSmtpCatcher } from "./startSmtpCatcher"

let catcher: SmtpCatcher
let clock = 1_000

beforeAll(async () => {
  catcher = await startSmtpCatcher({ now: () => clock })
})

afterAll(async () => {
  await catcher?.stop()
})

beforeEach(() => {
  catcher.mailbox.clear()
})

const send = (message: {
  readonly to: string | ReadonlyArray<string>
  readonly bcc?: string
  readonly subject: string
  readonly text: string
  readonly html?: string
}) => {
  const transport = createTransport(catcher.url)
  return transport
    .sendMail({ from: '"Foyer" <login@foyer.test>', ...message, to: [message.to].flat() })
    .finally(() => transport.close())
}

describe("startSmtpCatcher", () => {
  it("listens on a free loopback port and gives its smtp:// url", () => {
    expect(catcher.host).toBe("127.0.0.1")
    expect(catcher.port).toBeGreaterThan(0)
    expect(catcher.url).toBe(`smtp://127.0.0.1:${catcher.port}`)
  })

  it("a message sent with nodemailer arrives in the mailbox, parsed", async () => {
    clock = 42_000
    await send({
      to: "alice@example.com",
      subject: "Your code",
      text: "Your code is 123456",
      html: "<p>Your code is <b>123456</b></p>",
    })
    expect(catcher.mailbox.list("alice@example.com")).toEqual([
      {
        from: "login@foyer.test",
        to: ["alice@example.com"],
        subject: "Your code",
        text: "Your code is 123456",
        html: "<p>Your code is <b>123456</b></p>",
        receivedAt: 42_000,
      },
    ])
  })

  it("a plain-text message has no html", async () => {
    await send({ to: "alice@example.com", subject: "Plain", text: "Just text" })
    expect(catcher.mailbox.latest("alice@example.com")).not.toHaveProperty("html")
  })

  it("waitFor resolves when a message arrives after it was called", async () => {
    const waited = catcher.mailbox.waitFor("late@example.com", (m) => m.subject === "Later")
    await send({ to: "late@example.com", subject: "Later", text: "here now" })
    // A single-part message keeps its body's closing line break, as mailparser reads it.
    await expect(waited).resolves.toMatchObject({ subject: "Later", text: "here now\n" })
  })

  it("a message to two recipients (one in Bcc) is in each one's mailbox", async () => {
    await send({ to: "alice@example.com", bcc: "Bob@Example.com", subject: "Both", text: "hi" })
    expect(catcher.mailbox.latest("alice@example.com")?.to).toEqual([
      "alice@example.com",
      "bob@example.com",
    ])
    expect(catcher.mailbox.latest("bob@example.com")?.subject).toBe("Both")
    expect(catcher.mailbox.list()).toHaveLength(1)
  })

  it("refuses a message over its size limit with 552 and keeps nothing of it", async () => {
    const small = await startSmtpCatcher({ maxMessageBytes: 2_000 })
    try {
      const transport = createTransport(small.url)
      await expect(
        transport.sendMail({
          from: "login@foyer.test",
          to: "alice@example.com",
          subject: "Big",
          text: "x".repeat(5_000),
        }),
      ).rejects.toMatchObject({ responseCode: 552 })
      transport.close()
      expect(small.mailbox.list()).toEqual([])
    } finally {
      await small.stop()
    }
  })

  it("stop closes the port and rejects pending waits", async () => {
    const other = await startSmtpCatcher()
    const waited = other.mailbox.waitFor("alice@example.com")
    await other.stop()
    await expect(waited).rejects.toThrow("The SMTP catcher stopped")
    const refused = await new Promise<string>((resolve) => {
      const socket = connect(other.port, other.host)
      socket.once("connect", () => {
        socket.destroy()
        resolve("connected")
      })
      socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"))
    })
    expect(refused).toBe("ECONNREFUSED")
    await other.stop()
  })
})
