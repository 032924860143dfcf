import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import type { Command } from "commander"
import { afterEach, beforeAll, describe, expect, it } from "vitest"
import { type FileSystem, nodeFileSystem } from "../../codegen/FileSystem"
import { recordingContext } from "../../test/cliHarness"
import { CliError } from "../CliError"
import { pluginFor, shippedPlugins } from "../knownPlugins"
import { addCommand, removeCommand } from "./pluginCommands"

const catalogue = [pluginFor("email-capture"), pluginFor("swap")]

// add and remove load the TypeScript parser on their first edit (seconds on a busy machine):
// loaded once here, it does not count against whichever test happens to run first.
beforeAll(async () => {
  await import("typescript")
}, 60_000)

const config = (
  plugins: string,
  imports = "",
) => `import type { FoyerOptions } from "foyer-kit/react"
${imports}
const config = {
  projectId: "abc",
  plugins: ${plugins}, // e.g. [swap()]
} satisfies FoyerOptions

export default config
`
const swapImport = `import { swap } from "foyer-kit/plugins/swap"\n`

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

/** The whole help of a command, the text after it included (as `foyer add --help` prints it). */
const fullHelp = (command: Command): string => {
  let text = ""
  command
    .configureOutput({
      writeOut: (chunk) => {
        text += chunk
      },
    })
    .outputHelp()
  return text
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
        `${swapImport}import { emailCapture } from "foyer-kit/plugins/email-capture"\n`,
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
        "import { swap as swapPlugin } from \"foyer-kit/plugins/swap\"\nconst swap = { id: 'mine' }\n",
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
      message: 'Unknown plugin "swap". This version of foyer ships no plugins.',
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

  it("--help describes add and remove, their argument and --config, and lists the plugins with their descriptions", async () => {
    const { context } = await project(config("[]"))
    const described = [
      { ...pluginFor("email-capture"), description: "Ask for an email after a connect" },
      { ...pluginFor("swap"), description: "Swap tokens from the Account view" },
    ]
    expect(fullHelp(addCommand(context, described))).toMatchInlineSnapshot(`
      "Usage: add [options] <plugin...>

      add plugins: import and call each in the config, copy their template files

      Arguments:
        plugin           plugin ids (email-capture, swap) or plugin folders

      Options:
        --config <file>  the configuration file (default: "foyer.config.ts")
        -h, --help       display help for command

      Plugins:
        email-capture  Ask for an email after a connect
        swap           Swap tokens from the Account view

      A plugin of your own is a folder of the app holding index.ts (which exports
      its factory), meta.ts (which describes it) and optionally template/:
        $ foyer add ./plugins/greeting
      "
    `)
    expect(fullHelp(removeCommand(context, described))).toMatchInlineSnapshot(`
      "Usage: remove [options] <plugin...>

      remove plugins: their imports, calls and unchanged template files

      Arguments:
        plugin           plugin ids (email-capture, swap) or plugin folders

      Options:
        --config <file>  the configuration file (default: "foyer.config.ts")
        -h, --help       display help for command

      Plugins:
        email-capture  Ask for an email after a connect
        swap           Swap tokens from the Account view

      A plugin of your own is removed by its id or its folder:
        $ foyer remove ./plugins/greeting
      "
    `)
    expect(fullHelp(addCommand(context, []))).toContain("This version of foyer ships no plugins.")
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

/** A foyer package in a temporary folder whose plugins are `files` (path → text), read as the CLI reads them. */
const packageWith = async (files: Readonly<Record<string, string>>) => {
  const root = await mkdtemp(join(tmpdir(), "foyer-package-"))
  folders.push(root)
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true })
    await writeFile(join(root, path), text)
  }
  const typescript = async () => (await import("typescript")).default
  return shippedPlugins({ root, built: false, typescript })
}

const metaOf = (id: string, description: string, more = "") =>
  `import type { PluginMeta } from "foyer-kit/core"\n\nexport default {\n  id: "${id}",\n  factory: "${id}",\n  description: "${description}",${more}\n} as const satisfies PluginMeta\n`

/** The send plugin of a package, with a template: its call spans lines and has comments. */
const sendPlugin = {
  "plugins/send/index.ts": "export const send = (options?: object) => ({ id: 'send', options })\n",
  "plugins/send/meta.ts": metaOf(
    "send",
    "Send tokens from the Account view",
    '\n  feature: "send",',
  ),
  "plugins/send/template/config.ts": `// The call foyer add send writes.
import { send } from "../index"

export default send({
  tokens: "all", // or a list of token addresses
})
`,
  "plugins/send/template/src/sendTokens.ts": 'export const sendTokens = "all"\n',
}

