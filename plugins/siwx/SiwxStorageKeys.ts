import { Schema } from "effect"
import { storageKey, storagePrefix } from "../../core"

/**
 * The sign-in plugin's local-storage items (spec 3 "sign-in auth and nonce tokens").
 * @example
 * storage.set(SiwxStorageKeys.siwxAuthToken, token)
 */
export const SiwxStorageKeys = {
  /** Sign-in (SIWX) auth token. */
  siwxAuthToken: storageKey(`${storagePrefix}siwx_auth_token`, Schema.String),
  /** Sign-in (SIWX) nonce token. */
  siwxNonceToken: storageKey(`${storagePrefix}siwx_nonce_token`, Schema.String),
} as const
