import { readdir } from "node:fs/promises"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import {
  exampleUsage,
  findExample,
  runnableExamples,
  UnknownExampleError,
} from "./runnableExamples"

const examplesFolder = fileURLToPath(new URL("../examples/", import.meta.url))

/** The folders of `folder`, sorted. */
const foldersOf = async (folder: string): Promise<ReadonlyArray<string>> =>
  (await readdir(folder, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()

describe("the examples npm run example runs", () => {
  it("lists every example of examples/ (each plugin of examples/plugins/ is one), so each has the one command", async () => {
    const plugins = await foldersOf(`${examplesFolder}plugins`)
    const folders = (await foldersOf(examplesFolder)).flatMap((folder) =>
      folder === "plugins" ? plugins.map((plugin) => `plugins/${plugin}`) : [folder],
    )
    expect(runnableExamples.map((example) => example.name).sort()).toEqual(folders)
    expect(folders).toEqual(["demo", "headless", "plugins/greeting", "siwx-server", "testing"])
  })

  it("serves the demo and the headless page, runs the testing and plugin examples' tests, and runs the sign-in backend", () => {
    const kinds = Object.fromEntries(
      runnableExamples.map((example) => [example.name, example.kind]),
    )
    expect(kinds).toEqual({
      demo: "page",
      headless: "page",
      "plugins/greeting": "suite",
      "siwx-server": "program",
      testing: "suite",
    })
  })

  it("finds an example by its folder's name, or by its path as a shell completes it", () => {
    expect(findExample("headless").name).toBe("headless")
    expect(findExample("examples/headless/").name).toBe("headless")
    expect(findExample("./examples/testing").name).toBe("testing")
    expect(findExample("plugins/greeting/").name).toBe("plugins/greeting")
  })

  it("refuses an unknown name with the list of the names there are", () => {
    expect(() => findExample("greting")).toThrow(
      'There is no example "greting". The examples are: demo, headless, plugins/greeting, siwx-server, testing.',
    )
    expect(() => findExample("")).toThrow(
      "Name an example. The examples are: demo, headless, plugins/greeting, siwx-server, testing.",
    )
    // A folder of examples/ that is not an example itself.
    expect(() => findExample("plugins")).toThrow(UnknownExampleError)
  })

  it("the usage lists each example, aligned, with what the command does with it", () => {
    const lines = exampleUsage().split("\n")
    expect(lines[0]).toBe("Usage: npm run example -- <name> [options]")
    expect(lines.slice(-6)).toEqual([
      "  demo              the demo dApp: the modal with every plugin (what npm start runs)",
      "  headless          a page with its own wallet list and connect buttons, no modal",
      "  plugins/greeting  the plugin guide's example plugin: runs its tests",
      "  siwx-server       a dApp's backend that verifies sign-ins with foyer-kit/plugins/siwx/server",
      "  testing           a dApp tested with foyer-kit/testing in Chromium: runs its tests",
      "",
    ])
  })
})
