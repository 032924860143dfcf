import { afterEach, describe, expect, it, vi } from "vitest"
import { type CaughtMail, MailboxWaitTimeoutError, makeMailbox } from "./Mailbox"

const mail = (to: ReadonlyArray<string>, subject: string, receivedAt = 1): CaughtMail => ({
  from: "login@foyer.test",
  to,
  subject,
  text: `${subject} body`,
  receivedAt,
})

afterEach(() => {
  vi.useRealTimers()
})

describe("Mailbox", () => {
  it("lists every message oldest first, or only those delivered to an address, case-insensitively", () => {
    const mailbox = makeMailbox()
    mailbox.deliver(mail(["alice@example.com"], "one"))
    mailbox.deliver(mail(["bob@example.com", "alice@example.com"], "two"))
    mailbox.deliver(mail(["bob@example.com"], "three"))
    expect(mailbox.list().map((m) => m.subject)).toEqual(["one", "two", "three"])
    expect(mailbox.list(" Alice@Example.com").map((m) => m.subject)).toEqual(["one", "two"])
    expect(mailbox.latest("bob@example.com")?.subject).toBe("three")
    expect(mailbox.latest("carol@example.com")).toBeUndefined()
  })

  it("clear forgets every message", () => {
    const mailbox = makeMailbox()
    mailbox.deliver(mail(["alice@example.com"], "one"))
    mailbox.clear()
    expect(mailbox.list()).toEqual([])
  })

  it("keeps at most its capacity, dropping the oldest", () => {
    const mailbox = makeMailbox(2)
    for (const subject of ["one", "two", "three"]) mailbox.deliver(mail(["a@x.test"], subject))
    expect(mailbox.list().map((m) => m.subject)).toEqual(["two", "three"])
  })

  it("waitFor answers at once with the newest matching message already caught", async () => {
    const mailbox = makeMailbox()
    mailbox.deliver(mail(["alice@example.com"], "old code"))
    mailbox.deliver(mail(["alice@example.com"], "new code"))
    mailbox.deliver(mail(["alice@example.com"], "newsletter"))
    await expect(
      mailbox.waitFor("alice@example.com", (m) => m.subject.endsWith("code")),
    ).resolves.toMatchObject({ subject: "new code" })
  })

  it("waitFor resolves on the arrival of the first message to that address its predicate accepts", async () => {
    const mailbox = makeMailbox()
    const waited = mailbox.waitFor("Alice@example.com", (m) => m.subject === "code")
    mailbox.deliver(mail(["bob@example.com"], "code"))
    mailbox.deliver(mail(["alice@example.com"], "newsletter"))
    mailbox.deliver(mail(["alice@example.com"], "code", 7))
    await expect(waited).resolves.toEqual(mail(["alice@example.com"], "code", 7))
  })

  it("waitFor rejects with MailboxWaitTimeoutError after its timeout, and a later arrival changes nothing", async () => {
    vi.useFakeTimers()
    const mailbox = makeMailbox()
    const waited = mailbox.waitFor("alice@example.com", undefined, 2_000)
    const outcome = waited.then(
      () => "resolved",
      (error: unknown) => error,
    )
    await vi.advanceTimersByTimeAsync(1_999)
    mailbox.deliver(mail(["bob@example.com"], "not hers"))
    await vi.advanceTimersByTimeAsync(1)
    const error = await outcome
    expect(error).toBeInstanceOf(MailboxWaitTimeoutError)
    expect((error as MailboxWaitTimeoutError).message).toBe(
      "No message to alice@example.com arrived within 2000 ms",
    )
    mailbox.deliver(mail(["alice@example.com"], "late"))
    expect(mailbox.list("alice@example.com")).toHaveLength(1)
  })

  it("a predicate that throws rejects its own wait and the delivery still files the message", async () => {
    const mailbox = makeMailbox()
    const waited = mailbox.waitFor("alice@example.com", () => {
      throw new Error("bad predicate")
    })
    mailbox.deliver(mail(["alice@example.com"], "one"))
    await expect(waited).rejects.toThrow("bad predicate")
    expect(mailbox.list()).toHaveLength(1)
  })

  it("close rejects every pending wait", async () => {
    const mailbox = makeMailbox()
    const waited = mailbox.waitFor("alice@example.com")
    mailbox.close(new Error("stopped"))
    await expect(waited).rejects.toThrow("stopped")
  })
})
