import { Schema } from "effect"
import { storageKey, storagePrefix } from "../../core"
import { SiwxSignIn } from "./SiwxSignIn"

/**
 * The sign-in plugin's local-storage items (spec 3 "sign-in auth and nonce tokens").
 * @example
 * storage.set(SiwxStorageKeys.siwxAuthToken, token)
 */
export const SiwxStorageKeys = {
  /** Sign-in (SIWX) auth token. */
  siwxAuthToken: storageKey(`${storagePrefix}siwx_auth_token`, Schema.String),
  /** Sign-in (SIWX) nonce token: the nonce issued for the message being signed. */
  siwxNonceToken: storageKey(`${storagePrefix}siwx_nonce_token`, Schema.String),
  /** The sessions the local session store keeps, one per address and network. */
  siwxSessions: storageKey(`${storagePrefix}siwx_sessions`, Schema.Array(SiwxSignIn)),
} as const
