import { base64urlnopad } from "@scure/base"
import { Effect } from "effect"
import type { Address } from "viem"
import { PasskeyCeremonyError } from "../custody/PasskeyCeremonyError"
import {
  type EvaluatedPrf,
  evaluatePrf,
  type PasskeyCredentials,
  type PasskeyRegistration,
  type PrfEvaluation,
  type RegisteredPasskey,
  registerPasskey,
} from "../custody/passkeyPrf"
import { openRecoveryShare } from "../custody/recoverKey"
import { recoveryKeyFromPrf } from "../custody/recoveryKeyFromPrf"
import { encryptShare } from "../custody/sealShare"
import {
  DeviceShareMissingError,
  deviceShareStorageKey,
  type KeyOwner,
  type KeyRecovery,
  type PageStorage,
  shareFromBase64,
  shareToBase64,
} from "./pageKeys"
import type { PasskeyApi } from "./pagePasskeyApi"
import type { PasskeyPanel, PasskeyStepKind, ShownPasskeyPanel } from "./passkeyPanel"
import type { SiteApi } from "./siteApi"

/*
 * The frame page's passkey step (issue 37's recovery, custody/README.md). After a new wallet is
 * made, its recovery share waits here, in memory only, until the visitor creates a passkey (the
 * share is sealed under the passkey's PRF and stored by the site) or declines; it is wiped
 * either way. On a profile that holds no device share, the visitor's passkey opens the sealed
 * share the site releases after a verified assertion; the opened share, checked against the
 * account's address with the server share, becomes this profile's device share.
 *
 * Both steps need a click in the frame, so they run when the dApp shows the frame and asks for
 * the user (GET_USER with `showsFrame`); a dApp that does not show it gets today's answer: no
 * passkey for a new wallet, and the device share missing on a fresh profile.
 */

/** The WebAuthn ceremonies the step runs (the browser's, or a test's). */
export interface PasskeyCeremonies {
  readonly register: (registration: PasskeyRegistration) => Promise<RegisteredPasskey>
  readonly evaluate: (evaluation: PrfEvaluation) => Promise<EvaluatedPrf>
}

/** The ceremonies on the browser's `navigator.credentials` (custody/passkeyPrf.ts). */
export const browserPasskeyCeremonies = (credentials: PasskeyCredentials): PasskeyCeremonies => ({
  // Effect.runPromise: one ceremony for the visitor's click, which ends by itself.
  register: (registration) => Effect.runPromise(registerPasskey(credentials, registration)),
  evaluate: (evaluation) => Effect.runPromise(evaluatePrf(credentials, evaluation)),
})

/** What the step works with. */
export interface PagePasskeysOptions {
  readonly api: SiteApi
  readonly passkeyApi: PasskeyApi
  readonly storage: PageStorage
  readonly panel: PasskeyPanel
  /** Undefined where the browser has no WebAuthn: no step is ever due. */
  readonly ceremonies: PasskeyCeremonies | undefined
  /** The relying party: the secure site's host (the page's own, never the dApp's). */
  readonly rpId: string
}

/** The frame page's passkey step. */
export interface PagePasskeys {
  /** The keys' side: takes a new key's recovery share, says whether a recovery is possible. */
  readonly recovery: KeyRecovery
  /** The step due on this page, if any: the hint the login's answer carries to the dApp. */
  readonly due: () => PasskeyStepKind | undefined
  /**
   * Runs the due step: with `shown` (the dApp shows the frame), the panel asks the visitor;
   * without, an enrolment is skipped and a recovery fails. Resolves when the wallet can be
   * used (an enrolment never fails the sign-in); rejects with DeviceShareMissingError when a
   * recovery gave no device share (the key was not rebuilt).
   */
  readonly settle: (shown: boolean) => Promise<void>
  /** Forgets the due step (sign-out), wiping a waiting recovery share. */
  readonly drop: () => void
}

type DueStep =
  | {
      readonly kind: "enrol"
      readonly owner: KeyOwner
      readonly address: Address
      readonly recoveryShare: Uint8Array
    }
  | {
      readonly kind: "recover"
      readonly owner: KeyOwner
      readonly address: Address
      readonly options: {
        readonly challenge: string
        readonly salt: string
        readonly credentialIds: ReadonlyArray<string>
      }
    }

const encode = (bytes: Uint8Array) => base64urlnopad.encode(bytes)
const decode = (text: string) => base64urlnopad.decode(text)

const isPrfUnsupported = (error: unknown) =>
  error instanceof PasskeyCeremonyError && error.reason === "prf-unsupported"

