import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { lockfilePackages, type OfferedPackages } from "./offeredPackages"

const integrity = (seed: string): string => `sha512-${Buffer.from(seed).toString("base64")}`

// A lockfile of every kind of entry, and a node_modules where some of it is installed.
const lockfile = {
  name: "app",
  lockfileVersion: 3,
  packages: {
    "": { name: "app", version: "1.0.0", dependencies: { b: "^2.0.0" } },
    // A copy of b@2.0.0 that is not installed, listed before the one that is.
    "node_modules/a/node_modules/c/node_modules/b": {
      version: "2.0.0",
      integrity: integrity("b2"),
      dependencies: { "from-an-uninstalled-copy": "^1.0.0" },
    },
    "node_modules/b": {
      version: "2.0.0",
      integrity: integrity("b2"),
      dependencies: { "from-the-lockfile": "^1.0.0" },
    },
    "node_modules/a/node_modules/b": {
      version: "1.0.0",
      integrity: integrity("b1"),
      bin: { b: "b.js" },
      os: ["win32"],
    },
    "node_modules/@scope/tool": { version: "3.0.0", integrity: integrity("tool") },
    "node_modules/stale": {
      version: "1.1.0",
      integrity: integrity("stale"),
      engines: { node: ">=20" },
    },
    "node_modules/string-width-cjs": {
      name: "string-width",
      version: "4.2.3",
      integrity: integrity("sw"),
    },
    "node_modules/linked": { resolved: "packages/linked", link: true },
    "node_modules/b/node_modules/bundled": { version: "0.1.0", inBundle: true },
  },
}

const installed: Record<string, object> = {
  "node_modules/b": {
    name: "b",
    version: "2.0.0",
    description: "not a packument field",
    dependencies: { "from-the-install": "^1.0.0" },
    peerDependencies: { react: "^19" },
    peerDependenciesMeta: { react: { optional: true } },
  },
  "node_modules/@scope/tool": { name: "@scope/tool", version: "3.0.0", bin: "cli.js" },
  "node_modules/stale": { name: "stale", version: "1.0.0", engines: { node: ">=18" } },
}

let root: string
let offered: OfferedPackages

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "foyer-lockfile-"))
  await writeFile(join(root, "package-lock.json"), JSON.stringify(lockfile))
  for (const [path, manifest] of Object.entries(installed)) {
    await mkdir(join(root, path), { recursive: true })
    await writeFile(join(root, path, "package.json"), JSON.stringify(manifest))
  }
  offered = await lockfilePackages(join(root, "package-lock.json"), root)
})

afterAll(() => rm(root, { recursive: true, force: true }))

const metadataOf = (name: string, version: string) => offered.get(name)?.get(version)?.metadata

describe("lockfilePackages", () => {
  it("offers each name the lockfile installs, by an alias's own name, but not the root, links or bundled entries", () => {
    expect([...offered.keys()].sort()).toEqual(["@scope/tool", "b", "stale", "string-width"])
  })

  it("offers every version of a name, wherever in the tree the lockfile puts it", () => {
    expect([...(offered.get("b")?.keys() ?? [])].sort()).toEqual(["1.0.0", "2.0.0"])
    expect(offered.get("b")?.get("1.0.0")).toEqual({
      name: "b",
      version: "1.0.0",
      integrity: integrity("b1"),
      metadata: { bin: { b: "b.js" }, os: ["win32"] },
      tarball: { _tag: "NpmCache" },
    })
  })

  it("takes metadata from the installed package.json, only its packument fields, over any other copy", () => {
    expect(metadataOf("b", "2.0.0")).toEqual({
      dependencies: { "from-the-install": "^1.0.0" },
      peerDependencies: { react: "^19" },
      peerDependenciesMeta: { react: { optional: true } },
    })
  })

  it("takes metadata from the lockfile when the installed package is another version", () => {
    expect(metadataOf("stale", "1.1.0")).toEqual({ engines: { node: ">=20" } })
  })

  it("keys a string bin by the package's unscoped name, as npm publish does", () => {
    expect(metadataOf("@scope/tool", "3.0.0")).toEqual({ bin: { tool: "cli.js" } })
  })
})
