import { gcm } from "@noble/ciphers/aes"
import { randomBytes } from "@noble/ciphers/webcrypto"
import { utf8ToBytes } from "@noble/hashes/utils"
import { Effect } from "effect"
import type { Address } from "viem"
import type { RecoveryKey } from "./recoveryKeyFromPrf"
import { ShareDecryptError } from "./ShareDecryptError"

/** Whose share a sealed share is: both are authenticated with it, so it opens for them only. */
export interface ShareOwner {
  readonly userId: string
  readonly address: Address
}

/** The sealed form's first byte, so a later scheme can sit beside this one. */
export const sealedShareVersion = 1
/** AES-GCM's nonce length: random per seal (a key seals few shares, far below the 2^32 limit). */
export const nonceLength = 12

/**
 * A recovery share sealed with AES-256-GCM, as the server stores it:
 * version (1 byte) ‖ nonce (12 bytes) ‖ ciphertext with its 16-byte tag.
 */
export type SealedShare = Uint8Array & { readonly sealedShare: unique symbol }

/** The associated data: the scheme, the user id and the address, in one unambiguous encoding. */
export const shareAssociatedData = (owner: ShareOwner): Uint8Array =>
  utf8ToBytes(
    JSON.stringify([
      `foyer/embedded-wallet/recovery-share/v${sealedShareVersion}`,
      owner.userId,
      owner.address.toLowerCase(),
    ]),
  )

/** Seals `share` for `owner` with the key from their passkey, under a fresh random nonce. */
export const encryptShare = (
  key: RecoveryKey,
  share: Uint8Array,
  owner: ShareOwner,
): SealedShare => {
  const nonce = randomBytes(nonceLength)
  const ciphertext = gcm(key, nonce, shareAssociatedData(owner)).encrypt(share)
  const sealed = new Uint8Array(1 + nonceLength + ciphertext.length)
  sealed[0] = sealedShareVersion
  sealed.set(nonce, 1)
  sealed.set(ciphertext, 1 + nonceLength)
  return sealed as SealedShare
}

/**
 * Opens a sealed share for `owner`. Fails with ShareDecryptError when the key is another
 * passkey's, the share was sealed for another user id or address, or a byte was changed.
 */
export const decryptShare = (
  key: RecoveryKey,
  sealed: Uint8Array,
  owner: ShareOwner,
): Effect.Effect<Uint8Array, ShareDecryptError> =>
  Effect.try({
    try: () => {
      if (sealed[0] !== sealedShareVersion) {
        throw new Error(`unknown sealed share version ${String(sealed[0])}`)
      }
      const nonce = sealed.subarray(1, 1 + nonceLength)
      return gcm(key, nonce, shareAssociatedData(owner)).decrypt(sealed.subarray(1 + nonceLength))
    },
    catch: (cause) => new ShareDecryptError({ cause }),
  })
