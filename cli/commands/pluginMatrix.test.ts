import { existsSync } from "node:fs"
import { cp, mkdir, readdir, readFile, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { forbiddenInTarball } from "../../build/packageChecks"
import { repoRoot, runFoyer, tempProject, typecheckAndBuild } from "../../test/cliHarness"
import { listFiles } from "../init/copyTemplate"
import { type KnownPlugin, shippedPlugins } from "../knownPlugins"

/** The plugins of this repository, each read from its meta.ts as the CLI reads it. */
const plugins = await shippedPlugins({
  typescript: async () => (await import("typescript")).default,
})

/** A plugin of the app itself, as a plugin author writes one: index.ts, meta.ts, template/. */
const greeting = {
  "index.ts": `import { definePlugin } from "foyer-kit/core"

/** Says hello; \`name\` is who to greet (unused: the example stays small). */
export const greeting = (_options: { readonly name?: string } = {}) =>
  definePlugin({ id: "greeting" })
`,
  "meta.ts": `import type { PluginMeta } from "foyer-kit/core"

export default {
  id: "greeting",
  factory: "greeting",
  description: "Says hello",
} as const satisfies PluginMeta
`,
  "template/config.ts": `import { greeting } from "../index"

export default greeting({
  name: "visitor", // who to greet
})
`,
  "template/src/greetingText.ts": 'export const greetingText = "Hello"\n',
}

/** `foyer init --yes` (a real project id, so foyer doctor checks everything), run once per file. */
let initialized: Promise<string> | undefined
const initOnce = (): Promise<string> => {
  initialized ??= (async () => {
    const { dir } = await tempProject()
    const init = await runFoyer(["init", "--yes", "--project-id", "abc123"], {
      cwd: dir,
    })
    expect(init.code, init.stderr).toBe(0)
    return dir
  })()
  return initialized
}

/**
 * A fresh `init --yes` app of its own: a copy of the one init made for this file (named after
 * that one's folder, which nothing here reads), so the matrix pays for init once (issue 32).
 */
const freshApp = async () => {
  const made = await initOnce()
  const { dir, linkFoyer } = await tempProject()
  await cp(made, dir, { recursive: true })
  await linkFoyer()
  return dir
}

/** Writes the greeting plugin into the app's plugins/greeting/. */
const writeGreeting = async (dir: string) => {
  for (const [path, text] of Object.entries(greeting)) {
    const file = join(dir, "plugins", "greeting", ...path.split("/"))
    await mkdir(join(file, ".."), { recursive: true })
    await writeFile(file, text)
  }
}

/** The files each shipped plugin's template copies into the app. */
const templateFiles = async (plugin: KnownPlugin): Promise<ReadonlyArray<string>> =>
  plugin.template === undefined || !existsSync(plugin.template)
    ? []
    : (await listFiles(plugin.template)).filter((path) => path !== "config.ts")

/**
 * Adds `args` (ids and folders) to a fresh app with `foyer add`, type-checks and builds it,
 * checks that `foyer doctor` passes and lists each plugin as on, with its description (the
 * kernel's rule: listing a plugin turns its feature flag on), then removes them all with `foyer remove`: the config foyer init wrote comes back byte for
 * byte, and the template files go. Gives doctor's output.
 */
const addAndBuild = async (
  dir: string,
  args: ReadonlyArray<string>,
  expected: ReadonlyArray<{ readonly id: string; readonly description: string }>,
  copied: ReadonlyArray<string>,
): Promise<string> => {
  const before = await readFile(join(dir, "foyer.config.ts"), "utf8")
  const added = await runFoyer(["add", ...args], { cwd: dir })
  expect(added.code, added.stderr).toBe(0)
  for (const path of copied) expect(existsSync(join(dir, ...path.split("/"))), path).toBe(true)
  await typecheckAndBuild(dir)
  const doctor = await runFoyer(["doctor"], { cwd: dir })
  expect(doctor.code, `${doctor.stdout}${doctor.stderr}`).toBe(0)
  for (const { id, description } of expected) {
    const escaped = description.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
    expect(doctor.stdout).toMatch(new RegExp(`^ {2}${id}\\b.* {2}on {2,}${escaped}$`, "m"))
  }
  const removed = await runFoyer(["remove", ...args], { cwd: dir })
  expect(removed.code, removed.stderr).toBe(0)
  expect(await readFile(join(dir, "foyer.config.ts"), "utf8")).toBe(before)
  for (const path of copied) expect(existsSync(join(dir, ...path.split("/"))), path).toBe(false)
  return doctor.stdout
}

describe("every plugin foyer ships can be added to a fresh project, which then builds", () => {
  it("every plugins/<id>/index.ts has a meta.ts naming its id, and the matrix covers them all", async () => {
    const folders = await readdir(join(repoRoot, "plugins"), { withFileTypes: true }).catch(
      () => [],
    )
    const withEntry: Array<string> = []
    for (const folder of folders) {
      if (!folder.isDirectory()) continue
      const files = await readdir(join(repoRoot, "plugins", folder.name))
      if (!files.includes("index.ts")) continue
      withEntry.push(folder.name)
      expect(files, `plugins/${folder.name} has index.ts but no meta.ts`).toContain("meta.ts")
    }
    expect(plugins.map((p) => p.id)).toEqual(withEntry.sort())
  })

  it("no template holds a test or a fixture: templates ship in the package (files: plugins/*/template/**)", async () => {
    const shipped = await Promise.all(
      plugins.map(async (plugin) =>
        plugin.template === undefined || !existsSync(plugin.template)
          ? []
          : (await listFiles(plugin.template)).map(
              (path) => `plugins/${plugin.id}/template/${path}`,
            ),
      ),
    )
    expect(shipped.flat().filter(forbiddenInTarball)).toEqual([])
  })

  for (const plugin of plugins) {
    it(`foyer add ${plugin.id}`, { timeout: 240_000 }, async () =>
      addAndBuild(await freshApp(), [plugin.id], [plugin], await templateFiles(plugin)),
    )
  }

  it("all of them together, with a plugin of the app's own (foyer add ./plugins/greeting), each on but the embedded wallet, which the pay plugin turns off (spec 5)", {
    timeout: 240_000,
  }, async () => {
    const dir = await freshApp()
    await writeGreeting(dir)
    const copied = [
      ...(await Promise.all(plugins.map(templateFiles))).flat(),
      "src/greetingText.ts",
    ]
    // All listed, the pay plugin turns the embedded wallet's email off (spec 5): doctor says so.
    const doctor = await addAndBuild(
      dir,
      [...plugins.map((p) => p.id), "./plugins/greeting"],
      [
        ...plugins.filter((p) => p.id !== "embedded-wallet"),
        { id: "greeting", description: "Says hello" },
      ],
      copied,
    )
    expect(doctor).toMatch(
      /^ {2}embedded-wallet\b.* {2}off\b.*payWithExchange is on \(the pay plugin\), which turns email off/m,
    )
  })

  // Issue 16's acceptance, as a user would type it: email capture's flag is off by default
  // (spec 9), and listing the plugin is what turns it on.
  it("foyer add names siwx email-capture enables all three", { timeout: 240_000 }, async () => {
    const ids = ["names", "siwx", "email-capture"]
    const added = plugins.filter((p) => ids.includes(p.id))
    expect(added.map((p) => p.id).sort()).toEqual([...ids].sort())
    await addAndBuild(
      await freshApp(),
      ids,
      added,
      (await Promise.all(added.map(templateFiles))).flat(),
    )
  })

  it.runIf(plugins.length > 0)(
    "foyer init --plugins writes what foyer init then foyer add write",
    { timeout: 120_000 },
    async () => {
      const ids = plugins.map((p) => p.id)
      const [withPlugins, added] = await Promise.all([tempProject(), freshApp()])
      const init = await runFoyer(
        ["init", "--yes", "--project-id", "abc123", "--plugins", ids.join(",")],
        { cwd: withPlugins.dir },
      )
      expect(init.code, init.stderr).toBe(0)
      const add = await runFoyer(["add", ...ids], { cwd: added })
      expect(add.code, add.stderr).toBe(0)
      expect(await listFiles(withPlugins.dir)).toEqual(
        (await listFiles(added)).filter((path) => !path.startsWith("node_modules/")),
      )
      expect(await readFile(join(withPlugins.dir, "foyer.config.ts"), "utf8")).toBe(
        await readFile(join(added, "foyer.config.ts"), "utf8"),
      )
    },
  )
})
