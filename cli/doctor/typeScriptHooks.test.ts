import { execFile } from "node:child_process"
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import { promisify } from "node:util"
import ts from "typescript"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

/**
 * loadConfigModule and its hooks compiled to JavaScript beside each other, as the package
 * build lays them out in dist/cli/doctor/, and run by plain node: no tsx in the process.
 */
const fixture = await mkdtemp(join(tmpdir(), "foyer-hooks-"))
const built = join(fixture, "dist")
const typescriptUrl = pathToFileURL(createRequire(import.meta.url).resolve("typescript")).href

beforeAll(async () => {
  await mkdir(built, { recursive: true })
  await writeFile(join(built, "package.json"), JSON.stringify({ type: "module" }))
  for (const name of ["loadConfigModule", "typeScriptHooks"]) {
    const source = await readFile(new URL(`./${name}.ts`, import.meta.url), "utf8")
    const output = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    }).outputText
    // The build writes relative imports with their extension, as Node needs them.
    await writeFile(
      join(built, `${name}.js`),
      output.replace('"./typeScriptHooks"', '"./typeScriptHooks.js"'),
    )
  }
  await writeFile(
    join(built, "load.js"),
    [
      'import { loadConfigModule } from "./loadConfigModule.js"',
      "try {",
      "  const config = await loadConfigModule(process.argv[2], process.argv[3])",
      "  process.stdout.write(JSON.stringify(config))",
      "} catch (error) {",
      '  process.stdout.write("error: " + error.message)',
      "}",
    ].join("\n"),
  )
})
afterAll(() => rm(fixture, { recursive: true, force: true }))

/** Writes `files` into a new app folder (`package.json` from `packageJson`). */
const app = async (
  name: string,
  packageJson: object,
  files: Readonly<Record<string, string>>,
): Promise<string> => {
  const dir = join(fixture, name)
  await mkdir(dir, { recursive: true })
  await writeFile(join(dir, "package.json"), JSON.stringify({ name, ...packageJson }))
  for (const [file, text] of Object.entries(files)) await writeFile(join(dir, file), text)
  return dir
}

/** What loading `file` gives in plain node: the config as JSON, or `error: <message>`. */
const load = async (file: string): Promise<string> => {
  const { stdout } = await promisify(execFile)(process.execPath, [
    join(built, "load.js"),
    file,
    typescriptUrl,
  ])
  return stdout
}

const typed = `import type { Options } from "./types"
import { extra } from "./extra"
import { more } from "./more.js"
const config: Options = { projectId: "abc" as string, ...extra, ...more }
export default config
`
const imported = {
  "types.ts": "export interface Options { readonly projectId: string }\n",
  "extra.ts": "export const extra: { readonly themeMode: string } = { themeMode: 'dark' }\n",
  "more.ts": "export const more = { networks: ['eip155:1'] as ReadonlyArray<string> }\n",
}
const expected = JSON.stringify({ projectId: "abc", themeMode: "dark", networks: ["eip155:1"] })

describe("typeScriptHooks, in plain node", { timeout: 60_000 }, () => {
  it("loads a .ts config as an ES module whatever the package type, with its extensionless and .js imports of .ts files", async () => {
    const dirs = await Promise.all([
      app("module", { type: "module" }, { "foyer.config.ts": typed, ...imported }),
      app("untyped", {}, { "foyer.config.ts": typed, ...imported }),
      app("commonjs", { type: "commonjs" }, { "foyer.config.ts": typed, ...imported }),
      app("mts", { type: "commonjs" }, { "foyer.config.mts": typed, ...imported }),
    ])
    const files = ["foyer.config.ts", "foyer.config.ts", "foyer.config.ts", "foyer.config.mts"]
    expect(await Promise.all(dirs.map((dir, i) => load(join(dir, files[i]!))))).toEqual([
      expected,
      expected,
      expected,
      expected,
    ])
  })

  it("loads a plugin folder of the app whose index is a .tsx, through a folder import", async () => {
    const dir = await app(
      "tsx",
      { type: "module" },
      {
        "foyer.config.ts":
          'import { greeting } from "./greeting"\nexport default { projectId: "abc", plugins: [greeting()] }\n',
      },
    )
    await mkdir(join(dir, "greeting"))
    await writeFile(
      join(dir, "greeting", "index.tsx"),
      'const identity = <T,>(value: T): T => value\nexport const greeting = () => identity({ id: "greeting" as string })\n',
    )
    expect(await load(join(dir, "foyer.config.ts"))).toBe(
      JSON.stringify({ projectId: "abc", plugins: [{ id: "greeting" }] }),
    )
  })

  it("loads a .cts config as CommonJS: its export default, or its module.exports", async () => {
    const dir = await app(
      "cts",
      { type: "module" },
      {
        "foyer.config.cts":
          'const config = { projectId: "abc" as string }\nexport default config\n',
        "exports.cts": 'module.exports = { projectId: "def" }\n',
      },
    )
    expect(
      await Promise.all([load(join(dir, "foyer.config.cts")), load(join(dir, "exports.cts"))]),
    ).toEqual([JSON.stringify({ projectId: "abc" }), JSON.stringify({ projectId: "def" })])
  })

  it("loads a .js config written as an ES module in a CommonJS package", async () => {
    const dir = await app(
      "js",
      { type: "commonjs" },
      { "foyer.config.js": 'export default { projectId: "abc" }\n' },
    )
    expect(await load(join(dir, "foyer.config.js"))).toBe(JSON.stringify({ projectId: "abc" }))
  })

  it("a syntax error in an imported file is file:line:column: message, the file absolute", async () => {
    const dir = await app(
      "broken",
      {},
      {
        "foyer.config.ts": 'import { extra } from "./extra"\nexport default { ...extra }\n',
        "extra.ts": "export const extra = {\n  a: 1\n  b: 2\n}\n",
      },
    )
    expect(await load(join(dir, "foyer.config.ts"))).toBe(
      `error: ${join(dir, "extra.ts")}:3:3: ',' expected.`,
    )
  })
})
