import { base64, hex } from "@scure/base"
import { Data } from "effect"
import { minLoginCodeKeyBytes } from "./email/loginCode"
import type { SecureSiteFarcasterLogin } from "./server/farcasterRoutes"
import type { SecureSiteSocialLogin, SocialProviderRegistration } from "./server/socialRoutes"
import { sealKeyLength } from "./social/sealedValue"
import { oidcSocialProviders } from "./social/socialLoginAttempt"
import type { SecureSiteOptions } from "./startSecureSite"

/** A secure site's environment lacks a variable it needs, or holds one it cannot use. */
export class SecureSiteConfigError extends Data.TaggedError("SecureSiteConfigError")<{
  /** The variable, e.g. "SMTP_URL". */
  readonly variable: string
  /** What is wrong and what to set, for the operator. */
  readonly problem: string
}> {
  override get message(): string {
    return `${this.variable}: ${this.problem}`
  }
}

/** The environment as Node gives it (`process.env`). */
export type SecureSiteEnv = Readonly<Record<string, string | undefined>>

const text = (env: SecureSiteEnv, variable: string): string | undefined => {
  const value = env[variable]?.trim()
  return value === undefined || value === "" ? undefined : value
}

const required = (env: SecureSiteEnv, variable: string, what: string): string => {
  const value = text(env, variable)
  if (value === undefined) throw new SecureSiteConfigError({ variable, problem: `set ${what}` })
  return value
}

/** A comma-separated list, or undefined when the variable is unset (the option's default). */
const list = (env: SecureSiteEnv, variable: string): ReadonlyArray<string> | undefined =>
  text(env, variable)
    ?.split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "")

const codeKeyOf = (env: SecureSiteEnv): Uint8Array => {
  const variable = "SECURE_SITE_CODE_KEY"
  const encoded = required(
    env,
    variable,
    `${minLoginCodeKeyBytes} or more random bytes in base64 (openssl rand -base64 32)`,
  )
  let key: Uint8Array
  try {
    key = base64.decode(encoded)
  } catch {
    throw new SecureSiteConfigError({ variable, problem: "it is not base64" })
  }
  if (key.length < minLoginCodeKeyBytes) {
    throw new SecureSiteConfigError({
      variable,
      problem: `it holds ${key.length} bytes; give at least ${minLoginCodeKeyBytes} (openssl rand -base64 32)`,
    })
  }
  return key
}

/** SECURE_SITE_SEAL_KEY: 32 bytes, in base64 or in hex (64 digits). */
const sealKeyOf = (env: SecureSiteEnv): Uint8Array => {
  const variable = "SECURE_SITE_SEAL_KEY"
  const how = `${sealKeyLength} random bytes in base64 (openssl rand -base64 32) or hex (openssl rand -hex 32)`
  const encoded = required(
    env,
    variable,
    `${how}: it seals the social and Farcaster sign-ins' attempts`,
  )
  let key: Uint8Array | undefined
  try {
    key = /^[0-9a-fA-F]{64}$/.test(encoded)
      ? hex.decode(encoded.toLowerCase())
      : base64.decode(encoded)
  } catch {
    key = undefined
  }
  if (key?.length !== sealKeyLength) {
    throw new SecureSiteConfigError({ variable, problem: `give exactly ${how}` })
  }
  return key
}

/**
 * Social login from SECURE_SITE_OIDC_<PROVIDER>_ISSUER, _CLIENT_ID and _CLIENT_SECRET (the
 * secret optional: a public client, PKCE alone) for each provider the site offers, the seal
 * key, and the public origin (the first of SECURE_SITE_ORIGINS), whose `/v1/social/callback`
 * is the redirect URI registered at each provider. Undefined when no provider is set.
 */
const socialLoginOf = (
  env: SecureSiteEnv,
  publicOrigin: string | undefined,
): SecureSiteSocialLogin | undefined => {
  const providers: Partial<
    Record<(typeof oidcSocialProviders)[number], SocialProviderRegistration>
  > = {}
  for (const provider of oidcSocialProviders) {
    const prefix = `SECURE_SITE_OIDC_${provider.toUpperCase()}`
    const issuer = text(env, `${prefix}_ISSUER`)
    const clientId = text(env, `${prefix}_CLIENT_ID`)
    const clientSecret = text(env, `${prefix}_CLIENT_SECRET`)
    if (issuer === undefined && clientId === undefined && clientSecret === undefined) continue
    providers[provider] = {
      issuer: required(env, `${prefix}_ISSUER`, `${provider}'s issuer URL (https://...)`),
      clientId: required(env, `${prefix}_CLIENT_ID`, `the site's client id at ${provider}`),
      ...(clientSecret === undefined ? {} : { clientSecret }),
    }
  }
  if (Object.keys(providers).length === 0) return undefined
  if (publicOrigin === undefined) {
    throw new SecureSiteConfigError({
      variable: "SECURE_SITE_ORIGINS",
      problem:
        "set the site's public origin (https://secure.example.com) first: social login's callback is <origin>/v1/social/callback",
    })
  }
  return { providers, sealKey: sealKeyOf(env), siteOrigin: publicOrigin }
}

/** An http(s) URL in `variable`, required. */
const httpUrl = (env: SecureSiteEnv, variable: string, what: string): string => {
  const value = required(env, variable, what)
  let url: URL | undefined
  try {
    url = new URL(value)
  } catch {
    url = undefined
  }
  if (url === undefined || !/^https?:$/.test(url.protocol)) {
    throw new SecureSiteConfigError({ variable, problem: `give ${what}` })
  }
  return value
}

