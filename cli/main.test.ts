import { describe, expect, it } from "vitest"
import { repoRoot, runFoyer } from "../test/cliHarness"
import { packageInfo } from "./foyerPackage"

const commands = ["init", "add", "remove", "generate", "dev", "doctor"]

describe("the foyer command", { timeout: 60_000 }, () => {
  it("--version prints the package version", async () => {
    const run = await runFoyer(["--version"], { cwd: repoRoot })
    expect([run.code, run.stdout, run.stderr]).toEqual([0, `${packageInfo.version}\n`, ""])
  })

  it("--help lists every command", async () => {
    const run = await runFoyer(["--help"], { cwd: repoRoot })
    expect(run.code).toBe(0)
    for (const command of commands)
      expect(run.stdout).toMatch(new RegExp(`^ {2}${command}\\b`, "m"))
  })

  it("every command has --help", async () => {
    for (const command of commands) {
      const run = await runFoyer([command, "--help"], { cwd: repoRoot })
      expect([command, run.code]).toEqual([command, 0])
      expect(run.stdout).toContain(`Usage: foyer ${command}`)
    }
  })

  it("an unknown command is a usage error (exit 2) that shows the help hint", async () => {
    const run = await runFoyer(["teleport"], { cwd: repoRoot })
    expect(run.code).toBe(2)
    expect(run.stderr).toContain("error: unknown command 'teleport'")
  })

  it("prints no colour codes when its output is not a terminal", async () => {
    const run = await runFoyer(["doctor"], { cwd: repoRoot })
    expect(run.stderr).not.toContain("\u001b[")
  })
})
