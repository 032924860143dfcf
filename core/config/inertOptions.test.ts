import { readdirSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import type { PluginMeta } from "../plugins/PluginMeta"
import { pluginFeatures } from "../plugins/pluginFeatures"
import { type FeatureFlag, Features } from "./Features"
import type { FoyerConfigInput } from "./FoyerConfig"
import { inertOptions, kernelFlags } from "./inertOptions"

const minimal: FoyerConfigInput = { projectId: "p", networks: ["eip155:1"] }
const paths = (input: Partial<FoyerConfigInput>, listed: Parameters<typeof inertOptions>[1] = []) =>
  inertOptions({ ...minimal, ...input }, listed).map((option) => option.path)

/** Every shipped plugin's meta.ts. */
const shippedMetas = async (): Promise<ReadonlyArray<PluginMeta>> => {
  const plugins = fileURLToPath(new URL("../../plugins/", import.meta.url))
  const folders = readdirSync(plugins, { withFileTypes: true }).filter((e) => e.isDirectory())
  const metas = await Promise.all(
    folders.map(async (folder) => {
      const meta: unknown = await import(`../../plugins/${folder.name}/meta.ts`).catch(
        () => undefined,
      )
      return (meta as { default?: PluginMeta } | undefined)?.default
    }),
  )
  return metas.filter((meta) => meta !== undefined)
}

describe("inertOptions", () => {
  it("nothing when only defaults and acting options are set", () => {
    expect(
      paths({
        coinbasePreference: "all",
        features: { email: false, socials: false, branding: true, legalCheckbox: false },
        termsConditionsUrl: "https://example.com/terms",
        enableNetworkSwitch: false,
      }),
    ).toEqual([])
  })

  it("coinbasePreference other than all (spec 3): Foyer has no Coinbase connector", () => {
    const [option] = inertOptions({ ...minimal, coinbasePreference: "smartWalletOnly" }, [])
    expect(option).toEqual({
      path: "coinbasePreference",
      reason:
        "Foyer has no Coinbase connector (the Coinbase Wallet SDK): Coinbase Wallet connects as a browser wallet or over WalletConnect, with no smart-wallet or EOA mode to choose",
    })
    expect(paths({ coinbasePreference: "eoaOnly" })).toEqual(["coinbasePreference"])
  })

  it("defaultAccountTypes (spec 3, 9): no smart accounts yet, whatever is set", () => {
    expect(paths({ defaultAccountTypes: { eip155: "eoa" } })).toEqual(["defaultAccountTypes"])
  })

  it("socials and email on only turn the embedded-wallet plugin on; turned off they are fine", () => {
    const found = inertOptions({ ...minimal, features: { email: true, socials: ["google"] } }, [])
    expect(found).toEqual([
      {
        path: "features.socials",
        reason: "it only turns on a plugin, and no listed plugin is turned on by it",
      },
      {
        path: "features.email",
        reason: "it only turns on a plugin, and no listed plugin is turned on by it",
      },
    ])
    const wallet = [{ id: "embedded-wallet", feature: ["email", "socials"] as const }]
    expect(paths({ features: { email: true, socials: ["google", "github"] } }, wallet)).toEqual([])
    expect(paths({ features: { socials: [] } })).toEqual([])
  })

  it("socials naming Farcaster, with the embedded wallet listed, change something: its Farcaster button signs in", () => {
    const wallet = [{ id: "embedded-wallet", feature: ["email", "socials"] as const }]
    expect(
      inertOptions({ ...minimal, remoteFeatures: { socials: ["farcaster"] } }, wallet),
    ).toEqual([])
    expect(paths({ features: { socials: ["google", "farcaster"] } }, wallet)).toEqual([])
  })

  it("providerAuthentication and payments on change nothing", () => {
    expect(paths({ features: { providerAuthentication: true, payments: true } })).toEqual([
      "features.providerAuthentication",
      "features.payments",
    ])
  })

  it("multiWallet on changes nothing only without the multi-wallet plugin listed (it only turns that plugin on)", () => {
    expect(inertOptions({ ...minimal, features: { multiWallet: true } }, [])).toEqual([
      {
        path: "features.multiWallet",
        reason: "it only turns on a plugin, and no listed plugin is turned on by it",
      },
    ])
    expect(
      paths({ features: { multiWallet: true } }, [{ id: "multi-wallet", feature: "multiWallet" }]),
    ).toEqual([])
  })

  it("a remote feature wins over the local one, and is named where it is set", () => {
    expect(
      paths({ features: { multiWallet: true }, remoteFeatures: { multiWallet: false } }),
    ).toEqual([])
    expect(paths({ remoteFeatures: { providerAuthentication: true } })).toEqual([
      "remoteFeatures.providerAuthentication",
    ])
  })

  it("the legal checkbox (spec 9) with neither legal URL has nothing to agree to", () => {
    expect(paths({ features: { legalCheckbox: true } })).toEqual(["features.legalCheckbox"])
    expect(
      paths({
        features: { legalCheckbox: true },
        privacyPolicyUrl: "https://example.com/privacy",
      }),
    ).toEqual([])
  })

  it("a flag that only turns a plugin on, set on with no such plugin listed", () => {
    const [option] = inertOptions({ ...minimal, features: { swaps: true, onramp: false } }, [])
    expect(option).toEqual({
      path: "features.swaps",
      reason: "it only turns on a plugin, and no listed plugin is turned on by it",
    })
    expect(paths({ features: { swaps: true } }, [{ id: "my-swap", feature: "swaps" }])).toEqual([])
  })

  it("siwx and signOutOnDisconnect without the siwx plugin", () => {
    const options = { siwx: { required: true }, signOutOnDisconnect: false }
    expect(inertOptions({ ...minimal, ...options }, [])).toEqual([
      { path: "siwx", reason: "only the siwx plugin reads it, and it is not listed in plugins" },
      {
        path: "signOutOnDisconnect",
        reason: "only the siwx plugin reads it, and it is not listed in plugins",
      },
    ])
    expect(paths(options, [{ id: "siwx" }])).toEqual([])
  })

  it("kernelFlags and the shipped plugins' flags cover every boolean flag, apart", async () => {
    const pluginFlags = new Set<string>(
      (await shippedMetas()).flatMap((meta) => pluginFeatures(meta.feature)),
    )
    expect([...pluginFlags].filter((flag) => kernelFlags.has(flag as FeatureFlag))).toEqual([])
    const defaults = Schema.decodeUnknownSync(Features)({})
    const booleanFlags = Object.entries(defaults)
      .filter(([, value]) => typeof value === "boolean")
      .map(([flag]) => flag)
    expect(
      booleanFlags.filter(
        (flag) => !kernelFlags.has(flag as never) && !pluginFlags.has(flag as never),
      ),
    ).toEqual([])
  })
})
