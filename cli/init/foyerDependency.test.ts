import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { repoRoot } from "../../test/cliHarness"
import {
  foyerDependency,
  foyerSource,
  installingProjects,
  isUnbuiltFolder,
} from "./foyerDependency"

const root = await mkdtemp(join(tmpdir(), "foyer-dependency-"))
afterAll(() => rm(root, { recursive: true, force: true }))

/** Writes `content` as JSON at `path` under the fixture root. */
const json = async (path: string, content: object) => {
  const file = join(root, path)
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, JSON.stringify(content))
}

/** An installed foyer's own package.json at `folder`, returning the folder's path. */
const installedFoyer = async (folder: string) => {
  await json(`${folder}/package.json`, { name: "foyer-kit", version: "0.1.0" })
  return join(root, folder)
}

/** The new app's dependency when the foyer at `paths` writes an app into `target`. */
const dependency = ([foyer, script]: readonly [string, string?], target: string) =>
  foyerDependency(foyerSource(foyer, script), "0.1.0", join(root, target))

describe("the new app's dependency on foyer", () => {
  it("installed from a tarball (npm i ../foyer-kit-0.1.0.tgz): the same tarball, relative to the new app", async () => {
    const foyer = await installedFoyer("work/app/node_modules/foyer-kit")
    await json("work/app/node_modules/.package-lock.json", {
      name: "app",
      packages: {
        "node_modules/foyer-kit": { version: "0.1.0", resolved: "file:../foyer-kit-0.1.0.tgz" },
      },
    })
    expect(dependency([foyer], "work/new-app")).toBe("file:../foyer-kit-0.1.0.tgz")
    expect(dependency([foyer], "work/apps/deeper/new-app")).toBe(
      "file:../../../foyer-kit-0.1.0.tgz",
    )
    expect(dependency([foyer], "work")).toBe("file:./foyer-kit-0.1.0.tgz")
  })

  it("installed from a folder (a link): found from the .bin script node ran, since foyer's own folder is elsewhere", async () => {
    const foyer = await installedFoyer("src/foyer")
    await json("work/linked/node_modules/.package-lock.json", {
      packages: {
        "node_modules/foyer-kit": { resolved: "../../src/foyer", link: true },
        "../../src/foyer": { name: "foyer-kit", version: "0.1.0" },
      },
    })
    const script = join(root, "work/linked/node_modules/.bin/foyer")
    expect(dependency([foyer, script], "work/linked/new-app")).toBe("file:../../../src/foyer")
  })

  it("with no hidden lockfile (pnpm, which nests foyer in node_modules/.pnpm): the project's package.json", async () => {
    const foyer = await installedFoyer(
      "work/pnpm-app/node_modules/.pnpm/foyer-kit@file+..+foyer-kit-0.1.0.tgz/node_modules/foyer-kit",
    )
    await json("work/pnpm-app/package.json", {
      name: "pnpm-app",
      devDependencies: { "foyer-kit": "file:../foyer-kit-0.1.0.tgz" },
    })
    expect(dependency([foyer], "work/pnpm-new")).toBe("file:../foyer-kit-0.1.0.tgz")
  })

  it("run by npx from a tarball (npx ./foyer-kit-0.1.0.tgz init): npx's install points at the tarball", async () => {
    const foyer = await installedFoyer("home/.npm/_npx/1a2b/node_modules/foyer-kit")
    await json("home/.npm/_npx/1a2b/package.json", {
      dependencies: { "foyer-kit": "file:../../../../work/foyer-kit-0.1.0.tgz" },
    })
    await json("home/.npm/_npx/1a2b/node_modules/.package-lock.json", {
      packages: {
        "node_modules/foyer-kit": { resolved: "file:../../../../work/foyer-kit-0.1.0.tgz" },
      },
    })
    const script = join(root, "home/.npm/_npx/1a2b/node_modules/.bin/foyer")
    expect(dependency([foyer, script], "work/npx-app")).toBe("file:../foyer-kit-0.1.0.tgz")
  })

  it("installed from the registry: ^<version>, by the lockfile or the package.json", async () => {
    const locked = await installedFoyer("work/registry/node_modules/foyer-kit")
    await json("work/registry/node_modules/.package-lock.json", {
      packages: {
        "node_modules/foyer-kit": {
          resolved: "https://registry.npmjs.org/foyer-kit/-/foyer-kit-0.1.0.tgz",
        },
      },
    })
    const declared = await installedFoyer("work/declared/node_modules/foyer-kit")
    await json("work/declared/package.json", { dependencies: { "foyer-kit": "^0.1.0" } })
    expect(dependency([locked], "work/new")).toBe("^0.1.0")
    expect(dependency([declared], "work/new")).toBe("^0.1.0")
  })

  it("the innermost project that names foyer decides: a package depending on foyer from the registry", async () => {
    const foyer = await installedFoyer("work/outer/node_modules/kit/node_modules/foyer-kit")
    await json("work/outer/package.json", {
      dependencies: { "foyer-kit": "file:../foyer-kit-0.1.0.tgz" },
    })
    await json("work/outer/node_modules/kit/package.json", {
      dependencies: { "foyer-kit": "^0.1.0" },
    })
    expect(dependency([foyer], "work/new")).toBe("^0.1.0")
  })

  it("run from a source checkout (no node_modules holds it): the checkout's folder", () => {
    const checkout = repoRoot.replace(/\/$/, "")
    expect(installingProjects([checkout, join(checkout, "cli", "bin.ts")])).toEqual([])
    expect(foyerSource(checkout, join(checkout, "cli", "bin.ts"))).toEqual({
      _tag: "LocalFile",
      path: checkout,
    })
    expect(foyerSource(checkout)).toEqual({ _tag: "LocalFile", path: checkout })
    expect(
      foyerDependency({ _tag: "LocalFile", path: "/home/me/foyer" }, "0.1.0", "/home/me/my-dapp"),
    ).toBe("file:../foyer")
  })

  it("in a node_modules that says nothing of it (a global install, yarn's cache): ^<version>", async () => {
    const global = await installedFoyer("usr/lib/node_modules/foyer-kit")
    const cached = await installedFoyer("home/.yarn/global/node_modules/foyer-kit")
    await json("home/.yarn/global/package.json", { dependencies: { "create-foyer": "^0.1.0" } })
    expect(dependency([global, join(root, "usr/bin/foyer")], "work/new")).toBe("^0.1.0")
    expect(dependency([cached], "work/new")).toBe("^0.1.0")
  })

  it("a folder to depend on that has no dist/ yet (a fresh clone) is unbuilt; a built one, a tarball or the registry is not", async () => {
    const clone = await installedFoyer("clones/fresh")
    const built = await installedFoyer("clones/built")
    await json("clones/built/dist/index.js", {})
    await json("tarballs/foyer-kit-0.1.0.tgz", {})
    const tarball = join(root, "tarballs/foyer-kit-0.1.0.tgz")
    expect(isUnbuiltFolder({ _tag: "LocalFile", path: clone })).toBe(true)
    expect(isUnbuiltFolder({ _tag: "LocalFile", path: built })).toBe(false)
    expect(isUnbuiltFolder({ _tag: "LocalFile", path: tarball })).toBe(false)
    expect(isUnbuiltFolder({ _tag: "Registry" })).toBe(false)
  })

  it("a tarball that shares only the file-system root with the new app is named by its absolute path", () => {
    expect(
      foyerDependency(
        { _tag: "LocalFile", path: "/opt/foyer-kit-0.1.0.tgz" },
        "0.1.0",
        "/home/me/app",
      ),
    ).toBe("file:/opt/foyer-kit-0.1.0.tgz")
    expect(
      foyerDependency(
        { _tag: "LocalFile", path: "/home/foyer-kit-0.1.0.tgz" },
        "0.1.0",
        "/home/me/app",
      ),
    ).toBe("file:../../foyer-kit-0.1.0.tgz")
  })
})
