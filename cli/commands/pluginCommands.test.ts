import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { Command } from "commander"
import { afterEach, beforeAll, describe, expect, it } from "vitest"
import { type FileSystem, nodeFileSystem } from "../../codegen/FileSystem"
import { recordingContext } from "../../test/cliHarness"
import { CliError } from "../CliError"
import { pluginFor } from "../knownPlugins"
import { addCommand, removeCommand } from "./pluginCommands"

const catalogue = [pluginFor("email-capture"), pluginFor("swap")]

// add and remove load the TypeScript parser on their first edit (seconds on a busy machine):
// loaded once here, it does not count against whichever test happens to run first.
beforeAll(async () => {
  await import("typescript")
}, 60_000)

const config = (plugins: string, imports = "") => `import type { FoyerOptions } from "foyer/react"
${imports}
const config = {
  projectId: "abc",
  plugins: ${plugins}, // e.g. [swap()]
} satisfies FoyerOptions

export default config
`
const swapImport = `import { swap } from "foyer/plugins/swap"\n`

const folders: Array<string> = []
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true })
})

/** A project folder holding `source` as its foyer.config.ts, and a context that records output. */
const project = async (source: string, file = "foyer.config.ts") => {
  const cwd = await mkdtemp(join(tmpdir(), "foyer-plugins-"))
  folders.push(cwd)
  const path = join(cwd, file)
  await mkdir(join(path, ".."), { recursive: true })
  await writeFile(path, source)
  const { context, written } = recordingContext(cwd)
  return {
    cwd,
    context,
    written,
    read: () => readFile(path, "utf8"),
    inode: async () => (await stat(path)).ino,
  }
}

const run = (command: Command, argv: ReadonlyArray<string>) =>
  command.parseAsync([...argv], { from: "user" })

/** What `run` failed with: a CliError's tag and message (its message is not enumerable). */
const failure = async (command: Command, argv: ReadonlyArray<string>) => {
  try {
    await run(command, argv)
  } catch (error) {
    expect(error).toBeInstanceOf(CliError)
    return { _tag: (error as CliError)._tag, message: (error as CliError).message }
  }
  throw new Error(`expected ${argv.join(" ")} to fail`)
}

describe("foyer add", () => {
  it("imports the plugin and calls it in `plugins`, and says so", async () => {
    const p = await project(config("[]"))
    await run(addCommand(p.context, catalogue), ["swap", "email-capture"])
    expect(await p.read()).toBe(
      config(
        "[swap(), emailCapture()]",
        `${swapImport}import { emailCapture } from "foyer/plugins/email-capture"\n`,
      ),
    )
    expect(p.written).toEqual({
      stdout: "Added swap to foyer.config.ts\nAdded email-capture to foyer.config.ts\n",
      stderr: "",
    })
  })

  it("beside the config's own `const swap`, imports the plugin as swapPlugin; remove finds it by its import", async () => {
    const source = config("[swap]", "const swap = { id: 'mine' }\n")
    const p = await project(source)
    await run(addCommand(p.context, catalogue), ["swap"])
    expect(await p.read()).toBe(
      config(
        "[swap, swapPlugin()]",
        "import { swap as swapPlugin } from \"foyer/plugins/swap\"\nconst swap = { id: 'mine' }\n",
      ),
    )
    expect(p.written.stdout).toBe("Added swap to foyer.config.ts\n")
    await run(removeCommand(p.context, catalogue), ["swap"])
    expect(await p.read()).toBe(source)
  })

  it("writes by renaming a temporary file over the config, and leaves no temporary file", async () => {
    const p = await project(config("[]"))
    const before = await p.inode()
    await run(addCommand(p.context, catalogue), ["swap"])
    expect(await p.inode()).not.toBe(before)
    expect(await readdir(p.cwd)).toEqual(["foyer.config.ts"])
  })

  it("a plugin already in the config: says so and does not rewrite the file", async () => {
    const source = config("[swap()]", swapImport)
    const p = await project(source)
    const before = await p.inode()
    await run(addCommand(p.context, catalogue), ["swap"])
    expect(await p.read()).toBe(source)
    expect(await p.inode()).toBe(before)
    expect(p.written.stdout).toBe("swap is already in foyer.config.ts\n")
  })

  it("an unknown plugin: fails listing the known ones, and the file is untouched even beside known ids", async () => {
    const source = config("[]")
    const p = await project(source)
    const before = await p.inode()
    expect(await failure(addCommand(p.context, catalogue), ["swap", "bridge"])).toEqual({
      _tag: "CliError",
      message: 'Unknown plugin "bridge". Known plugins: email-capture, swap.',
    })
    expect(await failure(addCommand(p.context, catalogue), ["bridge", "nft"])).toEqual({
      _tag: "CliError",
      message: 'Unknown plugins "bridge", "nft". Known plugins: email-capture, swap.',
    })
    expect(await failure(addCommand(p.context, []), ["swap"])).toEqual({
      _tag: "CliError",
      message: 'Unknown plugin "swap". This version of foyer ships no plugins yet.',
    })
    expect(await p.read()).toBe(source)
    expect(await p.inode()).toBe(before)
    expect(p.written).toEqual({ stdout: "", stderr: "" })
  })

  it("a config that does not parse: fails with file:line:column, and the file is untouched", async () => {
    const source = `export default {\n  plugins: [\n`
    const p = await project(source)
    expect(await failure(addCommand(p.context, catalogue), ["swap"])).toEqual({
      _tag: "CliError",
      message: "foyer.config.ts:3:1: the file does not parse: ']' expected.",
    })
    expect(await p.read()).toBe(source)
    expect(await readdir(p.cwd)).toEqual(["foyer.config.ts"])
  })

  it("--config edits another file, named as given", async () => {
    const p = await project(config("[]"), "app/foyer.config.ts")
    await run(addCommand(p.context, catalogue), ["swap", "--config", "app/foyer.config.ts"])
    expect(await p.read()).toBe(config("[swap()]", swapImport))
    expect(p.written.stdout).toBe("Added swap to app/foyer.config.ts\n")
  })

  it("a missing config: fails telling how to make one", async () => {
    const p = await project(config("[]"), "other.ts")
    expect(await failure(addCommand(p.context, catalogue), ["swap"])).toEqual({
      _tag: "CliError",
      message: `No foyer.config.ts in ${p.cwd}. Run \`foyer init\` to create one, or pass --config <file>.`,
    })
  })

  it("--help describes add and remove, their argument and --config", async () => {
    const { context } = await project(config("[]"))
    expect(addCommand(context, catalogue).helpInformation()).toMatchInlineSnapshot(`
      "Usage: add [options] <plugin...>

      add plugins to the app: import each one in the config and call it in \`plugins\`

      Arguments:
        plugin           plugin ids (email-capture, swap)

      Options:
        --config <file>  the configuration file (default: "foyer.config.ts")
        -h, --help       display help for command
      "
    `)
    expect(removeCommand(context, catalogue).helpInformation()).toMatchInlineSnapshot(`
      "Usage: remove [options] <plugin...>

      remove plugins from the app: their imports and calls in the config

      Arguments:
        plugin           plugin ids (email-capture, swap)

      Options:
        --config <file>  the configuration file (default: "foyer.config.ts")
        -h, --help       display help for command
      "
    `)
  })
})

