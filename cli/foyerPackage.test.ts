import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { repoRoot } from "../test/cliHarness"
import { findFoyerRoot, packageInfo, packageRoot } from "./foyerPackage"

const fixture = await mkdtemp(join(tmpdir(), "foyer-root-"))
afterAll(() => rm(fixture, { recursive: true, force: true }))

/** Writes `package.json` with `content` in `folder` (made first). */
const packageJson = async (folder: string, content: string) => {
  await mkdir(folder, { recursive: true })
  await writeFile(join(folder, "package.json"), content)
}

describe("findFoyerRoot", () => {
  it("finds the repository from the CLI's own folder", () => {
    expect(packageRoot).toBe(repoRoot.replace(/\/$/, ""))
    expect(packageInfo.name).toBe("foyer-kit")
  })

  it('walks up past dist/cli and past package.json files of other names (npm\'s unrelated "foyer" among them) or that do not parse', async () => {
    const root = join(fixture, "installed", "node_modules", "foyer-kit")
    await packageJson(root, JSON.stringify({ name: "foyer-kit", version: "1.2.3" }))
    await packageJson(join(root, "dist"), JSON.stringify({ name: "foyer" }))
    await packageJson(join(root, "dist", "cli"), "{ not json")
    await mkdir(join(root, "dist", "cli", "doctor"), { recursive: true })
    expect(findFoyerRoot(join(root, "dist", "cli", "doctor"))).toBe(root)
    expect(findFoyerRoot(join(root, "dist", "cli", "doctor", "typeScriptHooks.js"))).toBe(root)
  })

  it("throws when no package.json named foyer-kit is above", async () => {
    const folder = join(fixture, "app", "src")
    await packageJson(join(fixture, "app"), JSON.stringify({ name: "app" }))
    await mkdir(folder, { recursive: true })
    expect(() => findFoyerRoot(folder)).toThrow(
      `No package.json named "foyer-kit" at or above ${folder}`,
    )
  })
})
