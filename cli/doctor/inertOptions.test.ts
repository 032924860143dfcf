import { writeFile } from "node:fs/promises"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { runFoyer, tempProject } from "../../test/cliHarness"
import { checkFields } from "./checkFields"

const fields = { projectId: "abc123", networks: ["eip155:1"] }

describe("foyer doctor: options that change nothing", { timeout: 60_000 }, () => {
  it("an option the kit cannot act on is a warning naming it and why; the config still passes", async () => {
    const { problems, warnings } = await checkFields(
      { ...fields, coinbasePreference: "eoaOnly", features: { email: true }, plugins: [] },
      [],
    )
    expect(problems).toEqual([])
    expect(warnings).toEqual([
      {
        path: "coinbasePreference",
        message:
          "No effect: Foyer has no Coinbase connector (the Coinbase Wallet SDK): Coinbase Wallet connects as a browser wallet or over WalletConnect, with no smart-wallet or EOA mode to choose",
      },
      {
        path: "features.email",
        message: "No effect: it only turns on a plugin, and no listed plugin is turned on by it",
      },
    ])
  })

  it("a plugin's flag or option counts as acting once that plugin is listed", async () => {
    const options = { ...fields, features: { swaps: true }, siwx: { required: true } }
    const unlisted = await checkFields({ ...options, plugins: [] }, [])
    expect(unlisted.warnings.map((w) => w.path)).toEqual(["siwx", "features.swaps"])
    const listed = await checkFields(
      { ...options, plugins: [{ id: "swap", feature: "swaps" }, { id: "siwx" }] },
      [],
    )
    expect(listed.warnings).toEqual([])
  })

  it("a config the schema refuses lists its problems, not the options' effects", async () => {
    const { problems, warnings } = await checkFields(
      { ...fields, coinbasePreference: "eoaOnly", enableReconnect: "yes", plugins: [] },
      [],
    )
    expect(problems.map((p) => p.path)).toEqual(["enableReconnect"])
    expect(warnings).toEqual([])
  })

  it("the command prints them as warnings, exit code 0 (spec 3: coinbasePreference, legal checkbox without a legal URL)", async () => {
    const { dir, linkFoyer } = await tempProject()
    await linkFoyer()
    await writeFile(
      join(dir, "foyer.config.ts"),
      `import type { FoyerOptions } from "foyer-kit/react"

const config = {
  projectId: "abc123",
  networks: ["eip155:1"],
  coinbasePreference: "smartWalletOnly",
  features: { legalCheckbox: true },
  plugins: [],
} satisfies FoyerOptions

export default config
`,
    )
    const run = await runFoyer(["doctor"], { cwd: dir })
    expect([run.code, run.stderr]).toEqual([
      0,
      [
        "⚠ foyer.config.ts: 2 warnings",
        "  coinbasePreference: No effect: Foyer has no Coinbase connector (the Coinbase Wallet SDK): Coinbase Wallet connects as a browser wallet or over WalletConnect, with no smart-wallet or EOA mode to choose",
        "  features.legalCheckbox: No effect: neither termsConditionsUrl nor privacyPolicyUrl is set: there is nothing to agree to, so no checkbox shows",
        "",
      ].join("\n"),
    ])
    expect(run.stdout).toContain("✔ foyer.config.ts: no problems found\n")
  })
})
