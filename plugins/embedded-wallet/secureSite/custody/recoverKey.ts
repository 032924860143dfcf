import { Effect } from "effect"
import type { Address, Hex } from "viem"
import { createKey } from "./createKey"
import type { KeyAddressMismatchError } from "./KeyAddressMismatchError"
import type { KeyRebuildError } from "./KeyRebuildError"
import { checkAddress, rebuildKey } from "./rebuildKey"
import { recoveryKeyFromPrf } from "./recoveryKeyFromPrf"
import type { ShareDecryptError } from "./ShareDecryptError"
import { decryptShare, encryptShare, type SealedShare } from "./sealShare"

/** What a new account leaves where: one share per place, the recovery one sealed. */
export interface EnrolledKey {
  readonly address: Address
  /** For the secure origin's storage on this profile. */
  readonly deviceShare: Uint8Array
  /** For the server, which releases it after a login. */
  readonly serverShare: Uint8Array
  /** For the server too: it cannot open it without the person's passkey. */
  readonly sealedRecoveryShare: SealedShare
}

/** A new account's inputs: who, and the PRF output of their new passkey for `salt`. */
export interface Enrolment {
  readonly userId: string
  readonly prfOutput: Uint8Array
  /** The user's recovery salt: the PRF's input and HKDF's salt, stored by the server. */
  readonly salt: Uint8Array
}

/** Makes the account key for a new user and seals its recovery share with their passkey. */
export const enrolKey = (enrolment: Enrolment): Effect.Effect<EnrolledKey> =>
  Effect.map(createKey(), ({ address, shares }) => ({
    address,
    deviceShare: shares.device,
    serverShare: shares.server,
    sealedRecoveryShare: encryptShare(
      recoveryKeyFromPrf(enrolment.prfOutput, enrolment.salt),
      shares.recovery,
      { userId: enrolment.userId, address },
    ),
  }))

/** A fresh profile's inputs: what the server released after login, and the passkey's PRF. */
export interface FreshProfileRecovery {
  readonly userId: string
  /** The account's address, as the server recorded it when the key was made. */
  readonly address: Address
  readonly serverShare: Uint8Array
  readonly sealedRecoveryShare: Uint8Array
  readonly prfOutput: Uint8Array
  readonly salt: Uint8Array
}

/**
 * The fresh-profile flow (issue 37: the same person on a fresh browser profile gets the same
 * address): opens the recovery share with the passkey's PRF, rebuilds the key with the server
 * share, and checks it is the account's. Deterministic: the same inputs give the same key.
 */
export const recoverKey = (
  recovery: FreshProfileRecovery,
): Effect.Effect<Hex, ShareDecryptError | KeyRebuildError | KeyAddressMismatchError> =>
  Effect.gen(function* () {
    const owner = { userId: recovery.userId, address: recovery.address }
    const key = recoveryKeyFromPrf(recovery.prfOutput, recovery.salt)
    const recoveryShare = yield* decryptShare(key, recovery.sealedRecoveryShare, owner)
    const privateKey = yield* rebuildKey(recovery.serverShare, recoveryShare)
    yield* checkAddress(privateKey, recovery.address)
    return privateKey
  })

/**
 * The fresh-profile flow for a profile that keeps what it recovered: opens the recovery share
 * with the passkey's PRF, checks that it and the server share rebuild the account's key (the
 * key itself is wiped at once), and gives the opened share, which the profile keeps as its
 * device share from then on (any two of the three shares rebuild the key; kept in the secure
 * origin's storage, it is exposed as a device share is).
 */
export const openRecoveryShare = (
  recovery: FreshProfileRecovery,
): Effect.Effect<Uint8Array, ShareDecryptError | KeyRebuildError | KeyAddressMismatchError> =>
  Effect.gen(function* () {
    const owner = { userId: recovery.userId, address: recovery.address }
    const key = recoveryKeyFromPrf(recovery.prfOutput, recovery.salt)
    const recoveryShare = yield* decryptShare(key, recovery.sealedRecoveryShare, owner)
    key.fill(0)
    // The rebuilt key is a hex string, which cannot be wiped: it goes out of reach at once.
    yield* rebuildKey(recovery.serverShare, recoveryShare).pipe(
      Effect.flatMap((privateKey) => checkAddress(privateKey, recovery.address)),
      Effect.tapError(() => Effect.sync(() => recoveryShare.fill(0))),
    )
    return recoveryShare
  })
