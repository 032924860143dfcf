import { mkdir, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { runFoyer, tempProject } from "../../test/cliHarness"
import { knownPluginsSentence, shippedPlugins } from "../knownPlugins"
import { pluginListing } from "./doctor"

/** The plugins this repository ships, as the CLI reads them. */
const shipped = await shippedPlugins({
  typescript: async () => (await import("typescript")).default,
})

/** A foyer.config.ts as `foyer init` writes it, with `fields` and `imports` spliced in. */
const configFile = (
  fields: string,
  imports = "",
) => `import type { FoyerOptions } from "foyer-kit/react"
${imports}
/** The Foyer configuration of this app (checked by \`foyer doctor\`). */
const config = {
${fields}
} satisfies FoyerOptions

export default config
`

const valid = `  projectId: "abc123",
  networks: ["eip155:1", "eip155:8453"],
  themeMode: "light",
  plugins: [],`

const doctor = async (source: string) => {
  const { dir, linkFoyer } = await tempProject()
  await linkFoyer()
  await writeFile(join(dir, "foyer.config.ts"), source)
  return runFoyer(["doctor"], { cwd: dir })
}

/**
 * What doctor printed besides its progress and the plugins it lists: a check that takes
 * over a second (a busy machine) shows "Checking …" lines first.
 */
const verdict = (stdout: string) => {
  const listing = new Set(pluginListing("foyer.config.ts", [], shipped))
  return stdout
    .split("\n")
    .filter((line) => !line.startsWith("Checking ") && !listing.has(line))
    .join("\n")
}

/** Doctor's output lines but its progress ("Checking …", on a busy machine). */
const withoutProgress = (stdout: string) =>
  stdout.split("\n").filter((line) => !line.startsWith("Checking "))

describe("foyer doctor", { timeout: 60_000 }, () => {
  it("a valid configuration passes with exit code 0", async () => {
    const run = await doctor(configFile(valid))
    expect([run.code, verdict(run.stdout), run.stderr]).toEqual([
      0,
      "✔ foyer.config.ts: no problems found\n",
      "",
    ])
  })

  it("a missing project id is APKT008 Project ID Missing, exit code 1", async () => {
    const run = await doctor(configFile(valid.replace('"abc123"', '""')))
    expect(run.code).toBe(1)
    expect(run.stderr).toBe(
      [
        "✖ foyer.config.ts: 1 problem",
        "  projectId: APKT008 Project ID Missing",
        "Fix the problem above and run foyer doctor again.",
        "",
      ].join("\n"),
    )
  })

  it("the placeholder project id foyer init writes is a warning (APKT008 once deployed), exit code 0: a new app runs on the sandbox", async () => {
    const run = await doctor(configFile(valid.replace('"abc123"', '"YOUR_PROJECT_ID"')))
    expect([run.code, verdict(run.stdout), run.stderr]).toEqual([
      0,
      "✔ foyer.config.ts: no problems found\n",
      [
        "⚠ foyer.config.ts: 1 warning",
        "  projectId: APKT008 Project ID Missing (replace the placeholder YOUR_PROJECT_ID with your WalletConnect project id before the app goes live; the local sandbox needs none)",
        "",
      ].join("\n"),
    ])
  })

  it("with a problem too, the problem fails the check and the placeholder is still said", async () => {
    const run = await doctor(
      configFile(
        valid.replace('"abc123"', '"YOUR_PROJECT_ID"').replace('"eip155:8453"', '"eip155:999999"'),
      ),
    )
    expect(run.code).toBe(1)
    expect(run.stderr).toMatch(
      /^✖ foyer\.config\.ts: 1 problem\n {2}networks\[1\]: .*eip155:999999.*\n⚠ foyer\.config\.ts: 1 warning\n {2}projectId: APKT008 Project ID Missing \(replace the placeholder YOUR_PROJECT_ID .*\nFix the problem above and run foyer doctor again\.\n$/,
    )
  })

  it("an import of the kit's name before it was published (foyer/...) is named with its foyer-kit specifier", async () => {
    const run = await doctor(
      configFile(valid, 'import type { FoyerPlugin } from "foyer/core"\n').replace(
        '"foyer-kit/react"',
        '"foyer/react"',
      ),
    )
    expect(run.code).toBe(1)
    expect(run.stderr).toBe(
      [
        "✖ foyer.config.ts: 2 problems",
        '  (file): Imports "foyer/react": the kit is published as foyer-kit ("foyer" on npm is another package). Import "foyer-kit/react", and depend on foyer-kit instead of foyer in package.json.',
        '  (file): Imports "foyer/core": the kit is published as foyer-kit ("foyer" on npm is another package). Import "foyer-kit/core", and depend on foyer-kit instead of foyer in package.json.',
        "Fix the problems above and run foyer doctor again.",
        "",
      ].join("\n"),
    )
  })

  it("an unknown network is named with its field path", async () => {
    const run = await doctor(configFile(valid.replace('"eip155:8453"', '"eip155:999999"')))
    expect(run.code).toBe(1)
    expect(run.stderr).toMatch(/^ {2}networks\[1\]: .*eip155:999999/m)
  })

  it("an unknown plugin is named, with the plugins this foyer ships", async () => {
    const run = await doctor(
      configFile(
        valid.replace("plugins: [],", "plugins: [teleport()],"),
        'import { teleport } from "foyer-kit/plugins/teleport"\n',
      ),
    )
    expect(run.code).toBe(1)
    expect(run.stderr).toContain(
      `  plugins: Unknown plugin "teleport". ${knownPluginsSentence(shipped)}\n`,
    )
  })

  it("lists the plugins the config uses, a plugin of the app's own too, each on, then the others foyer ships, each with its description", async () => {
    const { dir, linkFoyer } = await tempProject()
    await linkFoyer()
    const folder = join(dir, "plugins", "greeting")
    await mkdir(folder, { recursive: true })
    await writeFile(
      join(folder, "index.ts"),
      'import { definePlugin } from "foyer-kit/core"\nexport const greeting = () => definePlugin({ id: "greeting" })\n',
    )
    await writeFile(
      join(folder, "meta.ts"),
      'import type { PluginMeta } from "foyer-kit/core"\nexport default { id: "greeting", factory: "greeting", description: "Says hello" } satisfies PluginMeta\n',
    )
    await writeFile(
      join(dir, "foyer.config.ts"),
      configFile(
        valid.replace("plugins: [],", "plugins: [greeting()],"),
        'import { greeting } from "./plugins/greeting"\n',
      ),
    )
    const run = await runFoyer(["doctor"], { cwd: dir })
    expect([run.code, run.stderr]).toEqual([0, ""])
    expect(run.stdout.split("\n").filter((line) => !line.startsWith("Checking "))).toEqual([
      "Plugins in foyer.config.ts:",
      "  greeting (./plugins/greeting)  on  Says hello",
      ...pluginListing("foyer.config.ts", [], shipped),
      "✔ foyer.config.ts: no problems found",
      "",
    ])
  })

  it("a plugin whose flag features turn off is listed off with the field that does it, beside one listing turns on", async () => {
    const run = await doctor(
      configFile(
        valid.replace(
          "plugins: [],",
          "features: { emailCapture: false },\n  plugins: [send(), emailCapture()],",
        ),
        'import { emailCapture } from "foyer-kit/plugins/email-capture"\nimport { send } from "foyer-kit/plugins/send"\n',
      ),
    )
    expect([run.code, run.stderr]).toEqual([0, ""])
    const description = (id: string) => shipped.find((p) => p.id === id)?.description
    expect(verdict(run.stdout).split("\n").slice(0, 3)).toEqual([
      "Plugins in foyer.config.ts:",
      `  email-capture  off: features.emailCapture is false  ${description("email-capture")}`,
      `  send           on                                   ${description("send")}`,
    ])
  })

  it("remoteFeatures turning a listed plugin's flag off is named as the reason, and a wrong config lists no states", async () => {
    const imports = 'import { emailCapture } from "foyer-kit/plugins/email-capture"\n'
    const [remote, wrong] = await Promise.all([
      doctor(
        configFile(
          valid.replace(
            "plugins: [],",
            "features: { emailCapture: true },\n  remoteFeatures: { emailCapture: false },\n  plugins: [emailCapture()],",
          ),
          imports,
        ),
      ),
      doctor(
        configFile(
          valid
            .replace('"eip155:8453"', '"eip155:999999"')
            .replace("plugins: [],", "plugins: [emailCapture()],"),
          imports,
        ),
      ),
    ])
    const description = shipped.find((p) => p.id === "email-capture")?.description
    expect([remote.code, withoutProgress(remote.stdout).slice(0, 2)]).toEqual([
      0,
      [
        "Plugins in foyer.config.ts:",
        `  email-capture  off: remoteFeatures.emailCapture is false  ${description}`,
      ],
    ])
    // Whether it is on depends on fields that are wrong: doctor does not guess.
    expect([wrong.code, withoutProgress(wrong.stdout).slice(0, 2)]).toEqual([
      1,
      ["Plugins in foyer.config.ts:", `  email-capture  ${description}`],
    ])
  })

  it("a plugin folder of the app whose meta.ts is wrong is a problem of `plugins`", async () => {
    const { dir, linkFoyer } = await tempProject()
    await linkFoyer()
    const folder = join(dir, "plugins", "greeting")
    await mkdir(folder, { recursive: true })
    await writeFile(
      join(folder, "index.ts"),
      "export const greeting = () => ({ id: 'greeting' })\n",
    )
    await writeFile(
      join(folder, "meta.ts"),
      'export default { id: "greeting", factory: "greeting" }\n',
    )
    await writeFile(
      join(dir, "foyer.config.ts"),
      configFile(valid, 'import { greeting } from "./plugins/greeting"\n'),
    )
    const run = await runFoyer(["doctor"], { cwd: dir })
    expect(run.code).toBe(1)
    expect(run.stderr).toContain(
      "  plugins: plugins/greeting/meta.ts: `description` must be one line of text.\n",
    )
  })

  it("reports every problem at once, each with its field path (an unknown option too)", async () => {
    const run = await doctor(
      configFile(
        `  projectId: "",
  networks: ["eip155:999999"],
  themeMode: "sepia",
  colour: "red",`,
      ).replace(" satisfies FoyerOptions", ""),
    )
    expect(run.code).toBe(1)
    const lines = run.stderr.split("\n").filter((line) => line.startsWith("  "))
    expect(lines.map((line) => line.trim().split(":")[0]).sort()).toEqual(
      ["colour", "networks[0]", "projectId", "themeMode"].sort(),
    )
    expect(run.stderr).toContain("  projectId: APKT008 Project ID Missing\n")
  })

  // Five doctor runs at once: on two busy cores they take more than the minute of the others.
  it("a valid configuration passes whatever the project's module type: type module, none, commonjs, a .cts", {
    timeout: 150_000,
  }, async () => {
    // Without "type": "module" Node loads a .ts or .js file as CommonJS, whose default export
    // is then the whole module object; doctor reads the config as the app's bundler does.
    const run = async (packageJson: object, configName = "foyer.config.ts") => {
      const { dir, linkFoyer } = await tempProject()
      await linkFoyer()
      await writeFile(join(dir, "package.json"), JSON.stringify({ name: "app", ...packageJson }))
      const source = configFile(valid)
      await writeFile(
        join(dir, configName),
        /\.c?ts$/.test(configName)
          ? source
          : source.replace(/^import type .*$/m, "").replace(" satisfies FoyerOptions", ""),
      )
      const args =
        configName === "foyer.config.ts" ? ["doctor"] : ["doctor", "--config", configName]
      return runFoyer(args, { cwd: dir })
    }
    const runs = await Promise.all([
      run({ type: "module" }),
      run({}),
      run({ type: "commonjs" }),
      run({ type: "commonjs" }, "foyer.config.js"),
      run({ type: "module" }, "foyer.config.cts"),
    ])
    expect(runs.map((r) => [r.code, verdict(r.stdout), r.stderr])).toEqual([
      [0, "✔ foyer.config.ts: no problems found\n", ""],
      [0, "✔ foyer.config.ts: no problems found\n", ""],
      [0, "✔ foyer.config.ts: no problems found\n", ""],
      [0, "✔ foyer.config.js: no problems found\n", ""],
      [0, "✔ foyer.config.cts: no problems found\n", ""],
    ])
  })

  it("a syntax error is named with file:line:column and the parser's message, in a file it imports too", async () => {
    const imported = async () => {
      const { dir, linkFoyer } = await tempProject()
      await linkFoyer()
      await writeFile(join(dir, "extra.ts"), "export const extra = {\n  a: 1\n  b: 2\n}\n")
      await writeFile(
        join(dir, "foyer.config.ts"),
        configFile(valid, 'import { extra } from "./extra"\n').replace(
          "plugins: [],",
          "plugins: [], ...extra,",
        ),
      )
      return runFoyer(["doctor"], { cwd: dir })
    }
    const [own, inImport] = await Promise.all([
      doctor(configFile(valid.replace("themeMode:", "themeMode"))),
      imported(),
    ])
    const report = (problem: string) =>
      [
        "✖ foyer.config.ts: 1 problem",
        `  (file): ${problem}`,
        "Fix the problem above and run foyer doctor again.",
        "",
      ].join("\n")
    expect([own.code, own.stderr]).toEqual([1, report("foyer.config.ts:7:13: ',' expected.")])
    expect([inImport.code, inImport.stderr]).toEqual([
      1,
      report("Cannot be loaded: extra.ts:3:3: ',' expected."),
    ])
  })

  it("every bad network is reported with its path, beside a malformed one and bad custom networks", async () => {
    const run = await doctor(
      configFile(
        valid.replace(
          'networks: ["eip155:1", "eip155:8453"],',
          'networks: ["eip155:999999", "nope", "eip155:888888", "eip155:777777"],\n  customNetworks: [{ caipNetworkId: "eip155:777777" }],',
        ),
      ).replace(" satisfies FoyerOptions", ""),
    )
    expect(run.code).toBe(1)
    // eip155:777777 is the bad custom network's own: its problems are the custom network's.
    expect(run.stderr.split("\n").filter((line) => line.startsWith("  networks"))).toEqual([
      '  networks[1]: Expected a CAIP-2 network id such as "eip155:1"',
      '  networks[0]: Unknown network "eip155:999999": add it to customNetworks',
      '  networks[2]: Unknown network "eip155:888888": add it to customNetworks',
    ])
    expect(run.stderr).toContain("  customNetworks[0].rpcUrls: Missing key\n")
  })

  it("a config whose own code throws while it is read is reported, not a crash", async () => {
    const run = await doctor(
      `export default {\n  projectId: "abc",\n  get networks() {\n    throw new Error("no networks today")\n  },\n}\n`,
    )
    expect([run.code, run.stderr]).toEqual([
      1,
      [
        "✖ foyer.config.ts: 1 problem",
        "  (file): Cannot be checked: no networks today",
        "Fix the problem above and run foyer doctor again.",
        "",
      ].join("\n"),
    ])
  })

  it("without a config file it says to run foyer init", async () => {
    const { dir } = await tempProject()
    const run = await runFoyer(["doctor"], { cwd: dir })
    expect([run.code, run.stderr]).toEqual([
      1,
      "No foyer.config.ts here: run foyer init first, or pass --config\n",
    ])
  })
})
