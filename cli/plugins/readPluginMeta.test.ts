import { mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { CliError } from "../CliError"
import type { TypeScript } from "../peers/loadTypeScript"
import { checkPluginMeta, readPluginMeta } from "./readPluginMeta"

const folder = await mkdtemp(join(tmpdir(), "foyer-meta-"))
afterAll(() => rm(folder, { recursive: true, force: true }))

// The compiler loads in seconds on a busy machine: once here, not in whichever test runs first.
beforeAll(async () => {
  await import("typescript")
}, 60_000)

const typescript = async (): Promise<TypeScript> => (await import("typescript")).default

let count = 0
/** Reads `text` as a meta file of the extension given, written under a new name each time. */
const read = async (text: string, extension = "ts") => {
  const path = join(folder, `meta${++count}.${extension}`)
  await writeFile(path, text)
  return readPluginMeta({ path, shown: `greeting/meta.${extension}` }, typescript)
}

const failure = async (text: string, extension = "ts"): Promise<string> => {
  const error = await read(text, extension).then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(CliError)
  return (error as CliError).message
}

describe("readPluginMeta", () => {
  it("reads the value a meta.ts exports, as TypeScript computes it: constants, as const, satisfies", async () => {
    expect(
      await read(`import type { PluginMeta } from "foyer-kit/core"
const id = "greeting"
/** A comment. */
export default {
  id,
  factory: \`\${id}Plugin\`,
  description: "  Says hello on the Account view  ",
  requires: ["send"] as Array<string>,
} as const satisfies PluginMeta
`),
    ).toEqual({
      id: "greeting",
      factory: "greetingPlugin",
      description: "Says hello on the Account view",
      requires: ["send"],
    })
  })

  it("reads the same file again after it changed (nothing is cached by path)", async () => {
    const path = join(folder, "changing.ts")
    const at = (description: string) =>
      writeFile(path, `export default { id: "a", factory: "a", description: "${description}" }`)
    await at("first")
    expect((await readPluginMeta({ path, shown: "a" }, typescript)).description).toBe("first")
    await at("second")
    expect((await readPluginMeta({ path, shown: "a" }, typescript)).description).toBe("second")
  })

  it("refuses a value import: meta.ts imports types only, so foyer never loads the plugin", async () => {
    expect(
      await failure(`import { definePluginMeta } from "foyer-kit/core"
export default definePluginMeta({ id: "greeting", factory: "greeting", description: "Hi" })
`),
    ).toBe(
      'greeting/meta.ts imports "foyer-kit/core": a plugin\'s meta.ts may import types only (import type { PluginMeta } from "foyer-kit/core"), so that foyer reads it without loading the plugin.',
    )
  })

  it("names the place of a syntax error, and what its code threw", async () => {
    expect(await failure(`export default { id: "a",, }`)).toBe(
      "greeting/meta.ts:1:26: Property assignment expected.",
    )
    expect(await failure(`export default { id: missing }`)).toBe(
      "greeting/meta.ts cannot be loaded: missing is not defined",
    )
  })

  it("takes several feature flags, any of which turns the plugin on", async () => {
    expect(
      await read(
        'export default { id: "wallet", factory: "wallet", description: "Hi", feature: ["email", "socials"] }\n',
        "mjs",
      ),
    ).toMatchObject({ feature: ["email", "socials"] })
  })

  it("imports a meta.js as it is", async () => {
    expect(
      await read(
        'export default { id: "greeting", factory: "greeting", description: "Hi", feature: "send" }\n',
        "mjs",
      ),
    ).toEqual({ id: "greeting", factory: "greeting", description: "Hi", feature: "send" })
  })
})

describe("checkPluginMeta", () => {
  const fails = (value: unknown) => {
    try {
      checkPluginMeta(value, "x/meta.ts")
    } catch (error) {
      return (error as CliError).message
    }
    throw new Error("expected a CliError")
  }

  it("refuses a missing default export and every wrong field, at once", () => {
    expect(fails(undefined)).toBe(
      "x/meta.ts has no default export of the plugin's metadata: write export default { id, factory, description } satisfies PluginMeta.",
    )
    expect(
      fails({ id: "Greeting!", factory: "", description: "", feature: 1, requires: [1] }),
    ).toBe(
      'x/meta.ts: `id` must be lower-case letters, digits and dashes, e.g. "send"; `factory` must be the name index.ts exports the factory under, e.g. "send"; `description` must be one line of text; `feature` must be the name of a feature flag, or a list of them; `requires` must be a list of plugin ids.',
    )
  })

  it("keeps only the fields of a PluginMeta", () => {
    expect(
      checkPluginMeta({ id: "a", factory: "a", description: "A", extra: true }, "x/meta.ts"),
    ).toEqual({ id: "a", factory: "a", description: "A" })
  })
})
