import { execFile } from "node:child_process"
import { createHash } from "node:crypto"
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { dirname, join, resolve } from "node:path"
import { promisify } from "node:util"
import { afterAll, describe, expect, it, vi } from "vitest"
import {
  contentPath,
  matchesIntegrity,
  npmCacheDirectory,
  readCacheContent,
  sha512Integrity,
  strongestHash,
} from "./npmCacheContent"

const bytes = new TextEncoder().encode("foyer")
const digest = (algorithm: string): string => createHash(algorithm).update(bytes).digest("base64")
const integrity = `sha512-${digest("sha512")}`

const folders: string[] = []
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))))

describe("npm's cache content", () => {
  it("files content under content-v2/<algorithm>/<2 hex>/<2 hex>/<the rest of the hex digest>", () => {
    const hex = createHash("sha512").update(bytes).digest("hex")
    expect(contentPath("/cache", integrity)).toBe(
      `/cache/_cacache/content-v2/sha512/${hex.slice(0, 2)}/${hex.slice(2, 4)}/${hex.slice(4)}`,
    )
  })

  it("checks the strongest hash of an integrity string with several", () => {
    expect(strongestHash(`sha1-${digest("sha1")} ${integrity}`)).toEqual({
      algorithm: "sha512",
      digest: digest("sha512"),
    })
    expect(matchesIntegrity(bytes, `sha1-${digest("sha1")} sha512-${digest("sha256")}`)).toBe(false)
    expect(matchesIntegrity(bytes, `sha1-wrong ${integrity}`)).toBe(true)
  })

  it("writes integrity strings as npm's lockfiles do", () => {
    expect(sha512Integrity(bytes)).toBe(integrity)
  })

  it("reads content that matches its integrity, and tells missing from corrupt", async () => {
    const cache = await mkdtemp(join(tmpdir(), "foyer-npm-cache-"))
    folders.push(cache)
    const path = contentPath(cache, integrity) ?? ""
    expect(await readCacheContent(cache, integrity)).toEqual({ _tag: "Missing", path })
    await mkdir(dirname(path), { recursive: true })
    await writeFile(path, "not foyer")
    expect(await readCacheContent(cache, integrity)).toEqual({ _tag: "Corrupt", path })
    await writeFile(path, bytes)
    expect(await readCacheContent(cache, integrity)).toEqual({
      _tag: "Found",
      bytes: Buffer.from(bytes),
    })
  })

  it("finds npm's cache at npm_config_cache when it is set", async () => {
    vi.stubEnv("npm_config_cache", "relative/cache")
    try {
      expect(await npmCacheDirectory()).toBe(resolve("relative/cache"))
    } finally {
      vi.unstubAllEnvs()
    }
  })

  it("finds npm's cache where `npm config get cache` says otherwise", async () => {
    vi.stubEnv("npm_config_cache", "")
    try {
      const { stdout } = await promisify(execFile)("npm", ["config", "get", "cache"])
      expect(await npmCacheDirectory()).toBe(stdout.trim())
    } finally {
      vi.unstubAllEnvs()
    }
  }, 30_000)
})
