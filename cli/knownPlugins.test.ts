import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { CliError } from "./CliError"
import { knownPluginsSentence, pluginLines, shippedPlugins } from "./knownPlugins"
import type { TypeScript } from "./peers/loadTypeScript"

const root = await mkdtemp(join(tmpdir(), "foyer-plugins-"))
afterAll(() => rm(root, { recursive: true, force: true }))

const write = async (path: string, text = "") => {
  await mkdir(dirname(join(root, path)), { recursive: true })
  await writeFile(join(root, path), text)
}

// The compiler loads in seconds on a busy machine: once here, not in whichever test runs first.
beforeAll(async () => {
  await import("typescript")
}, 60_000)

const typescript = async (): Promise<TypeScript> => (await import("typescript")).default
/** For the built package: its meta files are JavaScript, so no compiler may be asked for. */
const noTypeScript = (): Promise<TypeScript> => {
  throw new Error("the built plugins' meta files must not need TypeScript")
}

const meta = (id: string, description: string, more = "") =>
  `import type { PluginMeta } from "foyer-kit/core"\n\nexport default {\n  id: "${id}",\n  factory: "${id.replace(/-(.)/g, (_, c: string) => c.toUpperCase())}",\n  description: "${description}",${more}\n} as const satisfies PluginMeta\n`

const failure = async (promise: Promise<unknown>): Promise<string> => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(CliError)
  return (error as CliError).message
}

describe("shippedPlugins", () => {
  it("from the sources: every plugins/<id>/ with index.ts and meta.ts, described by its meta.ts, by id", async () => {
    await write("plugins/swap/index.ts")
    await write("plugins/swap/meta.ts", meta("swap", "Swap tokens", '\n  feature: "swaps",'))
    await write("plugins/email-capture/index.ts")
    await write(
      "plugins/email-capture/meta.ts",
      meta("email-capture", "Ask for an email after a connect", '\n  requires: ["siwx"],'),
    )
    await write("plugins/draft/notes.md")
    await write("plugins/no-meta-yet/index.ts")
    expect(await shippedPlugins({ root, built: false, typescript })).toEqual([
      {
        id: "email-capture",
        module: "foyer-kit/plugins/email-capture",
        factory: "emailCapture",
        description: "Ask for an email after a connect",
        requires: ["siwx"],
        template: join(root, "plugins", "email-capture", "template"),
      },
      {
        id: "swap",
        module: "foyer-kit/plugins/swap",
        factory: "swap",
        description: "Swap tokens",
        feature: "swaps",
        requires: [],
        template: join(root, "plugins", "swap", "template"),
      },
    ])
  })

  it("built: every dist/plugins/<id>/ with index.js and meta.js, imported without a compiler", async () => {
    const built = join(root, "built")
    await mkdir(join(built, "dist/plugins/send"), { recursive: true })
    await writeFile(join(built, "dist/plugins/send/index.js"), "export const send = () => ({})\n")
    await writeFile(
      join(built, "dist/plugins/send/meta.js"),
      'export default { id: "send", factory: "send", description: "Send tokens", feature: "send" }\n',
    )
    expect(await shippedPlugins({ root: built, built: true, typescript: noTypeScript })).toEqual([
      {
        id: "send",
        module: "foyer-kit/plugins/send",
        factory: "send",
        description: "Send tokens",
        feature: "send",
        requires: [],
        template: join(built, "plugins", "send", "template"),
      },
    ])
  })

  it("is empty when the package ships none", async () => {
    expect(
      await shippedPlugins({ root: join(root, "nothing-here"), built: false, typescript }),
    ).toEqual([])
  })

  it("refuses a meta.ts whose id is not its folder's, or whose fields are wrong, naming each", async () => {
    const other = join(root, "wrong")
    const at = async (path: string, text: string) => {
      await mkdir(dirname(join(other, path)), { recursive: true })
      await writeFile(join(other, path), text)
    }
    await at("plugins/swap/index.ts", "")
    await at("plugins/swap/meta.ts", meta("swaps", "Swap tokens"))
    expect(await failure(shippedPlugins({ root: other, built: false, typescript }))).toBe(
      'plugins/swap/meta.ts: its id "swaps" is not the name of its folder, "swap".',
    )
    await at(
      "plugins/swap/meta.ts",
      'export default { id: "swap", factory: "swap-it", description: "two\\nlines", requires: "x" }\n',
    )
    expect(await failure(shippedPlugins({ root: other, built: false, typescript }))).toBe(
      'plugins/swap/meta.ts: `factory` must be the name index.ts exports the factory under, e.g. "send"; `description` must be one line of text; `requires` must be a list of plugin ids.',
    )
  })
})

describe("knownPluginsSentence and pluginLines", () => {
  it("name the known plugins, or say there are none", () => {
    expect(knownPluginsSentence([])).toBe("This version of foyer ships no plugins.")
    expect(
      pluginLines([
        { name: "send", description: "Send tokens" },
        { name: "email-capture", description: "Ask for an email" },
      ]),
    ).toEqual(["  send           Send tokens", "  email-capture  Ask for an email"])
  })
})
