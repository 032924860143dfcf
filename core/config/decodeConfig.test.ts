import { Cause, Effect, Exit, Option } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { foyerDevnet } from "../chains/foyerDevnet"
import { KitError } from "../errors/KitError"
import {
  ConfigInvalidError,
  decodeConfig,
  decodeResolvedConfig,
  validateConfig,
} from "./decodeConfig"
import { resolveNetworks } from "./resolveNetworks"

const minimal = { projectId: "demo", networks: ["eip155:1"] }
const decode = (input: unknown) => Effect.runSyncExit(decodeConfig(input))
const decoded = (input: unknown) => Effect.runSync(decodeConfig(input))
const failure = (input: unknown) => {
  const exit = decode(input)
  if (Exit.isSuccess(exit)) throw new Error("expected the configuration to be rejected")
  return Effect.runSync(Effect.flip(decodeConfig(input)))
}

describe("configuration defaults (spec 9)", () => {
  it("features default: swaps, onramp, email, activity, branding on; multiWallet off", () => {
    const { features } = decoded(minimal)
    expect([
      features.swaps,
      features.onramp,
      features.email,
      features.activity,
      features.branding,
    ]).toEqual([true, true, true, true, true])
    expect(features.multiWallet).toBe(false)
  })

  it("features receive, send, analytics and all wallets on; legal checkbox off", () => {
    const { features } = decoded(minimal)
    expect([features.receive, features.send, features.analytics, features.allWallets]).toEqual([
      true,
      true,
      true,
      true,
    ])
    expect(features.legalCheckbox).toBe(false)
  })

  it("default socials: google, x, discord, farcaster, github, apple, facebook", () => {
    expect(decoded(minimal).features.socials).toEqual([
      "google",
      "x",
      "discord",
      "farcaster",
      "github",
      "apple",
      "facebook",
    ])
  })

  it("wallet feature order: onramp, swaps, receive, send", () => {
    expect(decoded(minimal).features.walletFeatureOrder).toEqual([
      "onramp",
      "swaps",
      "receive",
      "send",
    ])
  })

  it("connector order: walletConnect, recent, injected, featured, custom, external, recommended", () => {
    expect(decoded(minimal).features.connectorOrder).toEqual([
      "walletConnect",
      "recent",
      "injected",
      "featured",
      "custom",
      "external",
      "recommended",
    ])
  })

  it("default account types: bitcoin payment, EVM smartAccount, polkadot and Solana eoa", () => {
    expect(decoded(minimal).defaultAccountTypes).toEqual({
      bip122: "payment",
      eip155: "smartAccount",
      polkadot: "eoa",
      solana: "eoa",
    })
  })

  it("coinbasePreference defaults to all, enableNetworkSwitch to true, sign-out on disconnect to true", () => {
    const config = decoded(minimal)
    expect(config.coinbasePreference).toBe("all")
    expect(config.enableNetworkSwitch).toBe(true)
    expect(config.signOutOnDisconnect).toBe(true)
    expect(config.enableReconnect).toBe(true)
  })

  it("pending transactions: filter disabled by default, polling 30000 ms", () => {
    expect(decoded(minimal).pendingTransactionsFilter).toEqual({
      enable: false,
      pollingInterval: 30_000,
    })
    expect(
      decoded({ ...minimal, pendingTransactionsFilter: { enable: true } })
        .pendingTransactionsFilter,
    ).toEqual({ enable: true, pollingInterval: 30_000 })
    expect(
      decoded({ ...minimal, pendingTransactionsFilter: { enable: true, pollingInterval: 5000 } })
        .pendingTransactionsFilter,
    ).toEqual({ enable: true, pollingInterval: 5000 })
  })

  it("a pending-transaction polling interval that is not a whole number of ms above 0 is named", () => {
    for (const pollingInterval of [0, -1, 1.5, "30000"]) {
      const error = failure({ ...minimal, pendingTransactionsFilter: { pollingInterval } })
      expect(error).toBeInstanceOf(ConfigInvalidError)
      expect((error as ConfigInvalidError).issues.map((issue) => issue.path)).toEqual([
        "pendingTransactionsFilter.pollingInterval",
      ])
    }
  })

  it("a primary token (tokens option) on an EVM network must be a contract address, named by field", () => {
    const token = "0x5FbDB2315678afecb367f032d93F642f64180aa3"
    expect(decoded({ ...minimal, tokens: { "eip155:1": { address: token } } }).tokens).toEqual({
      "eip155:1": { address: token },
    })
    const error = failure({ ...minimal, tokens: { "eip155:1": { address: "USDC" } } })
    expect((error as ConfigInvalidError).issues).toEqual([
      {
        path: "tokens.eip155:1.address",
        message: "Expected an EVM address (0x and 40 hex digits)",
      },
    ])
  })

  it("keeps what the developer set over the defaults", () => {
    const config = decoded({
      ...minimal,
      features: { swaps: false, socials: ["github"] },
      defaultAccountTypes: { eip155: "eoa" },
      coinbasePreference: "eoaOnly",
    })
    expect(config.features.swaps).toBe(false)
    expect(config.features.onramp).toBe(true)
    expect(config.features.socials).toEqual(["github"])
    expect(config.defaultAccountTypes.eip155).toBe("eoa")
    expect(config.defaultAccountTypes.solana).toBe("eoa")
    expect(config.coinbasePreference).toBe("eoaOnly")
  })
})