/** The passkey step of a frame page. */
export const makePagePasskeys = (options: PagePasskeysOptions): PagePasskeys => {
  const { api, passkeyApi, storage, panel, ceremonies, rpId } = options
  let due: DueStep | undefined
  let running: Promise<void> | undefined
  /** The panel on screen, if any: a new login or a sign-out takes it away. */
  let onScreen: ShownPasskeyPanel | undefined
  /** Counts the drops: a step that outlived one was superseded. */
  let drops = 0

  const show = (kind: PasskeyStepKind) => {
    onScreen = panel.show(kind)
    return onScreen
  }

  const hide = (asked: ShownPasskeyPanel) => {
    asked.close()
    if (onScreen === asked) onScreen = undefined
  }

  const drop = () => {
    if (due?.kind === "enrol") due.recoveryShare.fill(0)
    due = undefined
    drops += 1
    // A panel left waiting (the dApp hid the frame and moved on) declines.
    onScreen?.close()
    onScreen = undefined
  }

  /** Creates the passkey, seals the recovery share under its PRF and has the site keep both. */
  const protect = async (
    step: Extract<DueStep, { kind: "enrol" }>,
    ceremony: PasskeyCeremonies,
    registration: Awaited<ReturnType<PasskeyApi["registrationOptions"]>>,
  ) => {
    const salt = decode(registration.salt)
    const registered = await ceremony.register({
      rp: { id: rpId, name: rpId },
      user: {
        id: decode(registration.userHandle),
        name: registration.userName,
        displayName: registration.userName,
      },
      challenge: decode(registration.challenge),
      salt,
    })
    // An authenticator that gives no PRF at creation gives it on get(); that assertion is
    // only for the PRF (the site verified the registration's attestation, not this).
    const prfOutput =
      registered.prfOutput ??
      (
        await ceremony.evaluate({
          rpId,
          challenge: crypto.getRandomValues(new Uint8Array(32)),
          salt,
          credentialIds: [registered.credentialId],
        })
      ).prfOutput
    const key = recoveryKeyFromPrf(prfOutput, salt)
    const sealed = encryptShare(key, step.recoveryShare, {
      userId: step.owner.userId,
      address: step.address,
    })
    key.fill(0)
    prfOutput.fill(0)
    await passkeyApi.register(step.owner.token, {
      credentialId: encode(registered.credentialId),
      clientDataJSON: encode(registered.clientDataJSON),
      attestationObject: encode(registered.attestationObject),
      sealedRecoveryShare: shareToBase64(sealed),
    })
  }

  const enrol = async (step: Extract<DueStep, { kind: "enrol" }>, shown: boolean) => {
    try {
      if (!shown || ceremonies === undefined) return
      // Fetched before the panel, so the ceremony starts within the click's activation.
      const registration = await passkeyApi
        .registrationOptions(step.owner.token)
        .catch(() => undefined)
      if (registration === undefined) return
      const asked = show("enrol")
      try {
        if (!(await asked.choice)) return
        const failure = await protect(step, ceremonies, registration).then(
          () => undefined,
          (error: unknown) => error ?? new Error("passkey step failed"),
        )
        if (failure !== undefined) {
          await asked.notice(
            isPrfUnsupported(failure) ? "page.passkey.unsupported" : "page.passkey.failed",
          )
        }
      } finally {
        hide(asked)
      }
    } finally {
      step.recoveryShare.fill(0)
    }
  }

  /** Opens the sealed share with the passkey and keeps it as this profile's device share. */
  const open = async (step: Extract<DueStep, { kind: "recover" }>, ceremony: PasskeyCeremonies) => {
    const { owner, address } = step
    const salt = decode(step.options.salt)
    const evaluated = await ceremony.evaluate({
      rpId,
      challenge: decode(step.options.challenge),
      salt,
      credentialIds: step.options.credentialIds.map(decode),
    })
    const released = await passkeyApi.authenticate(owner.token, {
      credentialId: encode(evaluated.credentialId),
      clientDataJSON: encode(evaluated.clientDataJSON),
      authenticatorData: encode(evaluated.authenticatorData),
      signature: encode(evaluated.signature),
    })
    const wallet = await api.getWallet(owner.token)
    if (wallet === undefined || wallet.address !== address) throw new Error("the wallet changed")
    const serverShare = shareFromBase64(wallet.serverShare)
    try {
      // Effect.runPromise: one recovery for the visitor's click, which ends by itself.
      const share = await Effect.runPromise(
        openRecoveryShare({
          userId: owner.userId,
          address,
          serverShare,
          sealedRecoveryShare: shareFromBase64(released.sealedRecoveryShare),
          prfOutput: evaluated.prfOutput,
          salt,
        }),
      )
      storage.setItem(deviceShareStorageKey(owner.userId), shareToBase64(share))
      share.fill(0)
    } finally {
      serverShare.fill(0)
      evaluated.prfOutput.fill(0)
    }
  }

  const recover = async (step: Extract<DueStep, { kind: "recover" }>, shown: boolean) => {
    const missing = (cause?: unknown) =>
      new DeviceShareMissingError({ userId: step.owner.userId, cause })
    if (!shown || ceremonies === undefined) throw missing()
    const asked = show("recover")
    const dropsBefore = drops
    try {
      if (!(await asked.choice)) {
        // Superseded (a new login, a sign-out): the request it answered is stale, and the
        // session now is another's to keep, so it ends quietly.
        if (drops !== dropsBefore) return
        throw missing()
      }
      await open(step, ceremonies).catch((cause: unknown) => {
        throw missing(cause)
      })
    } finally {
      hide(asked)
    }
  }

  const settle = (shown: boolean): Promise<void> => {
    // After the step running (its failure is this request's too), whatever is due then.
    if (running !== undefined) return running.then(() => settle(shown))
    const step = due
    if (step === undefined) return Promise.resolve()
    due = undefined
    running = (step.kind === "enrol" ? enrol(step, shown) : recover(step, shown)).finally(() => {
      running = undefined
    })
    return running
  }

  return {
    recovery: {
      enrolled: (owner, address, recoveryShare) => {
        drop()
        if (ceremonies === undefined) recoveryShare.fill(0)
        else due = { kind: "enrol", owner, address, recoveryShare }
      },
      recoverable: async (owner, address) => {
        drop()
        if (ceremonies === undefined) return false
        const found = await passkeyApi.authenticationOptions(owner.token)
        if (found === undefined) return false
        due = { kind: "recover", owner, address, options: found }
        return true
      },
    },
    due: () => due?.kind,
    settle,
    drop,
  }
}
