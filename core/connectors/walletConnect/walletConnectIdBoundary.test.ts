/**
 * No file outside this folder names the WalletConnect connector id (issue 13): the kernel, the
 * UI and the plugins read what differs by kind from a connector's type and info (WALLET_CONNECT,
 * `connectingView`), and the connect flow decides its own views. Tests elsewhere may still pass
 * the id's value, as a page may (spec 3 lists it among the known connector ids); none may import
 * the constant.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { relative, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { walletConnectConnectorId } from "./walletConnectConnectorId"

const repo = resolve(fileURLToPath(import.meta.url), "../../../..")
const here = "core/connectors/walletConnect/"
const sourceDirs = ["core", "ui", "plugins", "cli", "examples"]
const skippedDirs = new Set(["node_modules", "dist"])
const sourceFile = /\.(?:[cm]?[jt]sx?|json|html)$/
const testFile = /\.test\.[cm]?[jt]sx?$/

/**
 * Files where the id's spelling is another spec term, with how often it may occur there: the
 * Connect view's connector group `walletConnect` (spec 9 connector order) and the switch flow
 * `walletConnect` (spec 4). A further occurrence in them fails like anywhere else.
 */
const homonyms: Readonly<Record<string, number>> = {
  "core/config/connectorOrder.ts": 1,
  "core/connections/switchConnection.ts": 2,
}

const filesUnder = (dir: string): ReadonlyArray<string> =>
  !existsSync(dir)
    ? []
    : readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const path = resolve(dir, entry.name)
        if (entry.isDirectory()) return skippedDirs.has(entry.name) ? [] : filesUnder(path)
        return sourceFile.test(entry.name) ? [path] : []
      })

const outside = sourceDirs
  .flatMap((dir) => filesUnder(resolve(repo, dir)))
  .map((path) => relative(repo, path).split("\\").join("/"))
  .filter((path) => !path.startsWith(here))

const escaped = walletConnectConnectorId.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
/** The id's value as a string literal, in any quotes. */
const literal = new RegExp(`(["'\`])${escaped}\\1`, "g")
const identifier = /\bwalletConnectConnectorId\b/

const read = (path: string) => readFileSync(resolve(repo, path), "utf8")

describe("the WalletConnect connector id stays in core/connectors/walletConnect/", () => {
  it("walks the source folders", () => {
    // A wrong root would find nothing and pass vacuously.
    expect(outside).toContain("core/index.ts")
    expect(outside).toContain("ui/shell/connectWith.ts")
    expect(outside.length).toBeGreaterThan(200)
  })

  it("no file outside the folder names the constant walletConnectConnectorId", () => {
    expect(outside.filter((path) => identifier.test(read(path)))).toEqual([])
  })

  it("no source file outside the folder spells the id's value as a string", () => {
    const naming = outside
      .filter((path) => !testFile.test(path))
      .filter((path) => (read(path).match(literal)?.length ?? 0) > (homonyms[path] ?? 0))
    expect(naming).toEqual([])
  })

  it("the homonyms are still where they are listed (the list does not go stale)", () => {
    const counts = Object.keys(homonyms).map((path) => [path, read(path).match(literal)?.length])
    expect(Object.fromEntries(counts)).toEqual(homonyms)
  })
})