describe("invalid configuration fails at start-up", () => {
  it("a missing project id is APKT008", () => {
    const error = failure({ networks: ["eip155:1"] })
    expect(error).toBeInstanceOf(KitError)
    expect(error).toMatchObject({ _tag: "KitError", code: "APKT008" })
    expect(error.message).toBe("Project ID Missing: set projectId")
  })

  it("an empty project id is APKT008 too", () => {
    expect(failure({ ...minimal, projectId: "" })).toMatchObject({ code: "APKT008" })
  })

  it("names the field and what was expected", () => {
    const error = failure({ ...minimal, features: { swaps: "yes" }, themeMode: "blue" })
    expect(error).toBeInstanceOf(ConfigInvalidError)
    expect(error.message).toBe(
      'Invalid Foyer configuration:\n- features.swaps: Expected boolean\n- themeMode: Expected "light" | "dark"',
    )
  })

  it("names array positions in the path", () => {
    expect(validateConfig({ ...minimal, networks: ["eip155:1", "mainnet"] })).toEqual([
      { path: "networks[1]", message: 'Expected a CAIP-2 network id such as "eip155:1"' },
    ])
  })

  it("rejects an unknown option so a typo is caught", () => {
    expect(validateConfig({ ...minimal, enableNetworkSwich: false })).toEqual([
      { path: "enableNetworkSwich", message: "Unknown option" },
    ])
  })

  it("requires at least one network", () => {
    expect(validateConfig({ projectId: "p", networks: [] })).toEqual([
      { path: "networks", message: "At least one network is required" },
    ])
  })

  it("lists every problem, with APKT008 on the project id", () => {
    expect(validateConfig({ networks: ["eip155:1"], metadata: { name: "x" } })).toEqual([
      { path: "projectId", message: "Project ID Missing", code: "APKT008" },
      { path: "metadata.description", message: "Missing key" },
      { path: "metadata.url", message: "Missing key" },
      { path: "metadata.icons", message: "Missing key" },
    ])
  })

  it("a valid configuration has no issues", () => {
    expect(validateConfig(minimal)).toEqual([])
  })
})

describe("networks", () => {
  it("an unknown network is named with its position", () => {
    expect(validateConfig({ ...minimal, networks: ["eip155:1", "eip155:999"] })).toEqual([
      { path: "networks[1]", message: 'Unknown network "eip155:999": add it to customNetworks' },
    ])
  })

  it("a custom network makes its id known", () => {
    const devnet = foyerDevnet("http://127.0.0.1:8545")
    const config = decoded({ ...minimal, networks: ["eip155:31337"], customNetworks: [devnet] })
    const resolution = resolveNetworks(config)
    expect(resolution._tag === "Resolved" && resolution.defaultNetwork.name).toBe("Foyer Devnet")
  })

  it("the default network must be one of the networks", () => {
    expect(validateConfig({ ...minimal, defaultNetwork: "eip155:10" })).toEqual([
      { path: "defaultNetwork", message: '"eip155:10" is not one of networks' },
    ])
  })

  it("reports every unknown network even when another field is invalid", () => {
    const devnet = foyerDevnet("http://127.0.0.1:8545")
    expect(
      validateConfig({
        ...minimal,
        themeMode: "sepia",
        networks: ["eip155:999999", "nope", "eip155:888888", "eip155:777777", "eip155:31337"],
        // A valid custom network makes its id known; an invalid one's id is explained by the
        // network's own issues, not by "add it to customNetworks".
        customNetworks: [{ caipNetworkId: "eip155:777777" }, devnet],
      }),
    ).toEqual([
      { path: "networks[1]", message: 'Expected a CAIP-2 network id such as "eip155:1"' },
      { path: "customNetworks[0].id", message: "Missing key" },
      { path: "customNetworks[0].chainNamespace", message: "Missing key" },
      { path: "customNetworks[0].name", message: "Missing key" },
      { path: "customNetworks[0].nativeCurrency", message: "Missing key" },
      { path: "customNetworks[0].rpcUrls", message: "Missing key" },
      { path: "themeMode", message: 'Expected "light" | "dark"' },
      { path: "networks[0]", message: 'Unknown network "eip155:999999": add it to customNetworks' },
      { path: "networks[2]", message: 'Unknown network "eip155:888888": add it to customNetworks' },
    ])
  })

  it("the first network is the default when none is named", () => {
    const resolution = resolveNetworks(
      decoded({ ...minimal, networks: ["eip155:8453", "eip155:1"] }),
    )
    expect(resolution._tag === "Resolved" && resolution.defaultNetwork.caipNetworkId).toBe(
      "eip155:8453",
    )
  })
})

