import { execFile } from "node:child_process"
import { createHash } from "node:crypto"
import { readFile } from "node:fs/promises"
import { join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { promisify } from "node:util"

const repoRoot = fileURLToPath(new URL("../..", import.meta.url))

let cacheDirectory: Promise<string> | undefined

/**
 * npm's cache folder (`npm config get cache`, usually ~/.npm), asked once per process;
 * `npm_config_cache` wins, as it does for npm (and `npm test` sets it for its children).
 */
export const npmCacheDirectory = (): Promise<string> => {
  const fromEnvironment = process.env.npm_config_cache
  if (fromEnvironment !== undefined && fromEnvironment !== "") {
    return Promise.resolve(resolve(fromEnvironment))
  }
  cacheDirectory ??= promisify(execFile)("npm", ["config", "get", "cache"], {
    cwd: repoRoot,
  }).then((result) => result.stdout.trim())
  return cacheDirectory
}

/** One hash of a Subresource Integrity string (`sha512-<base64>`). */
interface IntegrityHash {
  readonly algorithm: string
  readonly digest: string
}

// Strongest first: of several hashes in one integrity string, check the strongest, as ssri does.
const algorithms = ["sha512", "sha384", "sha256", "sha1"]

/** The strongest hash an integrity string holds that node can compute. */
export const strongestHash = (integrity: string): IntegrityHash | undefined =>
  integrity
    .trim()
    .split(/\s+/)
    .map((hash) => {
      const dash = hash.indexOf("-")
      // Options after "?" are allowed by the SRI grammar and never part of the digest.
      return { algorithm: hash.slice(0, dash), digest: hash.slice(dash + 1).split("?")[0] ?? "" }
    })
    .filter((hash) => algorithms.includes(hash.algorithm))
    .sort((a, b) => algorithms.indexOf(a.algorithm) - algorithms.indexOf(b.algorithm))[0]

/** Where cacache keeps the bytes with this integrity: content-v2/<algo>/<2 hex>/<2 hex>/<rest>. */
export const contentPath = (cache: string, integrity: string): string | undefined => {
  const hash = strongestHash(integrity)
  if (hash === undefined) return undefined
  const hex = Buffer.from(hash.digest, "base64").toString("hex")
  return join(
    cache,
    "_cacache",
    "content-v2",
    hash.algorithm,
    hex.slice(0, 2),
    hex.slice(2, 4),
    hex.slice(4),
  )
}

/** Whether `bytes` have the integrity `integrity` (by its strongest hash). */
export const matchesIntegrity = (bytes: Uint8Array, integrity: string): boolean => {
  const hash = strongestHash(integrity)
  return (
    hash !== undefined && createHash(hash.algorithm).update(bytes).digest("base64") === hash.digest
  )
}

/** What the content store holds for one integrity. */
export type CacheContent =
  | { readonly _tag: "Found"; readonly bytes: Buffer }
  | { readonly _tag: "Missing"; readonly path: string | undefined }
  | { readonly _tag: "Corrupt"; readonly path: string }

/** Reads the bytes with `integrity` from npm's content store in `cache`, checked against it. */
export const readCacheContent = async (cache: string, integrity: string): Promise<CacheContent> => {
  const path = contentPath(cache, integrity)
  if (path === undefined) return { _tag: "Missing", path }
  const bytes = await readFile(path).catch((cause: NodeJS.ErrnoException) => {
    if (cause.code === "ENOENT") return undefined
    throw cause
  })
  if (bytes === undefined) return { _tag: "Missing", path }
  return matchesIntegrity(bytes, integrity) ? { _tag: "Found", bytes } : { _tag: "Corrupt", path }
}

/** The sha512 integrity string of `bytes`, as npm writes it in lockfiles. */
export const sha512Integrity = (bytes: Uint8Array): string =>
  `sha512-${createHash("sha512").update(bytes).digest("base64")}`
