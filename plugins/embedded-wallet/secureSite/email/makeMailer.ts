import { Data, Effect } from "effect"
import { createTransport } from "nodemailer"
import type { LoginCodePurpose } from "./loginCode"
import { loginCodeMail } from "./loginCodeMail"

/** How the site sends mail. */
export interface MailerOptions {
  /**
   * The SMTP server: `smtp://host:port` (STARTTLS when offered), `smtps://user:pass@host:465`
   * (TLS from the start), as nodemailer reads it. The sandbox's catcher gives its `url`.
   */
  readonly smtpUrl: string
  /** The sender: an address, or `"Name" <address>`. */
  readonly from: string
}

/** The SMTP server did not take a code mail (unreachable, refused the sender or recipient). */
export class LoginCodeMailError extends Data.TaggedError("LoginCodeMailError")<{
  readonly cause: unknown
}> {
  override get message(): string {
    return "The sign-in code could not be sent; try again later"
  }
}

/** The site's mailer. */
export interface Mailer {
  /** Mails `code` to `to` for `purpose`. The code is in the mail only: never in an error or log. */
  readonly sendLoginCode: (
    to: string,
    code: string,
    purpose: LoginCodePurpose,
  ) => Effect.Effect<void, LoginCodeMailError>
  /** Closes the transport's connections. */
  readonly close: () => void
}

/**
 * A mailer over real SMTP with nodemailer.
 * @example
 * const mailer = makeMailer({ smtpUrl: catcher.url, from: '"Foyer" <login@foyer.test>' })
 * yield* mailer.sendLoginCode("alice@example.com", issued.code, "login")
 */
export const makeMailer = (options: MailerOptions): Mailer => {
  const transport = createTransport(options.smtpUrl)
  return {
    sendLoginCode: (to, code, purpose) =>
      Effect.asVoid(
        Effect.tryPromise({
          try: () =>
            transport.sendMail({ from: options.from, to, ...loginCodeMail(code, purpose) }),
          catch: (cause) => new LoginCodeMailError({ cause }),
        }),
      ),
    close: () => transport.close(),
  }
}