describe("decodeResolvedConfig", () => {
  it("hands back the networks it resolved, the default one first unless defaultNetwork says", () => {
    const resolved = Effect.runSync(
      decodeResolvedConfig({
        projectId: "p",
        networks: ["eip155:1", "eip155:10"],
        defaultNetwork: "eip155:10",
      }),
    )
    expect(resolved.networks.map((n) => n.caipNetworkId)).toEqual(["eip155:1", "eip155:10"])
    expect(resolved.defaultNetwork.caipNetworkId).toBe("eip155:10")
    expect(resolved.config.projectId).toBe("p")
  })

  it("fails like decodeConfig on an unknown network", () => {
    const failure = Effect.runSync(
      Effect.flip(decodeResolvedConfig({ projectId: "p", networks: ["eip155:999999"] })),
    )
    expect(failure).toBeInstanceOf(ConfigInvalidError)
    expect((failure as ConfigInvalidError).issues).toEqual([
      { path: "networks[0]", message: 'Unknown network "eip155:999999": add it to customNetworks' },
    ])
  })
})

describe("links and images from the configuration (issue 11: hostile input)", () => {
  const wallet = (link: string) => ({ id: "w", name: "Wallet", link })
  const linkIssues = (link: string) =>
    validateConfig({
      ...minimal,
      walletConnectWallets: [wallet("https://ok.example"), wallet(link)],
    })

  it.each([
    "javascript://%0aalert(document.cookie)",
    "vbscript://msgbox(1)",
    "data://text/html,<script>alert(1)</script>",
    "file:///etc/passwd",
    "blob://https://dapp.example/uuid",
    "about://blank",
    "filesystem://https://dapp.example/x",
    "view-source://https://dapp.example",
  ])("a wallet link %s is rejected, naming the field", (link) => {
    const scheme = link.slice(0, link.indexOf(":") + 1)
    expect(linkIssues(link)).toEqual([
      {
        path: "walletConnectWallets[1].link",
        message: `Expected a universal (https://) or native (scheme://) link, not a ${scheme} URL`,
      },
    ])
  })

  it.each([
    "JavaScript://%0aalert(1)",
    "javascript:alert(1)",
    " javascript://x",
    "java\tscript://x",
    "data:text/html,x",
  ])("a wallet link %j that is not a plain scheme:// link is rejected", (link) => {
    expect(linkIssues(link)).toEqual([
      {
        path: "walletConnectWallets[1].link",
        message: "Expected a universal (https://) or native (scheme://) link",
      },
    ])
  })

  it.each([
    "https://metamask.app.link",
    "http://localhost:5173/wallet",
    "metamask://",
    "trust://",
    "rainbow://wc",
    "intent://wc#Intent;scheme=wallet;end",
  ])("a wallet's own link %s is accepted", (link) => {
    expect(linkIssues(link)).toEqual([])
  })

  it("a wallet name disguised with bidi and invisible characters decodes clean", () => {
    const config = decoded({
      ...minimal,
      walletConnectWallets: [
        { id: "a", name: "\u202Etsurt\u200B", link: "trust://" },
        { id: "b", name: "\u2066\u2069", link: "https://b.example" },
      ],
    })
    expect(config.walletConnectWallets.map((w) => w.name)).toEqual(["tsurt", "Unknown Wallet"])
  })

  it("a custom network's explorer and image must be web URLs, named by field", () => {
    const devnet = foyerDevnet("http://127.0.0.1:8545")
    const hostile = {
      ...devnet,
      blockExplorers: { default: { name: "Evil", url: "javascript:alert(1)" } },
      assets: { imageUrl: "javascript:alert(2)" },
    }
    expect(
      validateConfig({ ...minimal, networks: ["eip155:31337"], customNetworks: [hostile] }),
    ).toEqual([
      {
        path: "customNetworks[0].blockExplorers.default.url",
        message: "Expected an http(s) URL",
      },
      {
        path: "customNetworks[0].assets.imageUrl",
        message: "Expected an http(s) or data:image/ URL",
      },
    ])
  })

  it("a custom network with a web explorer and a data:image/ icon is accepted", () => {
    const devnet = foyerDevnet("http://127.0.0.1:8545")
    const network = {
      ...devnet,
      blockExplorers: { default: { name: "Local", url: "http://127.0.0.1:4000" } },
      assets: { imageUrl: "data:image/svg+xml;base64,PHN2Zy8+" },
    }
    expect(
      validateConfig({ ...minimal, networks: ["eip155:31337"], customNetworks: [network] }),
    ).toEqual([])
  })
})

