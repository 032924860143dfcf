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

  it("refuses a code key shorter than HMAC-SHA256's strength, saying how to make one", () => {
    const short = { ...env, SECURE_SITE_CODE_KEY: Buffer.alloc(16).toString("base64") }
    expect(() => secureSiteOptionsFromEnv(short)).toThrow(
      "SECURE_SITE_CODE_KEY: it holds 16 bytes; give at least 32 (openssl rand -base64 32)",
    )
  })
})