describe("foyer add and remove read each plugin's meta.ts and template/", () => {
  it("add writes the template's call with its comments, indented where it goes, and copies its files; remove undoes both", async () => {
    const known = await packageWith(sendPlugin)
    const source = config("[\n    onramp(),\n  ]")
    const p = await project(source)
    await run(addCommand(p.context, known), ["send"])
    expect(await p.read()).toBe(
      config(
        '[\n    onramp(),\n    send({\n      tokens: "all", // or a list of token addresses\n    }),\n  ]',
        'import { send } from "foyer-kit/plugins/send"\n',
      ),
    )
    expect(await readFile(join(p.cwd, "src", "sendTokens.ts"), "utf8")).toBe(
      'export const sendTokens = "all"\n',
    )
    expect(p.written.stdout).toBe("Added send to foyer.config.ts\nCreated src/sendTokens.ts\n")
    await run(removeCommand(p.context, known), ["send"])
    expect(await p.read()).toBe(source)
    expect(await readdir(p.cwd)).toEqual(["foyer.config.ts"])
    expect(p.written.stdout).toContain(
      "Removed send from foyer.config.ts\nDeleted src/sendTokens.ts\n",
    )
  })

  it("on one line, the call goes in as the template writes it, and the file comes back byte for byte", async () => {
    const known = await packageWith(sendPlugin)
    const source = config("[onramp()]")
    const p = await project(source)
    await run(addCommand(p.context, known), ["send"])
    expect(await p.read()).toContain(
      '  plugins: [onramp(), send({\n    tokens: "all", // or a list of token addresses\n  })], // e.g. [swap()]',
    )
    await run(removeCommand(p.context, known), ["send"])
    expect(await p.read()).toBe(source)
  })

  it("a template file the app already has is left as it is, and a changed one stays on remove; both are said", async () => {
    const known = await packageWith(sendPlugin)
    const p = await project(config("[]"))
    await mkdir(join(p.cwd, "src"))
    await writeFile(join(p.cwd, "src", "sendTokens.ts"), "// mine\n")
    await run(addCommand(p.context, known), ["send"])
    expect(await readFile(join(p.cwd, "src", "sendTokens.ts"), "utf8")).toBe("// mine\n")
    expect(p.written.stdout).toBe(
      "Added send to foyer.config.ts\nsrc/sendTokens.ts is already there: left as it is\n",
    )
    await run(addCommand(p.context, known), ["send"])
    expect(p.written.stdout).toContain(
      "send is already in foyer.config.ts\nsrc/sendTokens.ts is already there: left as it is\n",
    )
    await run(removeCommand(p.context, known), ["send"])
    expect(await readFile(join(p.cwd, "src", "sendTokens.ts"), "utf8")).toBe("// mine\n")
    expect(p.written.stdout).toContain(
      "Removed send from foyer.config.ts\nsrc/sendTokens.ts differs from send's template: left in place\n",
    )
  })

  it("without template/config.ts the call is factory(); a config.ts that does not call the factory fails, the file untouched", async () => {
    const known = await packageWith({
      "plugins/swap/index.ts": "export const swap = () => ({ id: 'swap' })\n",
      "plugins/swap/meta.ts": metaOf("swap", "Swap tokens"),
      "plugins/bad/index.ts": "export const bad = () => ({ id: 'bad' })\n",
      "plugins/bad/meta.ts": metaOf("bad", "A broken template"),
      "plugins/bad/template/config.ts": 'import { bad } from "../index"\nexport default [bad()]\n',
    })
    const source = config("[]")
    const p = await project(source)
    await run(addCommand(p.context, known), ["swap"])
    expect(await p.read()).toBe(config("[swap()]", swapImport))
    const other = await project(source)
    const { message } = await failure(addCommand(other.context, known), ["bad"])
    expect(message).toMatch(
      /plugins\/bad\/template\/config\.ts:2:1: the default export must be the call of bad that foyer\.config\.ts gets, e\.g\. export default bad\(\)$/,
    )
    expect(await other.read()).toBe(source)
  })

  it("add adds the plugins a plugin requires first; remove refuses to take one away that a staying plugin requires", async () => {
    const known = await packageWith({
      "plugins/siwx/index.ts": "export const siwx = () => ({ id: 'siwx' })\n",
      "plugins/siwx/meta.ts": metaOf("siwx", "Sign in with the wallet"),
      "plugins/capture/index.ts": "export const capture = () => ({ id: 'capture' })\n",
      "plugins/capture/meta.ts": metaOf("capture", "Ask for an email", '\n  requires: ["siwx"],'),
    })
    const p = await project(config("[]"))
    await run(addCommand(p.context, known), ["capture"])
    expect(await p.read()).toBe(
      config(
        "[siwx(), capture()]",
        'import { siwx } from "foyer-kit/plugins/siwx"\nimport { capture } from "foyer-kit/plugins/capture"\n',
      ),
    )
    expect(p.written.stdout).toBe(
      "Added siwx to foyer.config.ts (capture requires it)\nAdded capture to foyer.config.ts\n",
    )
    const before = await p.read()
    expect(await failure(removeCommand(p.context, known), ["siwx"])).toEqual({
      _tag: "CliError",
      message:
        "capture requires siwx and stays in foyer.config.ts: remove both (foyer remove capture siwx), or keep siwx.",
    })
    expect(await p.read()).toBe(before)
    await run(removeCommand(p.context, known), ["siwx", "capture"])
    expect(await p.read()).toBe(config("[]"))
  })
})

