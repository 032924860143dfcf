import { base64 } from "@scure/base"
import { Data } from "effect"
import { minLoginCodeKeyBytes } from "./email/loginCode"
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
 * (the dApps that may embed it, patterns as spec 6), `SECURE_SITE_RPC_ORIGINS` and `PORT`.
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
  }
}
