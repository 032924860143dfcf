import { bytesToHex } from "@noble/hashes/utils"
import { Effect } from "effect"
import type { Frame, Page } from "playwright-core"
import { rebuildKey } from "../../plugins/embedded-wallet/secureSite/custody/rebuildKey"
import type { SecureSiteDatabase } from "../../plugins/embedded-wallet/secureSite/db/SecureSiteDatabase"
import { shareFromBase64 } from "../../plugins/embedded-wallet/secureSite/page/pageKeys"

/** A signed-in visitor's key material, as only the secure origin and the site hold it. */
export interface KeyMaterial {
  /** The private key, hex without 0x. */
  readonly privateKey: string
  /** The device's share (base64, as the secure origin stores it). */
  readonly deviceShare: string
  /** The server's share (base64, as the site answers it). */
  readonly serverShare: string
}

/** The secure frame of `page` (the site's frame page, on its own origin). */
export const secureFrameOf = (page: Page): Frame => {
  const frame = page.frames().find((each) => each.url().includes("/frame?"))
  if (frame === undefined) throw new Error("The page has no secure frame")
  return frame
}

/**
 * Reads the visitor's key material the way only the secure origin can: its session token and
 * device share from the secure frame's own storage, the server's share from the site with that
 * token, and the key rebuilt from the two (custody's own rebuild).
 */
export const readKeyMaterial = async (page: Page, siteUrl: string): Promise<KeyMaterial> => {
  const stored = await secureFrameOf(page).evaluate(() => ({
    token: localStorage.getItem("foyer-secure:session"),
    deviceShare:
      Object.entries(localStorage).find(([key]) =>
        key.startsWith("foyer-secure:device-share:"),
      )?.[1] ?? null,
  }))
  if (stored.token === null || stored.deviceShare === null) {
    throw new Error("The secure origin holds no session or device share")
  }
  const answer = await fetch(`${siteUrl}/v1/wallet`, {
    headers: { authorization: `Bearer ${stored.token}` },
  })
  const { serverShare } = (await answer.json()) as { serverShare: string }
  const key = await Effect.runPromise(
    rebuildKey(shareFromBase64(stored.deviceShare), shareFromBase64(serverShare)),
  )
  return { privateKey: key.slice(2), deviceShare: stored.deviceShare, serverShare }
}

/** Everything the dApp origin's page can read from its storage: localStorage, sessionStorage and every IndexedDB record. */
export const dappStorageText = (page: Page): Promise<string> =>
  page.evaluate(async () => {
    const records: Array<unknown> = [{ ...localStorage }, { ...sessionStorage }]
    for (const { name } of await indexedDB.databases()) {
      if (name === undefined) continue
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name)
        open.onsuccess = () => resolve(open.result)
        open.onerror = () => reject(open.error)
      })
      for (const store of db.objectStoreNames) {
        const all = db.transaction(store).objectStore(store).getAll()
        records.push(
          await new Promise((resolve, reject) => {
            all.onsuccess = () => resolve(all.result)
            all.onerror = () => reject(all.error)
          }),
        )
      }
      db.close()
    }
    return JSON.stringify(records)
  })

/** A heap snapshot of the dApp page's JavaScript (its renderer; the secure frame runs in another). */
export const dappHeapSnapshot = async (page: Page): Promise<string> => {
  const cdp = await page.context().newCDPSession(page)
  const chunks: Array<string> = []
  cdp.on("HeapProfiler.addHeapSnapshotChunk", ({ chunk }) => {
    chunks.push(chunk)
  })
  await cdp.send("HeapProfiler.enable")
  await cdp.send("HeapProfiler.takeHeapSnapshot", { reportProgress: false })
  await cdp.detach()
  return chunks.join("")
}

/** Every value of every table of the site's database, bytes as hex, as one text to search. */
export const databaseText = async (database: SecureSiteDatabase): Promise<string> => {
  const tables = await database.query(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
  )
  const texts: Array<string> = []
  for (const table of tables) {
    const name = String(table.table_name)
    const rows = await database.query(`SELECT * FROM "${name}"`)
    for (const row of rows) {
      for (const value of Object.values(row)) {
        texts.push(value instanceof Uint8Array ? bytesToHex(value) : String(value))
      }
    }
  }
  return texts.join("\n")
}
