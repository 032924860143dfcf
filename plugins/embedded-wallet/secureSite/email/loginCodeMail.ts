import { Duration } from "effect"
import type { LoginCodePurpose } from "./loginCode"
import { loginCodeLifetime } from "./loginCodeLimits"

/** A composed mail: subject, plain text and HTML. */
export interface LoginCodeMail {
  readonly subject: string
  readonly text: string
  readonly html: string
}

/**
 * What each purpose's mail says before the code. English only: this is server-side mail, and
 * localising it (by the visitor's locale, sent with the request) is a later step.
 */
const wording: Readonly<
  Record<LoginCodePurpose, { readonly subject: string; readonly lead: string }>
> = {
  login: { subject: "Your sign-in code", lead: "Use this code to sign in:" },
  "update-primary": {
    subject: "Confirm your email change",
    lead: "Someone asked to change the email of your wallet. To confirm it is you, enter this code:",
  },
  "update-secondary": {
    subject: "Confirm your new email",
    lead: "Enter this code to confirm this address as your wallet's new email:",
  },
}

/** Escapes text for HTML (the code is digits, but nothing goes into markup unescaped). */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/**
 * The mail that carries a one-time code: the code on a line of its own (mail apps offer it to
 * autofill), its lifetime, and what to do with a code one did not ask for.
 */
export const loginCodeMail = (code: string, purpose: LoginCodePurpose): LoginCodeMail => {
  const { subject, lead } = wording[purpose]
  const minutes = Duration.toMinutes(loginCodeLifetime)
  const expiry = `The code expires in ${minutes} minutes and works once.`
  const ignore = "If you did not ask for it, ignore this email: nothing changes without the code."
  return {
    subject,
    text: `${lead}\n\n${code}\n\n${expiry}\n${ignore}\n`,
    html: [
      `<p>${escapeHtml(lead)}</p>`,
      `<p style="font-size:24px;font-weight:bold;letter-spacing:4px">${escapeHtml(code)}</p>`,
      `<p>${escapeHtml(expiry)}</p>`,
      `<p>${escapeHtml(ignore)}</p>`,
    ].join("\n"),
  }
}
