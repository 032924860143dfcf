import { createHash } from "node:crypto"
import { existsSync } from "node:fs"
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises"
import { get } from "node:http"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { latestVersion } from "./latestVersion"
import { contentPath } from "./npmCacheContent"
import { packTinyPackage } from "./packTinyPackage"
import { type OfflineRegistry, startOfflineRegistry } from "./startOfflineRegistry"

const repoRoot = fileURLToPath(new URL("../..", import.meta.url))

interface LockfileEntry {
  readonly name?: string
  readonly version: string
  readonly integrity: string
  readonly link?: boolean
  readonly os?: ReadonlyArray<string>
  readonly [field: string]: unknown
}

const lockfile = JSON.parse(await readFile(join(repoRoot, "package-lock.json"), "utf8")) as {
  packages: Record<string, LockfileEntry>
}

/** The lockfile's entries for packages, with the name each installs as. */
const lockfileEntries = Object.entries(lockfile.packages)
  .filter(([path, entry]) => path !== "" && entry.link !== true)
  .map(([path, entry]) => ({
    path,
    entry,
    name: entry.name ?? path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length),
  }))

const entryOf = (name: string): LockfileEntry => {
  const found = lockfile.packages[`node_modules/${name}`]
  if (found === undefined) throw new Error(`${name} is not at the top of foyer's lockfile`)
  return found
}

interface Packument {
  readonly name: string
  readonly "dist-tags": Record<string, string>
  readonly versions: Record<
    string,
    Record<string, unknown> & { readonly dist: { integrity: string; tarball: string } }
  >
}

const getJson = async (url: string): Promise<{ status: number; body: unknown }> => {
  const response = await fetch(url)
  return { status: response.status, body: await response.json() }
}

const packumentOf = async (registry: OfflineRegistry, path: string): Promise<Packument> => {
  const { status, body } = await getJson(`${registry.url}${path}`)
  expect(status).toBe(200)
  return body as Packument
}

const sha512 = (bytes: Uint8Array): string =>
  `sha512-${createHash("sha512").update(bytes).digest("base64")}`

// npm pack takes a second or two, more on a loaded machine.
const packTimeoutMs = 30_000

let registry: OfflineRegistry
const temporary: string[] = []
const temporaryFolder = async (): Promise<string> => {
  const folder = await mkdtemp(join(tmpdir(), "foyer-offline-registry-"))
  temporary.push(folder)
  return folder
}

beforeAll(async () => {
  registry = await startOfflineRegistry()
})

afterAll(async () => {
  await registry.stop()
  await Promise.all(temporary.map((folder) => rm(folder, { recursive: true, force: true })))
})

