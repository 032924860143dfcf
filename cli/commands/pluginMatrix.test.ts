import { readdir, readFile } from "node:fs/promises"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { repoRoot, runFoyer, tempProject, typecheckAndBuild } from "../../test/cliHarness"
import { knownPlugins } from "../knownPlugins"

const plugins = knownPlugins()

/** A fresh `init --yes` project with `ids` added by `foyer add`, type-checked and built. */
const addAndBuild = async (ids: ReadonlyArray<string>) => {
  const { dir, linkFoyer } = await tempProject()
  expect((await runFoyer(["init", "--yes"], { cwd: dir })).code).toBe(0)
  await linkFoyer()
  const before = await readFile(join(dir, "foyer.config.ts"), "utf8")
  const added = await runFoyer(["add", ...ids], { cwd: dir })
  expect(added.code, added.stderr).toBe(0)
  await typecheckAndBuild(dir)
  // And removing them all gives back the file foyer init wrote, byte for byte.
  const removed = await runFoyer(["remove", ...ids], { cwd: dir })
  expect(removed.code, removed.stderr).toBe(0)
  expect(await readFile(join(dir, "foyer.config.ts"), "utf8")).toBe(before)
}

describe("every plugin foyer ships can be added to a fresh project, which then builds", () => {
  it("the matrix covers every plugins/<id>/index.ts of the package", async () => {
    const folders = await readdir(join(repoRoot, "plugins"), { withFileTypes: true }).catch(
      () => [],
    )
    const withEntry: Array<string> = []
    for (const folder of folders) {
      if (!folder.isDirectory()) continue
      const files = await readdir(join(repoRoot, "plugins", folder.name))
      if (files.includes("index.ts")) withEntry.push(folder.name)
    }
    expect(plugins.map((p) => p.id)).toEqual(withEntry.sort())
  })

  for (const plugin of plugins) {
    it(`foyer add ${plugin.id}`, { timeout: 180_000 }, () => addAndBuild([plugin.id]))
  }

  if (plugins.length > 1) {
    it("all of them together", { timeout: 180_000 }, () => addAndBuild(plugins.map((p) => p.id)))
  }
})
