import { existsSync } from "node:fs"
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { startLocalServer } from "../localServer"
import { npmInstallOffline, npmOffline } from "./npmOffline"
import { packTinyPackage } from "./packTinyPackage"
import { type OfflineRegistry, startOfflineRegistry } from "./startOfflineRegistry"

const repoRoot = fileURLToPath(new URL("../..", import.meta.url))
const lockfile = JSON.parse(await readFile(join(repoRoot, "package-lock.json"), "utf8")) as {
  packages: Record<string, { version: string }>
}
const versionOf = (name: string): string => {
  const entry = lockfile.packages[`node_modules/${name}`]
  if (entry === undefined) throw new Error(`${name} is not at the top of foyer's lockfile`)
  return entry.version
}

// Real installs: react and vite take about 5 s here; allow for a loaded machine.
const installTimeoutMs = 60_000

const folders: string[] = []
const temporaryFolder = async (): Promise<string> => {
  const folder = await mkdtemp(join(tmpdir(), "foyer-offline-install-"))
  folders.push(folder)
  return folder
}

const readJson = async (path: string): Promise<Record<string, unknown>> =>
  JSON.parse(await readFile(path, "utf8")) as Record<string, unknown>

let registry: OfflineRegistry
let tinyTarball: string

beforeAll(async () => {
  tinyTarball = await packTinyPackage(await temporaryFolder(), {
    name: "@foyer-test/tiny",
    version: "1.2.3",
  })
  registry = await startOfflineRegistry({ extraTarballs: { "@foyer-test/tiny": tinyTarball } })
}, installTimeoutMs)

afterAll(async () => {
  await registry?.stop()
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })))
})

