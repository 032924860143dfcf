import { describe, expect, it } from "vitest"
import { SecureSiteConfigError, secureSiteOptionsFromEnv } from "./secureSiteOptionsFromEnv"

const key = Buffer.alloc(32, 7).toString("base64")
const env = {
  SECURE_SITE_DATA_DIR: "/var/lib/secure-site",
  SMTP_URL: "smtps://login:secret@mail.example.com:465",
  MAIL_FROM: '"Example wallet" <login@example.com>',
  SECURE_SITE_CODE_KEY: key,
}

/** The variable the error names, or "none" when the options were read. */
const failedOn = (given: Record<string, string | undefined>): string => {
  try {
    secureSiteOptionsFromEnv(given)
    return "none"
  } catch (error) {
    if (error instanceof SecureSiteConfigError) return error.variable
    throw error
  }
}

describe("secureSiteOptionsFromEnv", () => {
  it("reads an embedded database's folder, the mail settings and the code key; the lists keep their defaults when unset", () => {
    expect(secureSiteOptionsFromEnv(env)).toEqual({
      database: { kind: "embedded", dataDir: "/var/lib/secure-site" },
      smtpUrl: "smtps://login:secret@mail.example.com:465",
      mailFrom: '"Example wallet" <login@example.com>',
      codeKey: new Uint8Array(32).fill(7),
    })
  })

  it("prefers a Postgres DATABASE_URL, and reads the origins' comma-separated lists and the port", () => {
    expect(
      secureSiteOptionsFromEnv({
        ...env,
        DATABASE_URL: "postgres://site:secret@db.internal:5432/site",
        SECURE_SITE_ORIGINS: "https://secure.example.com",
        SECURE_SITE_EMBEDDING_ORIGINS: " https://app.example.com, *.example.org ,",
        SECURE_SITE_RPC_ORIGINS: "https://rpc.example.com",
        PORT: "8080",
      }),
    ).toMatchObject({
      database: { kind: "postgres", url: "postgres://site:secret@db.internal:5432/site" },
      allowedOrigins: ["https://secure.example.com"],
      embeddingOrigins: ["https://app.example.com", "*.example.org"],
      rpcOrigins: ["https://rpc.example.com"],
      port: 8080,
    })
  })

  it("names the first variable missing or wrong, and never falls back to a database in memory", () => {
    expect(failedOn({ ...env, SECURE_SITE_DATA_DIR: undefined })).toBe("DATABASE_URL")
    expect(failedOn({ ...env, SMTP_URL: " " })).toBe("SMTP_URL")
    expect(failedOn({ ...env, MAIL_FROM: undefined })).toBe("MAIL_FROM")
    expect(failedOn({ ...env, SECURE_SITE_CODE_KEY: undefined })).toBe("SECURE_SITE_CODE_KEY")
    expect(failedOn({ ...env, SECURE_SITE_CODE_KEY: "not base64!" })).toBe("SECURE_SITE_CODE_KEY")
    expect(failedOn({ ...env, PORT: "80a" })).toBe("PORT")
    expect(failedOn({ ...env, PORT: "70000" })).toBe("PORT")
    expect(failedOn(env)).toBe("none")
  })

  it("reads social login: each provider's issuer, client id and optional secret, the seal key in base64 or hex, and the public origin (the first of SECURE_SITE_ORIGINS) for the callback", () => {
    const social = {
      ...env,
      SECURE_SITE_ORIGINS: "https://secure.example.com,https://secure2.example.com",
      SECURE_SITE_OIDC_GOOGLE_ISSUER: "https://accounts.google.com",
      SECURE_SITE_OIDC_GOOGLE_CLIENT_ID: "google-client",
      SECURE_SITE_OIDC_GOOGLE_CLIENT_SECRET: "google-secret",
      SECURE_SITE_OIDC_X_ISSUER: "https://x.example",
      SECURE_SITE_OIDC_X_CLIENT_ID: "x-client",
      SECURE_SITE_SEAL_KEY: Buffer.alloc(32, 9).toString("base64"),
    }
    expect(secureSiteOptionsFromEnv(social).socialLogin).toEqual({
      providers: {
        google: {
          issuer: "https://accounts.google.com",
          clientId: "google-client",
          clientSecret: "google-secret",
        },
        x: { issuer: "https://x.example", clientId: "x-client" },
      },
      sealKey: new Uint8Array(32).fill(9),
      siteOrigin: "https://secure.example.com",
    })
    const hexKey = { ...social, SECURE_SITE_SEAL_KEY: "0a".repeat(32) }
    expect(secureSiteOptionsFromEnv(hexKey).socialLogin?.sealKey).toEqual(
      new Uint8Array(32).fill(10),
    )
    // No provider: no social login, and no seal key asked for.
    expect(secureSiteOptionsFromEnv(env).socialLogin).toBeUndefined()
  })

  it("names the social login's variable missing or wrong", () => {
    const social = {
      ...env,
      SECURE_SITE_ORIGINS: "https://secure.example.com",
      SECURE_SITE_OIDC_GITHUB_ISSUER: "https://github.example",
      SECURE_SITE_OIDC_GITHUB_CLIENT_ID: "github-client",
      SECURE_SITE_SEAL_KEY: "0a".repeat(32),
    }
    expect(failedOn(social)).toBe("none")
    expect(failedOn({ ...social, SECURE_SITE_OIDC_GITHUB_CLIENT_ID: undefined })).toBe(
      "SECURE_SITE_OIDC_GITHUB_CLIENT_ID",
    )
    expect(failedOn({ ...social, SECURE_SITE_OIDC_GITHUB_ISSUER: undefined })).toBe(
      "SECURE_SITE_OIDC_GITHUB_ISSUER",
    )
    expect(failedOn({ ...social, SECURE_SITE_SEAL_KEY: undefined })).toBe("SECURE_SITE_SEAL_KEY")
    expect(failedOn({ ...social, SECURE_SITE_SEAL_KEY: "0a".repeat(16) })).toBe(
      "SECURE_SITE_SEAL_KEY",
    )
    expect(failedOn({ ...social, SECURE_SITE_ORIGINS: undefined })).toBe("SECURE_SITE_ORIGINS")
  })

  it("reads Farcaster sign-in: the relay and the OP Mainnet RPC, with the seal key and the public origin; off when both are unset", () => {
    expect(secureSiteOptionsFromEnv(env).farcasterLogin).toBeUndefined()
    const farcaster = {
      ...env,
      SECURE_SITE_ORIGINS: "https://secure.example.com",
      SECURE_SITE_FARCASTER_RELAY_URL: "https://relay.farcaster.xyz",
      SECURE_SITE_FARCASTER_RPC_URL: "https://optimism.example/rpc",
      SECURE_SITE_SEAL_KEY: Buffer.alloc(32, 3).toString("base64"),
    }
    expect(secureSiteOptionsFromEnv(farcaster).farcasterLogin).toEqual({
      relayUrl: "https://relay.farcaster.xyz",
      rpcUrl: "https://optimism.example/rpc",
      sealKey: new Uint8Array(32).fill(3),
      siteOrigin: "https://secure.example.com",
    })
  })

  it("names the Farcaster sign-in's variable missing or wrong", () => {
    const farcaster = {
      ...env,
      SECURE_SITE_ORIGINS: "https://secure.example.com",
      SECURE_SITE_FARCASTER_RELAY_URL: "https://relay.farcaster.xyz",
      SECURE_SITE_FARCASTER_RPC_URL: "https://optimism.example/rpc",
      SECURE_SITE_SEAL_KEY: "0a".repeat(32),
    }
    expect(failedOn(farcaster)).toBe("none")
    expect(failedOn({ ...farcaster, SECURE_SITE_FARCASTER_RPC_URL: undefined })).toBe(
      "SECURE_SITE_FARCASTER_RPC_URL",
    )
    expect(failedOn({ ...farcaster, SECURE_SITE_FARCASTER_RELAY_URL: "relay.farcaster.xyz" })).toBe(
      "SECURE_SITE_FARCASTER_RELAY_URL",
    )
    expect(failedOn({ ...farcaster, SECURE_SITE_SEAL_KEY: undefined })).toBe("SECURE_SITE_SEAL_KEY")
    expect(failedOn({ ...farcaster, SECURE_SITE_ORIGINS: undefined })).toBe("SECURE_SITE_ORIGINS")
  })

  it("refuses a code key shorter than HMAC-SHA256's strength, saying how to make one", () => {
    const short = { ...env, SECURE_SITE_CODE_KEY: Buffer.alloc(16).toString("base64") }
    expect(() => secureSiteOptionsFromEnv(short)).toThrow(
      "SECURE_SITE_CODE_KEY: it holds 16 bytes; give at least 32 (openssl rand -base64 32)",
    )
  })
})
