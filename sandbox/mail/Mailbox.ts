import { Data } from "effect"

/** One message the sandbox's SMTP catcher received, as mailparser read it. */
export interface CaughtMail {
  /** The From header's address (the envelope's MAIL FROM when the header has none). */
  readonly from: string
  /**
   * The envelope's recipients (RCPT TO), lower-cased: who the message was delivered to,
   * Bcc included, whatever the headers say.
   */
  readonly to: ReadonlyArray<string>
  readonly subject: string
  /** The plain-text body ("" when the message has none). */
  readonly text: string
  /** The HTML body, when the message has one. */
  readonly html?: string
  /** When the catcher received it, epoch ms on the catcher's clock. */
  readonly receivedAt: number
}

/** No matching message reached the mailbox within `waitFor`'s timeout. */
export class MailboxWaitTimeoutError extends Data.TaggedError("MailboxWaitTimeoutError")<{
  readonly to: string
  readonly timeoutMs: number
}> {
  override get message(): string {
    return `No message to ${this.to} arrived within ${this.timeoutMs} ms`
  }
}

/** How long `waitFor` waits by default: a mail over loopback arrives in milliseconds. */
export const defaultMailWaitTimeoutMs = 10_000

/**
 * The catcher's mailbox: what tests and the demo read. Addresses match case-insensitively
 * (providers treat the local part so, and a test should not fail on `Alice@`).
 */
export interface Mailbox {
  /** The messages received, oldest first; only those delivered to `to` when given. */
  readonly list: (to?: string) => ReadonlyArray<CaughtMail>
  /** The newest message delivered to `to`, if any. */
  readonly latest: (to: string) => CaughtMail | undefined
  /**
   * The newest message to `to` already caught that `predicate` accepts, else the first such
   * message to arrive: it resolves on the arrival itself (no polling). Rejects with
   * `MailboxWaitTimeoutError` after `timeoutMs`. A test that must see a *new* mail clears the
   * mailbox first, or passes a predicate that tells the new one from the old.
   */
  readonly waitFor: (
    to: string,
    predicate?: (mail: CaughtMail) => boolean,
    timeoutMs?: number,
  ) => Promise<CaughtMail>
  /** Forgets every message (waiters keep waiting). */
  readonly clear: () => void
}

/** The mailbox and the catcher's side of it: `deliver` files a received message. */
export interface FilingMailbox extends Mailbox {
  readonly deliver: (mail: CaughtMail) => void
  /** Rejects every waiter (the catcher stopped): nothing can arrive any more. */
  readonly close: (reason: Error) => void
}

/** An address as the mailbox compares it. */
export const mailboxAddress = (address: string): string => address.trim().toLowerCase()

interface Waiter {
  readonly to: string
  readonly accepts: (mail: CaughtMail) => boolean
  readonly resolve: (mail: CaughtMail) => void
  readonly reject: (error: Error) => void
}

/**
 * Makes an empty mailbox that keeps at most `capacity` messages (the oldest go first), so a
 * long-running sandbox does not grow without bound.
 */
export const makeMailbox = (capacity = 1000): FilingMailbox => {
  let messages: Array<CaughtMail> = []
  const waiters = new Set<Waiter>()
  const isTo = (to: string) => (mail: CaughtMail) => mail.to.includes(to)

  const list = (to?: string) =>
    to === undefined ? [...messages] : messages.filter(isTo(mailboxAddress(to)))

  return {
    list,
    latest: (to) => list(to).at(-1),
    waitFor: (to, predicate = () => true, timeoutMs = defaultMailWaitTimeoutMs) => {
      const address = mailboxAddress(to)
      // A predicate that throws rejects the wait (the executor's throw), not the caller.
      return new Promise<CaughtMail>((resolve, reject) => {
        const caught = list(address).reverse().find(predicate)
        if (caught !== undefined) return resolve(caught)
        const timer = setTimeout(() => {
          waiters.delete(waiter)
          reject(new MailboxWaitTimeoutError({ to: address, timeoutMs }))
        }, timeoutMs)
        const settle = () => {
          clearTimeout(timer)
          waiters.delete(waiter)
        }
        const waiter: Waiter = {
          to: address,
          accepts: predicate,
          resolve: (mail) => {
            settle()
            resolve(mail)
          },
          reject: (error) => {
            settle()
            reject(error)
          },
        }
        waiters.add(waiter)
      })
    },
    clear: () => {
      messages = []
    },
    deliver: (mail) => {
      messages.push(mail)
      if (messages.length > capacity) messages = messages.slice(-capacity)
      for (const waiter of [...waiters]) {
        if (!mail.to.includes(waiter.to)) continue
        // A test's predicate that throws fails its own wait, never the catcher's delivery.
        try {
          if (waiter.accepts(mail)) waiter.resolve(mail)
        } catch (error) {
          waiter.reject(error instanceof Error ? error : new Error(String(error)))
        }
      }
    },
    close: (reason) => {
      for (const waiter of [...waiters]) waiter.reject(reason)
    },
  }
}
