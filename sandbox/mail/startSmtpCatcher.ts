import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from "smtp-server"
import { isLoopbackAddress } from "../api/checkAdminCaller"
import { listen } from "../listen"
import { type Mailbox, makeMailbox } from "./Mailbox"
import { readCaughtMail } from "./readCaughtMail"

/** How to start the SMTP catcher. */
export interface StartSmtpCatcherOptions {
  /** The loopback interface to listen on (default 127.0.0.1). */
  readonly host?: string
  /** The port (default 0: a free one). */
  readonly port?: number
  /** The clock, epoch ms (default Date.now): each message's `receivedAt`. */
  readonly now?: () => number
  /** The largest message accepted, in bytes (default `maxCaughtMailBytes`). */
  readonly maxMessageBytes?: number
}

/** A running SMTP catcher. */
export interface SmtpCatcher {
  readonly host: string
  readonly port: number
  /** `smtp://127.0.0.1:<port>`: what a mailer (nodemailer's transport) is given. */
  readonly url: string
  /** Every message it caught. */
  readonly mailbox: Mailbox
  /** Closes the connections and the port; pending `waitFor`s reject. Safe to call twice. */
  readonly stop: () => Promise<void>
}

/** The default message size limit: a login mail is a few kB; this leaves room for any test. */
export const maxCaughtMailBytes = 1024 * 1024

/** An SMTP error: smtp-server answers a callback's error with its `responseCode`. */
const smtpError = (responseCode: number, message: string) =>
  Object.assign(new Error(message), { responseCode })

/**
 * Starts the sandbox's SMTP catcher: a real SMTP server on loopback (no TLS, no auth: it
 * accepts what any local mailer sends and delivers nothing further), whose mailbox tests and
 * the demo read the codes from. Nothing leaves the machine.
 * @example
 * const catcher = await startSmtpCatcher()
 * const mailer = makeLoginCodeMailer({ smtpUrl: catcher.url, from: "login@foyer.test" })
 * const mail = await catcher.mailbox.waitFor("alice@example.com")
 */
export const startSmtpCatcher = async (
  options: StartSmtpCatcherOptions = {},
): Promise<SmtpCatcher> => {
  const host = options.host ?? "127.0.0.1"
  const now = options.now ?? Date.now
  const maxMessageBytes = options.maxMessageBytes ?? maxCaughtMailBytes
  const mailbox = makeMailbox()

  /** Keeps the message up to the limit; past it only counts, so an oversized one costs no memory. */
  const onData = (
    stream: SMTPServerDataStream,
    session: SMTPServerSession,
    callback: (error?: Error | null) => void,
  ) => {
    const chunks: Buffer[] = []
    stream.on("data", (chunk: Buffer) => {
      if (!stream.sizeExceeded) chunks.push(chunk)
    })
    stream.on("end", () => {
      if (stream.sizeExceeded) {
        return callback(smtpError(552, `Message exceeds the limit of ${maxMessageBytes} bytes`))
      }
      const { mailFrom, rcptTo } = session.envelope
      readCaughtMail(Buffer.concat(chunks), {
        mailFrom: mailFrom === false ? undefined : mailFrom.address,
        rcptTo: rcptTo.map((recipient) => recipient.address),
        receivedAt: now(),
      })
        .then((mail) => {
          mailbox.deliver(mail)
          callback()
        })
        .catch(() => callback(smtpError(554, "The message could not be parsed")))
    })
  }

  const server = new SMTPServer({
    // A catcher, not a relay: no TLS (loopback), no login, nothing logged (codes are secrets).
    secure: false,
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    disableReverseLookup: true,
    logger: false,
    size: maxMessageBytes,
    banner: "Foyer sandbox SMTP catcher",
    // At stop, connections still open get this long before they are cut.
    closeTimeout: 100,
    onConnect: (session, callback) =>
      isLoopbackAddress(session.remoteAddress)
        ? callback()
        : callback(smtpError(421, "The sandbox SMTP catcher answers loopback clients only")),
    onData,
  })
  // A broken client connection must not end the sandbox.
  server.on("error", () => undefined)

  // smtp-server's listen() is its net.Server's.
  const port = await listen(server.server, host, options.port)

  let stopped: Promise<void> | undefined
  return {
    host,
    port,
    url: `smtp://${host}:${port}`,
    mailbox,
    stop: () => {
      stopped ??= new Promise<void>((resolve) => {
        mailbox.close(new Error("The SMTP catcher stopped"))
        server.close(() => resolve())
      })
      return stopped
    },
  }
}
