import { PassThrough, Readable } from "node:stream"
import { describe, expect, it } from "vitest"
import { CliError } from "../CliError"
import { pluginFor } from "../knownPlugins"
import { type AskInitAnswersOptions, askInitAnswers } from "./askInitAnswers"

/** Runs the questions with `lines` as the answers typed, collecting what was written. */
const ask = async (lines: ReadonlyArray<string>, options: Partial<AskInitAnswersOptions> = {}) => {
  const output = new PassThrough()
  let written = ""
  output.setEncoding("utf8").on("data", (chunk: string) => {
    written += chunk
  })
  const answers = await askInitAnswers({
    given: {},
    yes: false,
    input: Readable.from(lines.map((line) => `${line}\n`)),
    output,
    knownPlugins: [],
    defaultPackageManager: "npm",
    ...options,
  })
  return { answers, written }
}

describe("askInitAnswers", () => {
  it("asks for each value no flag gives, showing its default, and takes the answers", async () => {
    const { answers, written } = await ask(["abc123", "eip155:10, eip155:1", "dark", "pnpm"])
    expect(answers).toEqual({
      projectId: "abc123",
      networks: ["eip155:10", "eip155:1"],
      plugins: [],
      theme: "dark",
      packageManager: "pnpm",
    })
    expect(written).toBe(
      [
        "Project id (your WalletConnect project id) (YOUR_PROJECT_ID): ",
        "Networks (comma-separated CAIP-2 ids) (eip155:1,eip155:8453): ",
        "Theme (light or dark) (light): ",
        "Package manager (npm, pnpm, yarn, bun) (npm): ",
      ].join(""),
    )
  })

  it("takes the default for an empty answer", async () => {
    const { answers } = await ask(["", "", "", ""], { defaultPackageManager: "yarn" })
    expect(answers).toEqual({
      projectId: "YOUR_PROJECT_ID",
      networks: ["eip155:1", "eip155:8453"],
      plugins: [],
      theme: "light",
      packageManager: "yarn",
    })
  })

  it("explains a wrong answer and asks again", async () => {
    const { answers, written } = await ask(["p", "eip155:999", "eip155:8453", "blue", "dark", ""])
    expect(answers.networks).toEqual(["eip155:8453"])
    expect(answers.theme).toBe("dark")
    expect(written).toContain(
      "Networks (comma-separated CAIP-2 ids) (eip155:1,eip155:8453): Unknown network: eip155:999. Known networks: eip155:1, eip155:10, eip155:42161, eip155:137, eip155:56, eip155:43114, eip155:8453, solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp, solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1, solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z, bip122:000000000019d6689c085ae165831e93, bip122:000000000933ea01ad0ee984209779ba.\nNetworks (comma-separated CAIP-2 ids) (eip155:1,eip155:8453): ",
    )
    expect(written).toContain(
      'Theme (light or dark) (light): Unknown theme "blue": use light or dark.\nTheme (light or dark) (light): ',
    )
  })

  it("asks only what the flags leave out", async () => {
    const { answers, written } = await ask(["dark"], {
      given: { projectId: "given", networks: ["eip155:10"], packageManager: "bun" },
    })
    expect(answers).toEqual({
      projectId: "given",
      networks: ["eip155:10"],
      plugins: [],
      theme: "dark",
      packageManager: "bun",
    })
    expect(written).toBe("Theme (light or dark) (light): ")
  })

  it("asks for plugins when the package ships some, listing them", async () => {
    const known = [pluginFor("activity"), pluginFor("email-capture")]
    const { answers, written } = await ask(["", "", "email-capture, activity", "", ""], {
      knownPlugins: known,
    })
    expect(answers.plugins).toEqual([pluginFor("email-capture"), pluginFor("activity")])
    expect(written).toContain("Plugins (comma-separated: activity, email-capture) (none): ")
  })

  it("fails when the input ends before every question is answered", async () => {
    await expect(ask(["abc"])).rejects.toEqual(
      new CliError({ message: "The input ended before every question was answered." }),
    )
  })

  it("asks nothing under --yes: every value not given takes its default", async () => {
    const { answers, written } = await ask([], { yes: true, given: { theme: "dark" } })
    expect(answers).toEqual({
      projectId: "YOUR_PROJECT_ID",
      networks: ["eip155:1", "eip155:8453"],
      plugins: [],
      theme: "dark",
      packageManager: "npm",
    })
    expect(written).toBe("")
  })

  it("without a terminal, names the flags that would give the missing values", async () => {
    await expect(
      askInitAnswers({
        given: { networks: ["eip155:1"] },
        yes: false,
        input: undefined,
        output: new PassThrough(),
        knownPlugins: [],
        defaultPackageManager: "npm",
      }),
    ).rejects.toEqual(
      new CliError({
        message:
          "No terminal to ask questions on: pass --project-id, --theme and --package-manager, or --yes to take the defaults.",
      }),
    )
  })

  it("without a terminal, needs nothing when the flags give every value", async () => {
    const given = {
      projectId: "p",
      networks: ["eip155:1"],
      theme: "light",
      packageManager: "npm",
    } as const
    await expect(
      askInitAnswers({
        given,
        yes: false,
        input: undefined,
        output: new PassThrough(),
        knownPlugins: [],
        defaultPackageManager: "npm",
      }),
    ).resolves.toEqual({ ...given, plugins: [] })
  })
})
