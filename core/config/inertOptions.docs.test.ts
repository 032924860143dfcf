import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { foyerDevnet } from "../chains/foyerDevnet"
import { Features, type FeaturesInput } from "./Features"
import type { FoyerConfigInput } from "./FoyerConfig"
import { inertOptions } from "./inertOptions"

/** docs/configure.md, as the repository holds it. */
const configureMd = readFileSync(
  fileURLToPath(new URL("../../docs/configure.md", import.meta.url)),
  "utf8",
)

/**
 * The options named in the first column of the table under "Options that change nothing
 * yet". A name without a dot in a cell whose first name has one is short for it:
 * "`features.swaps`, `onramp`" names `features.swaps` and `features.onramp`.
 */
const documentedInert = (markdown: string): ReadonlyArray<string> => {
  const section = markdown.split("\n## Options that change nothing yet\n")[1]?.split("\n## ")[0]
  if (section === undefined) return []
  return section
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .flatMap((row) => {
      const names = [...(row.split("|")[1] ?? "").matchAll(/`([^`]+)`/g)].map(([, name]) => name)
      const first = names[0] ?? ""
      const prefix = first.slice(0, first.lastIndexOf(".") + 1)
      return names.flatMap((name) =>
        name === undefined ? [] : [name.includes(".") ? name : `${prefix}${name}`],
      )
    })
}

/** Every feature flag on (socials: the default providers), as a developer may write them. */
const everyFlagOn = (): FeaturesInput => {
  const defaults = Schema.decodeUnknownSync(Features)({})
  const on: Record<string, unknown> = { ...defaults }
  for (const [flag, value] of Object.entries(defaults))
    if (typeof value === "boolean") on[flag] = true
  return Schema.encodeSync(Features)(Schema.decodeUnknownSync(Features)(on))
}

/**
 * Each option of the configuration with values to try: both of a boolean, each literal of a
 * choice, a set value of the others. Typed by the configuration, so an option added there
 * must be added here too, and a rule inertOptions gains for it is then tried.
 */
const everyOption: {
  readonly [K in keyof FoyerConfigInput]-?: ReadonlyArray<Exclude<FoyerConfigInput[K], undefined>>
} = {
  projectId: ["p"],
  networks: [["eip155:1"]],
  defaultNetwork: ["eip155:1"],
  customNetworks: [[foyerDevnet("http://127.0.0.1:8545")]],
  metadata: [{ name: "d", description: "", url: "https://example.com", icons: [] }],
  features: [everyFlagOn()],
  remoteFeatures: [everyFlagOn()],
  siwx: [{}, { required: true }],
  defaultAccountTypes: [{}, { eip155: "eoa" }],
  enableReconnect: [true, false],
  enableNetworkSwitch: [true, false],
  allowUnsupportedChain: [true, false],
  signOutOnDisconnect: [true, false],
  coinbasePreference: ["all", "smartWalletOnly", "eoaOnly"],
  tokens: [{ "eip155:1": { address: `0x${"1".repeat(40)}` } }],
  pendingTransactionsFilter: [{ enable: true }],
  allWallets: ["SHOW", "HIDE", "ONLY_MOBILE"],
  includeWalletIds: [["w"]],
  excludeWalletIds: [["w"]],
  featuredWalletIds: [["w"]],
  walletCatalogue: [true, false],
  termsConditionsUrl: ["https://example.com/terms"],
  privacyPolicyUrl: ["https://example.com/privacy"],
  themeMode: ["light", "dark"],
  themeVariables: [{ accent: "#000" }],
  locale: ["de"],
  endpoints: [{ rpcUrl: "https://rpc.example" }],
  walletConnectWallets: [[{ id: "w", name: "W", link: "https://w.example" }]],
  manualWCControl: [true, false],
  embedded: [true, false],
  analyticsConsent: [true, false],
}

/**
 * Every option inertOptions can call inert: each option's values tried alone, no plugin
 * listed and no legal URL (what makes the most options inert). A remote flag is the flag.
 */
const reportedInert = (): ReadonlyArray<string> => {
  const minimal: FoyerConfigInput = { projectId: "p", networks: ["eip155:1"] }
  const paths = Object.entries(everyOption).flatMap(([option, values]) =>
    values.flatMap((value) =>
      inertOptions({ ...minimal, [option]: value }, []).map(({ path }) =>
        path.replace(/^remoteFeatures\./, "features."),
      ),
    ),
  )
  return [...new Set(paths)]
}

describe("docs/configure.md's options that change nothing yet (spec 3, 6)", () => {
  const documented = documentedInert(configureMd)
  const reported = reportedInert()

  it("reads the table (its heading and rows are where this test looks)", () => {
    expect(documented).toContain("coinbasePreference")
    expect(documented).toContain("features.onramp")
  })

  it("every option foyer doctor and the development warning can name is in the table", () => {
    expect(reported.filter((path) => !documented.includes(path))).toEqual([])
  })

  it("every option in the table is one they name", () => {
    expect(documented.filter((path) => !reported.includes(path))).toEqual([])
  })
})
