import { Schema } from "effect"
import { SocialProvider, storageKey, storagePrefix, walletStoragePrefix } from "../../core"

const key = <A, E>(name: string, schema: Schema.Codec<A, E>) =>
  storageKey(`${storagePrefix}${name}`, schema)
// Spec 3: "Embedded-wallet keys use a fixed prefix".
const walletKey = <A, E>(name: string, schema: Schema.Codec<A, E>) =>
  storageKey(`${walletStoragePrefix}${name}`, schema)

/**
 * The embedded wallet's local-storage items (spec 3): the connected social, recent emails, and
 * the keys under the fixed embedded-wallet prefix (email-login-used flag, email, last email
 * login time, last used chain, social username, smart-account-enabled networks).
 * @example
 * storage.set(EmbeddedWalletStorageKeys.lastEmailLoginTime, Date.now())
 */
export const EmbeddedWalletStorageKeys = {
  /** Social provider of the current embedded-wallet login. */
  connectedSocial: key("connected_social", SocialProvider),
  /** Emails recently used for email login. */
  recentEmails: key("recent_emails", Schema.Array(Schema.String)),
  /** Whether email login has been used. */
  emailLoginUsed: walletKey("EMAIL_LOGIN_USED", Schema.Boolean),
  /** The logged-in email. */
  email: walletKey("EMAIL", Schema.String),
  /** Time of the last email-login trigger (epoch ms). */
  lastEmailLoginTime: walletKey("LAST_EMAIL_LOGIN_TIME", Schema.Finite),
  /** The chain namespace used last. */
  lastUsedChain: walletKey("LAST_USED_CHAIN", Schema.String),
  /** The social username. */
  socialUsername: walletKey("SOCIAL_USERNAME", Schema.String),
  /** Chain ids of the networks where smart accounts are enabled. */
  smartAccountEnabledNetworks: walletKey(
    "SMART_ACCOUNT_ENABLED_NETWORKS",
    Schema.Array(Schema.Finite),
  ),
} as const
