import { readFile } from "node:fs/promises"
import { join } from "node:path"
import { sha512Integrity } from "./npmCacheContent"
import { readTarballManifest } from "./readTarballManifest"

/** Where the bytes of an offered version come from. */
export type TarballSource =
  | { readonly _tag: "NpmCache" }
  | { readonly _tag: "File"; readonly path: string }

/** One version the offline registry offers: its packument fields and its tarball's source. */
export interface OfferedVersion {
  readonly name: string
  readonly version: string
  readonly integrity: string
  /** dependencies, bin, engines, os… as a packument's version entry carries them. */
  readonly metadata: Readonly<Record<string, unknown>>
  readonly tarball: TarballSource
}

/** Offered versions by package name, then by version. */
export type OfferedPackages = Map<string, Map<string, OfferedVersion>>

// The fields npm reads from a packument to build its tree (the rest it reads from the tarball).
const metadataFields = [
  "dependencies",
  "optionalDependencies",
  "peerDependencies",
  "peerDependenciesMeta",
  "bin",
  "engines",
  "os",
  "cpu",
  "libc",
] as const

/** The packument fields of a package.json or lockfile entry, `bin` as the registry keeps it. */
const pickMetadata = (source: Record<string, unknown>, name: string): Record<string, unknown> => {
  const metadata: Record<string, unknown> = {}
  for (const field of metadataFields) {
    if (source[field] !== undefined) metadata[field] = source[field]
  }
  // `npm publish` turns a string bin into an object keyed by the unscoped name.
  if (typeof metadata.bin === "string") {
    metadata.bin = { [name.slice(name.lastIndexOf("/") + 1)]: metadata.bin }
  }
  return metadata
}

interface LockfileEntry {
  readonly name?: string
  readonly version?: string
  readonly integrity?: string
  readonly link?: boolean
  readonly [field: string]: unknown
}

const readJson = async (path: string): Promise<Record<string, unknown> | undefined> =>
  readFile(path, "utf8").then(
    (text) => JSON.parse(text) as Record<string, unknown>,
    (cause: NodeJS.ErrnoException) => {
      if (cause.code === "ENOENT") return undefined
      throw cause
    },
  )

const offer = (packages: OfferedPackages, offered: OfferedVersion): void => {
  const versions = packages.get(offered.name) ?? new Map<string, OfferedVersion>()
  packages.set(offered.name, versions)
  // Of two copies of one version, prefer the one whose metadata came from an installed package.json.
  if (!versions.has(offered.version)) versions.set(offered.version, offered)
}

/**
 * Every version a lockfile (v2/v3 `packages` map) names anywhere in its tree. Metadata comes
 * from the package.json installed at the entry's path under `packagesRoot` when it is that
 * version, else (optional packages for other platforms) from the lockfile entry. The root and
 * links are not packages; entries without an integrity (bundled ones) have no tarball to serve.
 */
export const lockfilePackages = async (
  lockfile: string,
  packagesRoot: string,
): Promise<OfferedPackages> => {
  const { packages = {} } = JSON.parse(await readFile(lockfile, "utf8")) as {
    packages?: Record<string, LockfileEntry>
  }
  const entries = Object.entries(packages).flatMap(([path, entry]) => {
    const marker = path.lastIndexOf("node_modules/")
    if (path === "" || entry.link === true || marker === -1) return []
    const { version, integrity } = entry
    if (version === undefined || integrity === undefined) return []
    const name = entry.name ?? path.slice(marker + "node_modules/".length)
    return [{ path, name, version, integrity, entry }]
  })
  const found = await Promise.all(
    entries.map(async ({ path, name, version, integrity, entry }) => {
      const installed = await readJson(join(packagesRoot, path, "package.json"))
      const fromInstalled = installed?.name === name && installed.version === version
      return {
        fromInstalled,
        offered: {
          name,
          version,
          integrity,
          metadata: pickMetadata(fromInstalled && installed ? installed : entry, name),
          tarball: { _tag: "NpmCache" },
        } satisfies OfferedVersion,
      }
    }),
  )
  const offered: OfferedPackages = new Map()
  for (const { offered: version } of found.filter((one) => one.fromInstalled))
    offer(offered, version)
  for (const { offered: version } of found.filter((one) => !one.fromInstalled))
    offer(offered, version)
  return offered
}

/** A local package tarball offered as `name`'s only version, with its computed sha512 integrity. */
export const tarballPackage = async (name: string, tarball: string): Promise<OfferedVersion> => {
  const manifest = await readTarballManifest(tarball)
  if (manifest.name !== name || typeof manifest.version !== "string") {
    throw new Error(
      `${tarball} holds ${String(manifest.name)}@${String(manifest.version)}, not a version of ${name}`,
    )
  }
  return {
    name,
    version: manifest.version,
    integrity: sha512Integrity(await readFile(tarball)),
    metadata: pickMetadata(manifest, name),
    tarball: { _tag: "File", path: tarball },
  }
}
