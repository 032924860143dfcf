import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { knownPlugins, pluginFor } from "./knownPlugins"

const root = await mkdtemp(join(tmpdir(), "foyer-plugins-"))
afterAll(() => rm(root, { recursive: true, force: true }))

const touch = async (path: string) => {
  await mkdir(dirname(join(root, path)), { recursive: true })
  await writeFile(join(root, path), "")
}

describe("knownPlugins", () => {
  it("lists the plugins with an entry, from the sources and from the built package, once each", async () => {
    await touch("plugins/swap/index.ts")
    await touch("plugins/draft/notes.md")
    await touch("dist/plugins/swap/index.js")
    await touch("dist/plugins/email-capture/index.js")
    expect(knownPlugins(root)).toEqual([pluginFor("email-capture"), pluginFor("swap")])
  })

  it("is empty when the package ships none", async () => {
    expect(knownPlugins(join(root, "nothing-here"))).toEqual([])
  })
})
