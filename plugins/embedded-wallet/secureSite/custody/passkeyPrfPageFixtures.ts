// The Chromium test's page script (bundled by passkeyPrf.chromium.test.ts): the ceremonies of
// passkeyPrf.ts on the page's real navigator.credentials, as promises of plain number arrays
// that cross Playwright's evaluate boundary. A failure resolves to the error's tag and reason.
import { Effect } from "effect"
import { evaluatePrf, registerPasskey } from "./passkeyPrf"

const bytes = (values: ReadonlyArray<number>) => Uint8Array.from(values)
const numbers = (value: Uint8Array | undefined) => (value === undefined ? undefined : [...value])
const failure = (error: {
  readonly _tag: string
  readonly reason: string
  readonly domError?: string
}) => Effect.succeed({ failed: `${error._tag} ${error.reason} ${error.domError ?? ""}`.trim() })

/** Registers a recovery passkey for `rpId` asking for the PRF of `salt`. */
export const register = (
  rpId: string,
  userId: ReadonlyArray<number>,
  salt: ReadonlyArray<number>,
) =>
  Effect.runPromise(
    registerPasskey(navigator.credentials, {
      rp: { id: rpId, name: "Foyer secure site" },
      user: { id: bytes(userId), name: "ada@example.test", displayName: "Ada" },
      challenge: crypto.getRandomValues(new Uint8Array(32)),
      salt: bytes(salt),
    }).pipe(
      Effect.map((passkey) => ({
        credentialId: numbers(passkey.credentialId),
        prfOutput: numbers(passkey.prfOutput),
      })),
      Effect.catchTag("PasskeyCeremonyError", failure),
    ),
  )

/** Evaluates the PRF of `salt` with one of `credentialIds` (none: any discoverable passkey). */
export const evaluate = (
  rpId: string,
  credentialIds: ReadonlyArray<ReadonlyArray<number>>,
  salt: ReadonlyArray<number>,
) =>
  Effect.runPromise(
    evaluatePrf(navigator.credentials, {
      rpId,
      challenge: crypto.getRandomValues(new Uint8Array(32)),
      salt: bytes(salt),
      credentialIds: credentialIds.map(bytes),
    }).pipe(
      Effect.map((result) => ({
        credentialId: numbers(result.credentialId),
        userHandle: numbers(result.userHandle),
        prfOutput: numbers(result.prfOutput),
      })),
      Effect.catchTag("PasskeyCeremonyError", failure),
    ),
  )