/** A plugin of the app in `folder` (relative to the project): index.ts, meta.ts and a template. */
const greetingPlugin = async (cwd: string, folder = "plugins/greeting") => {
  const at = join(cwd, ...folder.split("/"))
  await mkdir(join(at, "template"), { recursive: true })
  await writeFile(
    join(at, "index.ts"),
    "export const greeting = (name = 'you') => ({ id: 'greeting', name })\n",
  )
  await writeFile(join(at, "meta.ts"), metaOf("greeting", "Says hello on the Account view"))
  await writeFile(
    join(at, "template", "config.ts"),
    'import { greeting } from "../index"\n\nexport default greeting("visitor")\n',
  )
}

describe("foyer add ./folder: a plugin of the app itself", () => {
  it("imports it by its relative path and calls its factory; remove takes its id or its folder", async () => {
    const source = config("[]")
    const p = await project(source)
    await greetingPlugin(p.cwd)
    await run(addCommand(p.context, catalogue), ["./plugins/greeting", "swap"])
    expect(await p.read()).toBe(
      config(
        '[greeting("visitor"), swap()]',
        `import { greeting } from "./plugins/greeting"\n${swapImport}`,
      ),
    )
    expect(p.written.stdout).toBe(
      "Added greeting to foyer.config.ts\nAdded swap to foyer.config.ts\n",
    )
    await run(removeCommand(p.context, catalogue), ["greeting", "swap"])
    expect(await p.read()).toBe(source)
    await run(addCommand(p.context, catalogue), ["plugins/greeting/"])
    await run(removeCommand(p.context, catalogue), ["./plugins/greeting"])
    expect(await p.read()).toBe(source)
  })

  it("imports it relative to the config that --config names", async () => {
    const p = await project(config("[]"), "app/foyer.config.ts")
    await greetingPlugin(p.cwd, "app/src/greeting")
    await run(addCommand(p.context, catalogue), [
      "app/src/greeting",
      "--config",
      "app/foyer.config.ts",
    ])
    expect(await p.read()).toBe(
      config('[greeting("visitor")]', 'import { greeting } from "./src/greeting"\n'),
    )
  })

  it("refuses a folder outside the app, a folder without index.ts or meta.ts, and a meta.ts that imports a value", async () => {
    const source = config("[]")
    const p = await project(source, "app/foyer.config.ts")
    const add = (...args: ReadonlyArray<string>) =>
      failure(addCommand(p.context, catalogue), [...args, "--config", "app/foyer.config.ts"])
    await greetingPlugin(p.cwd, "elsewhere/greeting")
    expect((await add("elsewhere/greeting")).message).toBe(
      "elsewhere/greeting is not inside the app (app): keep your plugin's folder in the app, e.g. ./plugins/greeting.",
    )
    expect((await add("app/nothing")).message).toBe(
      "app/nothing is not a folder: name the folder of your plugin, e.g. ./plugins/greeting.",
    )
    await mkdir(join(p.cwd, "app", "half"))
    await writeFile(join(p.cwd, "app", "half", "meta.ts"), metaOf("half", "Half a plugin"))
    expect((await add("app/half")).message).toBe(
      "app/half has no index.ts: a plugin's folder holds index.ts, which exports its factory, and meta.ts.",
    )
    await writeFile(join(p.cwd, "app", "half", "index.ts"), "export const half = () => ({})\n")
    await writeFile(
      join(p.cwd, "app", "half", "meta.ts"),
      'import { definePluginMeta } from "foyer-kit/core"\nexport default definePluginMeta({ id: "half", factory: "half", description: "x" })\n',
    )
    expect((await add("app/half")).message).toMatch(
      /^app\/half\/meta\.ts imports "foyer-kit\/core": /,
    )
    expect(await p.read()).toBe(source)
  })
})
