import { type AddressObject, simpleParser } from "mailparser"
import { type CaughtMail, mailboxAddress } from "./Mailbox"

/** What the SMTP session knew of a message: its envelope and when it ended. */
export interface MailEnvelope {
  /** MAIL FROM, or undefined for a null sender (`<>`). */
  readonly mailFrom: string | undefined
  /** RCPT TO, in order. */
  readonly rcptTo: ReadonlyArray<string>
  readonly receivedAt: number
}

/** The first address of a From header (a group's members count too). */
const firstAddress = (header: AddressObject | undefined): string | undefined =>
  header?.value.flatMap((entry) => [entry, ...(entry.group ?? [])]).find((entry) => entry.address)
    ?.address

/**
 * Reads a raw RFC 5322 message with mailparser into what the mailbox keeps. Recipients come
 * from the envelope (who it was delivered to), the rest from the message.
 */
export const readCaughtMail = async (raw: Buffer, envelope: MailEnvelope): Promise<CaughtMail> => {
  // No attachments are kept: login mail has none, and the mailbox should stay small.
  const parsed = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true })
  const html = typeof parsed.html === "string" ? parsed.html : undefined
  return {
    from: firstAddress(parsed.from) ?? envelope.mailFrom ?? "",
    to: [...new Set(envelope.rcptTo.map(mailboxAddress))],
    subject: parsed.subject ?? "",
    text: parsed.text ?? "",
    ...(html === undefined ? {} : { html }),
    receivedAt: envelope.receivedAt,
  }
}
