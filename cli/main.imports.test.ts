import { readdirSync } from "node:fs"
import { join, relative } from "node:path"
import { describe, expect, it } from "vitest"
import { repoRoot } from "../test/cliHarness"
import { staticImportGraph } from "../ui/bundle/staticImports"
import { packageInfo } from "./foyerPackage"

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
const packageOf = (specifier: string) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/")

/**
 * What starting the CLI loads: bin.ts and main.ts, and every command's module (all of them
 * load for --help).
 */
const commandModules = readdirSync(join(repoRoot, "cli", "commands"))
  .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
  .map((name) => join(repoRoot, "cli", "commands", name))
const entries = [
  join(repoRoot, "cli", "bin.ts"),
  join(repoRoot, "cli", "main.ts"),
  ...commandModules,
]

describe("what the foyer command imports before it runs a command", () => {
  it("is Node and foyer's dependencies only: no compiler, generator, tsx, Vite or sandbox", () => {
    const packages = new Set<string>()
    const files = new Set<string>()
    for (const entry of entries) {
      const graph = staticImportGraph(entry)
      for (const specifier of graph.packages) packages.add(specifier)
      for (const file of graph.files) files.add(relative(repoRoot, file))
    }
    const dependencies = Object.keys(packageInfo.dependencies ?? {})
    const others = [...packages]
      .filter((specifier) => !specifier.startsWith("node:"))
      .map(packageOf)
      .filter((name) => !dependencies.includes(name))
    expect(others).toEqual([])
    expect([...files].filter((file) => file.startsWith("sandbox/"))).toEqual([])
    expect(commandModules.map((file) => relative(repoRoot, file)).sort()).toEqual([
      "cli/commands/dev.ts",
      "cli/commands/doctor.ts",
      "cli/commands/generate.ts",
      "cli/commands/init.ts",
      "cli/commands/pluginCommands.ts",
    ])
  })
})