describe("foyer add and remove on a file system that fails: one line naming the file and the cause", () => {
  it("a full disk while writing: the config is left byte for byte, with no temporary file", async () => {
    const source = config("[]")
    const p = await project(source)
    const fullDisk: FileSystem = {
      ...nodeFileSystem,
      // As a full disk does: part of the text lands, then the write fails.
      writeFile: async (path, text, mode) => {
        await nodeFileSystem.writeFile(path, text.slice(0, 20), mode)
        throw Object.assign(new Error(`ENOSPC: no space left on device, write`), {
          code: "ENOSPC",
          syscall: "write",
          path,
        })
      },
    }
    expect(await failure(addCommand(p.context, catalogue, fullDisk), ["swap"])).toEqual({
      _tag: "CliError",
      message: "Could not write foyer.config.ts: no space left on device (ENOSPC)",
    })
    expect(await p.read()).toBe(source)
    expect(await readdir(p.cwd)).toEqual(["foyer.config.ts"])
  })

  it("a config that is a folder, or under a file: EISDIR, ENOTDIR", async () => {
    const p = await project(config("[]"))
    await mkdir(join(p.cwd, "conf.ts"))
    expect(
      await failure(removeCommand(p.context, catalogue), ["swap", "--config", "conf.ts"]),
    ).toEqual({
      _tag: "CliError",
      message: "Could not read conf.ts: illegal operation on a directory (EISDIR)",
    })
    expect(
      await failure(addCommand(p.context, catalogue), ["swap", "--config", "foyer.config.ts/x.ts"]),
    ).toEqual({
      _tag: "CliError",
      message: "Could not read foyer.config.ts/x.ts: not a directory (ENOTDIR)",
    })
  })
})

describe("foyer remove", () => {
  it("removes the plugin's import and call, and says which plugins were not there", async () => {
    const p = await project(config("[onramp(), swap()]", swapImport))
    await run(removeCommand(p.context, catalogue), ["swap", "email-capture"])
    expect(await p.read()).toBe(config("[onramp()]"))
    expect(p.written.stdout).toBe(
      "Removed swap from foyer.config.ts\nemail-capture is not in foyer.config.ts\n",
    )
  })

  it("add then remove gives back the file byte for byte", async () => {
    const source = config("[\n    onramp(), // by card\n  ]")
    const p = await project(source)
    await run(addCommand(p.context, catalogue), ["swap", "email-capture"])
    await run(removeCommand(p.context, catalogue), ["email-capture", "swap"])
    expect(await p.read()).toBe(source)
  })

  it("an unknown plugin: fails listing the known ones, and the file is untouched", async () => {
    const source = config("[swap()]", swapImport)
    const p = await project(source)
    expect(await failure(removeCommand(p.context, catalogue), ["swap", "bridge"])).toEqual({
      _tag: "CliError",
      message: 'Unknown plugin "bridge". Known plugins: email-capture, swap.',
    })
    expect(await p.read()).toBe(source)
  })

  it("`plugins` that is not an array: fails with file:line:column, and the file is untouched", async () => {
    const source = `const plugins = []\nexport default { plugins }\n`
    const p = await project(source)
    expect(await failure(removeCommand(p.context, catalogue), ["swap"])).toEqual({
      _tag: "CliError",
      message:
        "foyer.config.ts:2:18: `plugins` is not an array literal; write it as `plugins: [ … ]` so foyer can edit it.",
    })
    expect(await p.read()).toBe(source)
  })
})