/**
 * Sign In With Farcaster from SECURE_SITE_FARCASTER_RELAY_URL (the auth relay,
 * https://relay.farcaster.xyz) and SECURE_SITE_FARCASTER_RPC_URL (an OP Mainnet RPC: the fid's
 * custody is read there), with the seal key and the public origin (the first of
 * SECURE_SITE_ORIGINS: the messages' domain is its host). Undefined when both are unset.
 */
const farcasterLoginOf = (
  env: SecureSiteEnv,
  publicOrigin: string | undefined,
): SecureSiteFarcasterLogin | undefined => {
  const relayVariable = "SECURE_SITE_FARCASTER_RELAY_URL"
  const rpcVariable = "SECURE_SITE_FARCASTER_RPC_URL"
  if (text(env, relayVariable) === undefined && text(env, rpcVariable) === undefined) {
    return undefined
  }
  const relayUrl = httpUrl(
    env,
    relayVariable,
    "the Farcaster auth relay's URL (https://relay.farcaster.xyz)",
  )
  const rpcUrl = httpUrl(
    env,
    rpcVariable,
    "an OP Mainnet JSON-RPC URL (the fid's custody is read there)",
  )
  if (publicOrigin === undefined) {
    throw new SecureSiteConfigError({
      variable: "SECURE_SITE_ORIGINS",
      problem:
        "set the site's public origin (https://secure.example.com) first: Farcaster sign-in messages are signed for its host",
    })
  }
  return { relayUrl, rpcUrl, sealKey: sealKeyOf(env), siteOrigin: publicOrigin }
}

const portOf = (env: SecureSiteEnv): number | undefined => {
  const value = text(env, "PORT")
  if (value === undefined) return undefined
  const port = Number(value)
  if (!/^\d+$/.test(value) || port < 1 || port > 65_535) {
    throw new SecureSiteConfigError({ variable: "PORT", problem: "give a port from 1 to 65535" })
  }
  return port
}

/**
 * A secure site's options from its environment (docs/secure-site.md lists the variables):
 * `DATABASE_URL` (Postgres) or `SECURE_SITE_DATA_DIR` (PGlite in that folder), `SMTP_URL`,
 * `MAIL_FROM`, `SECURE_SITE_CODE_KEY` (base64, 32 bytes or more), and optionally
 * `SECURE_SITE_ORIGINS` (the site's public origins, comma-separated), `SECURE_SITE_EMBEDDING_ORIGINS`
 * (the dApps that may embed it, patterns as spec 6), `SECURE_SITE_RPC_ORIGINS` and `PORT`, and
 * social login: `SECURE_SITE_OIDC_<PROVIDER>_ISSUER` / `_CLIENT_ID` / `_CLIENT_SECRET` per
 * provider (GOOGLE, GITHUB, APPLE, FACEBOOK, X, DISCORD) with `SECURE_SITE_SEAL_KEY`, and
 * Farcaster sign-in: `SECURE_SITE_FARCASTER_RELAY_URL` and `SECURE_SITE_FARCASTER_RPC_URL`
 * (off when both are unset) with `SECURE_SITE_SEAL_KEY`.
 * Throws SecureSiteConfigError naming the first variable that is missing or wrong; it never
 * falls back to a database in memory, which would forget every user at the next restart.
 * @example
 * const site = await startSecureSite(secureSiteOptionsFromEnv(process.env))
 */
export const secureSiteOptionsFromEnv = (env: SecureSiteEnv): SecureSiteOptions => {
  const databaseUrl = text(env, "DATABASE_URL")
  const dataDir = text(env, "SECURE_SITE_DATA_DIR")
  if (databaseUrl === undefined && dataDir === undefined) {
    throw new SecureSiteConfigError({
      variable: "DATABASE_URL",
      problem:
        "set a Postgres URL, or SECURE_SITE_DATA_DIR for an embedded database in that folder",
    })
  }
  const allowedOrigins = list(env, "SECURE_SITE_ORIGINS")
  const embeddingOrigins = list(env, "SECURE_SITE_EMBEDDING_ORIGINS")
  const rpcOrigins = list(env, "SECURE_SITE_RPC_ORIGINS")
  const port = portOf(env)
  const socialLogin = socialLoginOf(env, allowedOrigins?.[0])
  const farcasterLogin = farcasterLoginOf(env, allowedOrigins?.[0])
  return {
    database:
      databaseUrl !== undefined
        ? { kind: "postgres", url: databaseUrl }
        : { kind: "embedded", dataDir: dataDir as string },
    smtpUrl: required(env, "SMTP_URL", "the SMTP server's URL (smtps://user:password@host:465)"),
    mailFrom: required(env, "MAIL_FROM", 'the sign-in mails\' sender ("Name" <address>)'),
    codeKey: codeKeyOf(env),
    ...(allowedOrigins === undefined ? {} : { allowedOrigins }),
    ...(embeddingOrigins === undefined ? {} : { embeddingOrigins }),
    ...(rpcOrigins === undefined ? {} : { rpcOrigins }),
    ...(port === undefined ? {} : { port }),
    ...(socialLogin === undefined ? {} : { socialLogin }),
    ...(farcasterLogin === undefined ? {} : { farcasterLogin }),
  }
}
