// `npm create foyer@latest my-dapp -- --yes`, as a new user runs it, offline: foyer-kit and
// create-foyer packed as a publish would make them and served by the offline registry beside
// everything else they install (foyer's lockfile, npm's cache); then, in the new app, what
// its README says to run: `npm install`, `npx foyer doctor`, and the type check and build.
import { existsSync } from "node:fs"
import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest"
import { forbiddenInTarball, publintProblems } from "../../build/packageChecks"
import createPackage from "../../create-foyer/package.json" with { type: "json" }
import kitPackage from "../../package.json" with { type: "json" }
import { npmOffline } from "../offlineRegistry/npmOffline"
import { type OfflineRegistry, startOfflineRegistry } from "../offlineRegistry/startOfflineRegistry"
import type { ChildOutput } from "../processes"

const minutes = (count: number) => count * 60_000

let work: string
// Both packages as the test run packed them (test/packageBuildSetup.ts), shared by the package tests.
const { kit, create } = inject("packed")
let registry: OfflineRegistry

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "foyer-create-"))
  registry = await startOfflineRegistry({
    extraTarballs: { [kitPackage.name]: kit.tarball, [createPackage.name]: create.tarball },
  })
}, minutes(5))

afterAll(async () => {
  await registry?.stop()
  if (work !== undefined) await rm(work, { recursive: true, force: true })
}, minutes(3))

/** `npm <command> ...args` in `cwd`, through the offline registry only. */
const npm = (cwd: string, command: string, args: ReadonlyArray<string>): Promise<ChildOutput> =>
  npmOffline({ cwd, command, args, registry: registry.url, timeoutMs: minutes(8) })

describe("the create-foyer package", () => {
  test("holds only its command, its README and its licence; publint finds no problem", async () => {
    expect([...create.files].sort()).toEqual([
      "LICENSE",
      "README.md",
      "dist/bin.js",
      "package.json",
    ])
    expect(create.files.filter(forbiddenInTarball)).toEqual([])
    expect(await publintProblems(create.tarball)).toEqual([])
  })

  test(
    "npm create foyer@latest my-dapp -- --yes makes an app on foyer-kit from the registry that installs, passes foyer doctor, type-checks and builds",
    async () => {
      const start = join(work, "start")
      await mkdir(start)
      const created = await npm(start, "create", ["foyer@latest", "my-dapp", "--", "--yes"])
      const app = join(start, "my-dapp")
      expect(created.stdout).toContain(`Created my-dapp in ${app}.\n`)
      expect(created.stdout).toContain("  cd my-dapp\n  npm install\n  npx foyer dev")
      // npm fetched both packages from the registry, as from npmjs.com.
      const fetched = registry.requests.map((request) => request.url.pathname)
      expect(fetched).toContain(`/create-foyer/-/create-foyer-${createPackage.version}.tgz`)
      expect(fetched).toContain(`/foyer-kit/-/foyer-kit-${kitPackage.version}.tgz`)

      // Run from an installed foyer-kit: the published name and version range.
      const manifest = JSON.parse(await readFile(join(app, "package.json"), "utf8")) as {
        readonly dependencies: Readonly<Record<string, string>>
      }
      expect(manifest.dependencies[kitPackage.name]).toBe(`^${kitPackage.version}`)
      expect(manifest.dependencies.foyer).toBeUndefined()

      await npm(app, "install", [])
      const installed = JSON.parse(
        await readFile(join(app, "node_modules", kitPackage.name, "package.json"), "utf8"),
      ) as { readonly name: string; readonly version: string }
      expect([installed.name, installed.version]).toEqual([kitPackage.name, kitPackage.version])

      const doctor = await npm(app, "exec", ["--", "foyer", "doctor"])
      expect(doctor.stdout).toContain("✔ foyer.config.ts: no problems found\n")
      // The placeholder project id that --yes writes is said, without failing the check.
      expect(doctor.stderr).toContain("⚠ foyer.config.ts: 1 warning\n")

      await npm(app, "run", ["typecheck"])
      await npm(app, "run", ["build"])
      expect(existsSync(join(app, "dist", "index.html"))).toBe(true)
    },
    minutes(15),
  )
})
