import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { isInstalled, missingPackages, missingPackagesMessage } from "./missingPackages"

const fixture = await mkdtemp(join(tmpdir(), "foyer-peers-"))
afterAll(() => rm(fixture, { recursive: true, force: true }))

const install = async (name: string, manifest: object) => {
  const folder = join(fixture, "node_modules", name)
  await mkdir(folder, { recursive: true })
  await writeFile(join(folder, "package.json"), JSON.stringify({ name, ...manifest }))
}

describe("missingPackages", () => {
  it("counts a package installed in a folder above, scoped or without main or exports", async () => {
    // A binary's package: no main, and exports that do not include ./package.json.
    await install("@scope/binary", { exports: { "./run": "./run.js" } })
    await install("plain", { main: "index.js" })
    await mkdir(join(fixture, "app", "src"), { recursive: true })
    const from = join(fixture, "app", "src", "file.js")
    expect(isInstalled("@scope/binary", from)).toBe(true)
    expect(isInstalled("plain", from)).toBe(true)
    expect(missingPackages(["plain", "absent-a", "@scope/binary", "absent-b"], from)).toEqual([
      "absent-a",
      "absent-b",
    ])
  })

  it("says which packages a command needs and the one command that installs them", () => {
    expect(missingPackagesMessage("generate", ["yaml"])).toBe(
      "foyer generate needs yaml, which is not installed: run npm install --save-dev yaml",
    )
    expect(missingPackagesMessage("generate", ["openapi-typescript", "yaml", "typescript"])).toBe(
      "foyer generate needs openapi-typescript, yaml and typescript, which are not installed: run npm install --save-dev openapi-typescript yaml typescript",
    )
  })
})