describe("npmInstallOffline", () => {
  it("installs react and vite at the lockfile's versions, every tarball through the registry", {
    timeout: installTimeoutMs,
  }, async () => {
    const app = await temporaryFolder()
    const react = versionOf("react")
    const vite = versionOf("vite")
    await npmInstallOffline({
      cwd: app,
      args: [`react@${react}`, `vite@${vite}`],
      registry: registry.url,
    })
    expect((await readJson(join(app, "node_modules/react/package.json"))).version).toBe(react)
    expect(existsSync(join(app, "node_modules/.bin/vite"))).toBe(true)
    // A fresh npm cache: npm fetched both tarballs from the registry, not from ~/.npm.
    const paths = registry.requests.map((request) => request.url.pathname)
    expect(paths).toContain(`/react/-/react-${react}.tgz`)
    expect(paths).toContain(`/vite/-/vite-${vite}.tgz`)
  })

  it("fails with npm's error when a package is not in foyer's lockfile", {
    timeout: installTimeoutMs,
  }, async () => {
    await expect(
      npmInstallOffline({
        cwd: await temporaryFolder(),
        args: ["no-such-package"],
        registry: registry.url,
      }),
    ).rejects.toThrow(
      `npm install no-such-package exited with 1:\nnpm error code E404\nnpm error 404 Not Found - GET ${registry.url}/no-such-package - no-such-package is not in foyer's lockfile, so the offline registry cannot serve it\n`,
    )
  })

  it("installs an extra tarball by name and range, its string bin linked", {
    timeout: installTimeoutMs,
  }, async () => {
    const app = await temporaryFolder()
    await npmInstallOffline({ cwd: app, args: ["@foyer-test/tiny@^1.0.0"], registry: registry.url })
    expect(await readJson(join(app, "package.json"))).toEqual({
      dependencies: { "@foyer-test/tiny": "^1.2.3" },
    })
    expect((await readJson(join(app, "node_modules/@foyer-test/tiny/package.json"))).version).toBe(
      "1.2.3",
    )
    expect(existsSync(join(app, "node_modules/.bin/tiny"))).toBe(true)
  })

  it("installs into cwd even when a parent folder has a package.json", {
    timeout: installTimeoutMs,
  }, async () => {
    const parent = await temporaryFolder()
    const app = join(parent, "app")
    await mkdir(app)
    await writeFile(join(parent, "package.json"), "{}\n")
    await npmInstallOffline({ cwd: app, args: ["@foyer-test/tiny"], registry: registry.url })
    expect(existsSync(join(app, "node_modules/@foyer-test/tiny/package.json"))).toBe(true)
    expect(existsSync(join(parent, "node_modules"))).toBe(false)
  })

  it("ignores the caller's npm settings, such as a scope's registry that `npm test` exports", {
    timeout: installTimeoutMs,
  }, async () => {
    vi.stubEnv("npm_config_@foyer-test:registry", "http://registry.example.com/")
    vi.stubEnv("NPM_CONFIG_REGISTRY", "http://registry.example.com/")
    try {
      const app = await temporaryFolder()
      await npmInstallOffline({ cwd: app, args: ["@foyer-test/tiny"], registry: registry.url })
      expect(existsSync(join(app, "node_modules/@foyer-test/tiny/package.json"))).toBe(true)
    } finally {
      vi.unstubAllEnvs()
    }
  })

  it("refuses, without leaving the machine, a scope registry on another host in the app's .npmrc", {
    timeout: installTimeoutMs,
  }, async () => {
    const app = await temporaryFolder()
    await writeFile(join(app, ".npmrc"), "@elsewhere:registry=http://registry.example.com/\n")
    await expect(
      npmInstallOffline({ cwd: app, args: ["@elsewhere/pkg"], registry: registry.url }),
    ).rejects.toThrow(
      "npm error 403 403 Forbidden - GET http://registry.example.com/@elsewhere%2fpkg - the offline registry does not reach http://registry.example.com: installs through it stay on this machine\n",
    )
  })

  it("refuses an https scope registry too: the registry, as npm's proxy, does not connect it", {
    timeout: installTimeoutMs,
  }, async () => {
    const app = await temporaryFolder()
    await writeFile(join(app, ".npmrc"), "@elsewhere:registry=https://registry.example.com/\n")
    await expect(
      npmInstallOffline({ cwd: app, args: ["@elsewhere/pkg"], registry: registry.url }),
    ).rejects.toThrow(
      "npm error request to https://registry.example.com/@elsewhere%2fpkg failed, reason: Proxy connection ended before receiving CONNECT response\n",
    )
  })

  it("npmOffline runs another npm command (npx's exec) through the registry, with what follows -- for the package's command", {
    timeout: installTimeoutMs,
  }, async () => {
    const folder = await temporaryFolder()
    const before = registry.requests.length
    const { stdout } = await npmOffline({
      cwd: folder,
      command: "exec",
      args: ["--package=@foyer-test/tiny@^1.0.0", "--", "tiny", "--registry", "not-npm's"],
      registry: registry.url,
    })
    expect(stdout).toBe("@foyer-test/tiny\n")
    // A fresh npm cache: npx fetched the package from the registry, and installed nothing here.
    expect(registry.requests.slice(before).map((request) => request.url.pathname)).toContain(
      "/@foyer-test/tiny/-/tiny-1.2.3.tgz",
    )
    expect(existsSync(join(folder, "node_modules"))).toBe(false)
  })

  it("installs only from a registry on 127.0.0.1", async () => {
    await expect(
      npmInstallOffline({
        cwd: await temporaryFolder(),
        args: ["react"],
        registry: "https://registry.npmjs.org/",
      }),
    ).rejects.toThrow("npmOffline installs only from 127.0.0.1, not https://registry.npmjs.org/")
  })

  it("stops npm and fails when the install outlasts its timeout", {
    timeout: installTimeoutMs,
  }, async () => {
    // A registry that never answers, so npm waits until the install's timeout stops it.
    const silent = await startLocalServer(() => {})
    try {
      await expect(
        npmInstallOffline({
          cwd: await temporaryFolder(),
          args: ["react"],
          registry: silent.url,
          // Long enough for npm to start and ask, even on a busy machine.
          timeoutMs: 6_000,
        }),
      ).rejects.toThrow("npm install react did not finish within 6000 ms and was stopped:")
      expect(silent.requests.map((request) => request.url.pathname)).toEqual(["/react"])
    } finally {
      await silent.close()
    }
  })
})
