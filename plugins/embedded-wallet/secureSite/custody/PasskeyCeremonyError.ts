import { Data } from "effect"

/** Which WebAuthn ceremony failed. */
export type PasskeyCeremony = "register" | "evaluate"

/**
 * A passkey ceremony did not give a PRF output: the browser or the person refused it
 * (`reason` "refused": the DOMException's name is in `domError`, e.g. NotAllowedError when the
 * prompt was dismissed or timed out), the authenticator has no PRF extension ("prf-unsupported":
 * recovery by this passkey is impossible, the site must offer another passkey), or the browser
 * answered with something that is not a public-key credential ("no-credential").
 */
export class PasskeyCeremonyError extends Data.TaggedError("PasskeyCeremonyError")<{
  readonly ceremony: PasskeyCeremony
  readonly reason: "refused" | "prf-unsupported" | "no-credential"
  readonly domError?: string
  readonly cause?: unknown
}> {
  override readonly message: string = `Passkey ${this.ceremony} failed: ${this.reason}${
    this.domError === undefined ? "" : ` (${this.domError})`
  }`
}