/** Anything a page might pass: JSON values and odd JavaScript values, nested. */
const anything = fc.anything({
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withNullPrototype: true,
  withSet: true,
  withSparseArray: true,
  withTypedArray: true,
})

/** Configurations close to valid, each field valid, hostile or of the wrong type. */
const nearlyValid = fc.record(
  {
    projectId: fc.oneof(fc.string(), anything),
    networks: fc.oneof(
      fc.array(fc.constantFrom("eip155:1", "eip155:10", "eip155:31337", "x")),
      anything,
    ),
    defaultNetwork: fc.oneof(fc.constantFrom("eip155:1", "eip155:10"), anything),
    customNetworks: fc.oneof(
      fc.array(
        fc.record({
          id: fc.oneof(fc.constant(31337), anything),
          caipNetworkId: fc.oneof(fc.constant("eip155:31337"), anything),
          chainNamespace: fc.oneof(fc.constant("eip155"), anything),
          name: fc.string(),
          nativeCurrency: fc.oneof(
            fc.constant({ name: "Ether", symbol: "ETH", decimals: 18 }),
            anything,
          ),
          rpcUrls: fc.oneof(
            fc.constant({ default: { http: ["http://127.0.0.1:8545"] } }),
            anything,
          ),
          blockExplorers: fc.record({
            default: fc.record({ name: fc.string(), url: fc.string() }),
          }),
          assets: fc.record({ imageUrl: fc.oneof(fc.string(), fc.webUrl()) }),
        }),
      ),
      anything,
    ),
    walletConnectWallets: fc.oneof(
      fc.array(
        fc.record({
          id: fc.string(),
          name: fc.string(),
          link: fc.oneof(
            fc.webUrl(),
            fc.string(),
            fc.constantFrom("javascript://x", "metamask://", "data://x"),
          ),
          icon: fc.oneof(fc.webUrl(), fc.string()),
        }),
      ),
      anything,
    ),
    metadata: anything,
    features: anything,
    endpoints: anything,
    tokens: anything,
    themeVariables: anything,
  },
  { requiredKeys: [] },
)

describe("decodeConfig on hostile input", () => {
  it("options whose getter throws are a configuration error, not a crash", () => {
    const input = {
      networks: ["eip155:1"],
      get projectId(): string {
        throw Object.create(null)
      },
    }
    expect(validateConfig(input)).toEqual([
      { path: "(root)", message: "Could not read the configuration: reading it threw" },
    ])
    expect(failure(input)).toBeInstanceOf(ConfigInvalidError)
  })

  it("a Proxy that throws on every trap is a configuration error, not a crash", () => {
    const trap = () => {
      throw new Error("trap")
    }
    const input = new Proxy(
      {},
      { get: trap, has: trap, ownKeys: trap, getOwnPropertyDescriptor: trap },
    )
    expect(validateConfig(input)).toEqual([
      { path: "(root)", message: "Could not read the configuration: reading it threw" },
    ])
  })
})

describe("decodeConfig on hostile input (property)", () => {
  it("never throws: anything decodes, or fails with ConfigInvalidError or KitError APKT008", () => {
    fc.assert(
      fc.property(fc.oneof(anything, fc.jsonValue(), nearlyValid), (input) => {
        const exit = Effect.runSyncExit(decodeConfig(input))
        if (Exit.isFailure(exit)) {
          const error = Cause.findErrorOption(exit.cause)
          expect(Option.isSome(error)).toBe(true)
          const failed = Option.getOrThrow(error)
          expect(failed instanceof ConfigInvalidError || failed instanceof KitError).toBe(true)
          if (failed instanceof KitError) expect(failed.code).toBe("APKT008")
          else expect(failed.issues.length).toBeGreaterThan(0)
        }
        const issues = validateConfig(input)
        expect(issues.length === 0).toBe(Exit.isSuccess(exit))
      }),
      { numRuns: 200 },
    )
  })
})

describe("locale (issue 18)", () => {
  it("is optional and kept as written (the kernel matches it to a supported language)", () => {
    expect(decoded(minimal).locale).toBeUndefined()
    expect(decoded({ ...minimal, locale: "ar-EG" }).locale).toBe("ar-EG")
  })

  it("a value that is not a BCP 47 tag fails, naming the field", () => {
    expect(failure({ ...minimal, locale: "Arabic please" }).message).toBe(
      'Invalid Foyer configuration:\n- locale: Expected a BCP 47 language tag such as "ar-EG"',
    )
  })
})
