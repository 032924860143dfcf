import type { SecureSiteDatabase } from "../../plugins/embedded-wallet/secureSite/db/SecureSiteDatabase"

/**
 * A database opened on its first use: the sandbox's secure site starts without paying for
 * PGlite (a few seconds of WebAssembly on a small machine) until a visitor signs in with the
 * embedded wallet, so every other test and the demo's first page stay as fast as before. A
 * failed open is not kept: the next use tries again. `close` closes it only if it was opened.
 * @example
 * const database = lazyDatabase(() => openDatabase({ kind: "embedded" }, { now: Date.now }))
 */
export const lazyDatabase = (open: () => Promise<SecureSiteDatabase>): SecureSiteDatabase => {
  let opening: Promise<SecureSiteDatabase> | undefined
  const opened = () => {
    opening ??= open().catch((error: unknown) => {
      opening = undefined
      throw error
    })
    return opening
  }
  return {
    query: async (sql, params) => (await opened()).query(sql, params),
    exec: async (script) => (await opened()).exec(script),
    transaction: async (work) => (await opened()).transaction(work),
    close: async () => {
      const open = opening
      opening = undefined
      if (open !== undefined) await (await open.catch(() => undefined))?.close()
    },
  }
}