describe("startOfflineRegistry", () => {
  it("serves a scoped package's packument at @scope%2fname and at @scope/name", async () => {
    const { version, integrity } = entryOf("@vitejs/plugin-react")
    const encoded = await packumentOf(registry, "/@vitejs%2fplugin-react")
    expect(await packumentOf(registry, "/@vitejs/plugin-react")).toEqual(encoded)
    expect(encoded.name).toBe("@vitejs/plugin-react")
    expect(encoded.versions[version]?.dist).toEqual({
      integrity,
      tarball: `${registry.url}/@vitejs/plugin-react/-/plugin-react-${version}.tgz`,
    })
  })

  it("offers every version the lockfile names anywhere in its tree, the highest as latest", async () => {
    // The package with the most versions in the lockfile, nested copies included.
    const versionsByName = new Map<string, Set<string>>()
    for (const { name, entry } of lockfileEntries) {
      versionsByName.set(name, (versionsByName.get(name) ?? new Set()).add(entry.version))
    }
    const [name, versions] = [...versionsByName].sort((a, b) => b[1].size - a[1].size)[0] ?? []
    expect(versions?.size).toBeGreaterThan(1)
    const packument = await packumentOf(registry, `/${name}`)
    expect(Object.keys(packument.versions).sort()).toEqual([...(versions ?? [])].sort())
    expect(packument["dist-tags"]).toEqual({ latest: latestVersion([...(versions ?? [])]) })
  })

  it("takes a version's metadata from the package.json installed at its lockfile path", async () => {
    const installed = JSON.parse(
      await readFile(join(repoRoot, "node_modules/vite/package.json"), "utf8"),
    ) as Record<string, unknown>
    const { version, integrity } = entryOf("vite")
    const packument = await packumentOf(registry, "/vite")
    expect(packument.versions[version]).toEqual({
      name: "vite",
      version,
      dependencies: installed.dependencies,
      optionalDependencies: installed.optionalDependencies,
      peerDependencies: installed.peerDependencies,
      peerDependenciesMeta: installed.peerDependenciesMeta,
      bin: installed.bin,
      engines: installed.engines,
      dist: { integrity, tarball: `${registry.url}/vite/-/vite-${version}.tgz` },
    })
  })

  it("takes the metadata of a version not installed here from its lockfile entry", async () => {
    // An optional package for another operating system, which npm skipped here.
    const foreign = lockfileEntries.find(
      ({ path, entry }) =>
        entry.os !== undefined &&
        !entry.os.includes(process.platform) &&
        !existsSync(join(repoRoot, path)),
    )
    if (foreign === undefined) throw new Error("foyer's lockfile has no package for another OS")
    const { name, entry } = foreign
    const packument = await packumentOf(registry, `/${encodeURIComponent(name)}`)
    const fields = ["dependencies", "optionalDependencies", "peerDependencies", "bin", "engines"]
    expect(packument.versions[entry.version]).toEqual({
      name,
      version: entry.version,
      ...Object.fromEntries(
        [...fields, "os", "cpu", "libc"].flatMap((field) =>
          entry[field] === undefined ? [] : [[field, entry[field]]],
        ),
      ),
      dist: {
        integrity: entry.integrity,
        tarball: `${registry.url}/${name}/-/${name.slice(name.lastIndexOf("/") + 1)}-${entry.version}.tgz`,
      },
    })
  })

  it("answers 404 with a JSON error for a package not in foyer's lockfile", async () => {
    expect(await getJson(`${registry.url}/no-such-package`)).toEqual({
      status: 404,
      body: {
        error:
          "no-such-package is not in foyer's lockfile, so the offline registry cannot serve it",
      },
    })
  })

  it("answers 404 for a version of a known package that the lockfile does not name", async () => {
    expect(await getJson(`${registry.url}/react/-/react-0.0.1.tgz`)).toEqual({
      status: 404,
      body: {
        error: "/react/-/react-0.0.1.tgz is not a tarball of a react version in foyer's lockfile",
      },
    })
  })

  it("does not offer npm's other endpoints (audit, search…)", async () => {
    expect(await getJson(`${registry.url}/-/npm/v1/security/advisories/bulk`)).toEqual({
      status: 404,
      body: { error: "the offline registry does not offer /-/npm/v1/security/advisories/bulk" },
    })
  })

  it("serves a tarball from npm's cache, its bytes matching the lockfile's integrity", async () => {
    const { version, integrity } = entryOf("react")
    const response = await fetch(`${registry.url}/react/-/react-${version}.tgz`)
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe("application/octet-stream")
    expect(sha512(new Uint8Array(await response.arrayBuffer()))).toBe(integrity)
  })

  it("answers 404 naming the version and the fix when its tarball is not in npm's cache", async () => {
    const npmCache = await temporaryFolder()
    const empty = await startOfflineRegistry({ npmCache })
    const { version } = entryOf("react")
    const reply = await getJson(`${empty.url}/react/-/react-${version}.tgz`)
    await empty.stop()
    expect(reply).toEqual({
      status: 404,
      body: {
        error: `react@${version} is not in npm's cache (${npmCache}); run npm ci in the foyer repository to fill npm's cache`,
      },
    })
  })

  it("refuses bytes in npm's cache that do not match the lockfile's integrity", async () => {
    const npmCache = await temporaryFolder()
    const { version, integrity } = entryOf("react")
    const path = contentPath(npmCache, integrity) ?? ""
    await mkdir(dirname(path), { recursive: true })
    await writeFile(path, "not react")
    const corrupt = await startOfflineRegistry({ npmCache })
    const reply = await getJson(`${corrupt.url}/react/-/react-${version}.tgz`)
    await corrupt.stop()
    expect(reply).toEqual({
      status: 500,
      body: {
        error: `react@${version} in npm's cache (${path}) does not match foyer's lockfile; run npm cache verify, then npm ci in the foyer repository`,
      },
    })
  })

  it("serves an extra tarball as its package's only version, with its sha512 integrity", {
    timeout: packTimeoutMs,
  }, async () => {
    const folder = await temporaryFolder()
    const tarball = await packTinyPackage(folder, { name: "react", version: "0.0.7" })
    const extra = await startOfflineRegistry({ extraTarballs: { react: tarball } })
    const packument = await packumentOf(extra, "/react")
    const served = await fetch(`${extra.url}/react/-/react-0.0.7.tgz`)
    const bytes = new Uint8Array(await served.arrayBuffer())
    await extra.stop()
    expect(packument).toEqual({
      name: "react",
      "dist-tags": { latest: "0.0.7" },
      versions: {
        "0.0.7": {
          name: "react",
          version: "0.0.7",
          // npm publish's form of a string bin: keyed by the package's name.
          bin: { react: "cli.js" },
          dist: {
            integrity: sha512(await readFile(tarball)),
            tarball: `${extra.url}/react/-/react-0.0.7.tgz`,
          },
        },
      },
    })
    expect(bytes).toEqual(new Uint8Array(await readFile(tarball)))
  })

  it("refuses to start with an extra tarball that holds another package", {
    timeout: packTimeoutMs,
  }, async () => {
    const folder = await temporaryFolder()
    const tarball = await packTinyPackage(folder, { name: "tiny", version: "1.0.0" })
    await expect(startOfflineRegistry({ extraTarballs: { foyer: tarball } })).rejects.toThrow(
      `${tarball} holds tiny@1.0.0, not a version of foyer`,
    )
  })

  it("refuses, rather than forwards, a request for another host", async () => {
    const { port } = new URL(registry.url)
    // What npm sends to a proxy: the absolute URL as the request target.
    const reply = await new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      get({ host: "127.0.0.1", port, path: "http://registry.npmjs.org/react" }, (response) => {
        let body = ""
        response.setEncoding("utf8").on("data", (chunk: string) => {
          body += chunk
        })
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(body) }),
        )
      }).on("error", reject)
    })
    expect(reply).toEqual({
      status: 403,
      body: {
        error:
          "the offline registry does not reach http://registry.npmjs.org: installs through it stay on this machine",
      },
    })
  })

  it("stops listening when stopped", async () => {
    const stopped = await startOfflineRegistry()
    await stopped.stop()
    await expect(fetch(`${stopped.url}/react`)).rejects.toThrow("fetch failed")
  })
})
