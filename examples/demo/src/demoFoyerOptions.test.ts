import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { foyerBitcoinRegtestCaipNetworkId } from "../../../core/chains/foyerDevnet"
import { makeKernel } from "../../../core/Kernel"
import { Storage } from "../../../core/storage/Storage"
import {
  demoBitcoin,
  demoCapture,
  demoEmail,
  demoFoyerOptions,
  demoLegal,
  demoLook,
  demoMultiWallet,
  demoPlugins,
  demoSignIn,
  demoSolana,
} from "./demoFoyerOptions"

const config = {
  projectId: "demo",
  apiUrl: "http://127.0.0.1:4000",
  analyticsUrl: "http://127.0.0.1:4000",
  rpcUrl: "http://127.0.0.1:4000/v1/",
  relayUrl: "ws://127.0.0.1:4001",
  walletConnectWalletUrl: "http://127.0.0.1:4002/",
  sandboxWallet: false,
  solanaWallet: false,
}

describe("demoFoyerOptions", () => {
  it("configures both EVM devnets and the Solana devnet, reached through the sandbox RPC, and every plugin", async () => {
    const options = demoFoyerOptions(config, "http://127.0.0.1:5000")
    expect(options.plugins).toEqual(demoPlugins)
    expect(demoPlugins.map((plugin) => plugin.id)).toEqual([
      "send",
      "receive",
      "activity",
      "names",
      "onramp",
      "pay",
      "swap",
      "solana",
    ])
    const kernel = await Effect.runPromise(makeKernel(options, { storage: Storage.layerMemory }))
    try {
      // Send's and Receive's views and Account actions exist in the demo's kit.
      expect(kernel.isViewAvailable("Send")).toBe(true)
      expect(kernel.isViewAvailable("Receive")).toBe(true)
      expect(kernel.isViewAvailable("Activity")).toBe(true)
      expect(kernel.isViewAvailable("RegisterAccountName")).toBe(true)
      expect(kernel.isViewAvailable("OnRamp")).toBe(true)
      expect(kernel.isViewAvailable("PayWithExchange")).toBe(true)
      expect(kernel.isViewAvailable("Swap")).toBe(true)
      expect(kernel.plugins.accountActions.map((action) => [action.feature, action.view])).toEqual([
        ["onramp", "OnRamp"],
        ["swaps", "Swap"],
        ["receive", "Receive"],
        ["send", "Send"],
        ["activity", "Activity"],
        ["names", "RegisterAccountName"],
      ])
      expect(
        kernel.networks.map((network) => [network.caipNetworkId, network.name, network.rpcUrls]),
      ).toEqual([
        [
          "eip155:31337",
          "Foyer Devnet",
          {
            default: { http: ["http://127.0.0.1:4000/v1/?chainId=eip155%3A31337&projectId=demo"] },
            chainDefault: {
              http: ["http://127.0.0.1:4000/v1/?chainId=eip155%3A31337&projectId=demo"],
            },
          },
        ],
        [
          "eip155:31338",
          "Foyer Devnet 2",
          {
            default: { http: ["http://127.0.0.1:4000/v1/?chainId=eip155%3A31338&projectId=demo"] },
            chainDefault: {
              http: ["http://127.0.0.1:4000/v1/?chainId=eip155%3A31338&projectId=demo"],
            },
          },
        ],
        [
          "solana:4bqj8iGQAF33q6CNycphcsExXpAzEcrk",
          "Foyer Solana Devnet",
          {
            default: {
              http: [
                "http://127.0.0.1:4000/v1/?chainId=solana%3A4bqj8iGQAF33q6CNycphcsExXpAzEcrk&projectId=demo",
              ],
            },
            chainDefault: {
              http: [
                "http://127.0.0.1:4000/v1/?chainId=solana%3A4bqj8iGQAF33q6CNycphcsExXpAzEcrk&projectId=demo",
              ],
            },
          },
        ],
      ])
      // The default network stays the first EVM devnet: the visitor meets the EVM wallets first.
      expect(kernel.defaultNetwork.caipNetworkId).toBe("eip155:31337")
      expect(kernel.config.endpoints).toEqual({
        apiUrl: "http://127.0.0.1:4000",
        analyticsUrl: "http://127.0.0.1:4000",
        rpcUrl: "http://127.0.0.1:4000/v1/",
        relayUrl: "ws://127.0.0.1:4001",
      })
      expect(kernel.config.walletConnectWallets).toEqual([
        {
          id: "foyer-sandbox-walletconnect",
          name: "Sandbox WalletConnect Wallet",
          link: "http://127.0.0.1:4002/",
        },
      ])
      expect(kernel.config.metadata?.url).toBe("http://127.0.0.1:5000")
    } finally {
      await kernel.dispose()
    }
  })

  it("sign-in is off unless the page's query asks for it: ?siwx=optional or required, &siwxStorage=server", async () => {
    expect(demoSignIn("")).toEqual({ mode: "off", storage: "local" })
    expect(demoSignIn("?siwx=yes")).toEqual({ mode: "off", storage: "local" })
    expect(demoSignIn("?siwx=optional")).toEqual({ mode: "optional", storage: "local" })
    expect(demoSignIn("?siwx=required&siwxStorage=server")).toEqual({
      mode: "required",
      storage: "server",
    })
    expect(demoFoyerOptions(config, "http://127.0.0.1:5000").siwx).toBeUndefined()
    const options = demoFoyerOptions(config, "http://127.0.0.1:5000", "?siwx=required")
    expect(options.siwx).toEqual({ required: true })
    const kernel = await Effect.runPromise(makeKernel(options, { storage: Storage.layerMemory }))
    try {
      expect(kernel.isViewAvailable("SIWXSignMessage")).toBe(true)
      expect(kernel.plugins.connectHooks.map((hook) => hook.id)).toEqual(["siwx"])
    } finally {
      await kernel.dispose()
    }
  })

  it("lists the multi-wallet plugin when the page's query asks for it (?multiWallet=on), after the others and before sign-in", async () => {
    expect(["", "?multiWallet=yes", "?multiWallet=on"].map(demoMultiWallet)).toEqual([
      false,
      false,
      true,
    ])
    const options = (search: string) => demoFoyerOptions(config, "http://127.0.0.1:5000", search)
    expect(options("").plugins).toEqual(demoPlugins)
    expect(options("?multiWallet=on&siwx=optional").plugins?.map((plugin) => plugin.id)).toEqual([
      ...demoPlugins.map((plugin) => plugin.id),
      "multi-wallet",
      "siwx",
    ])
    const kernel = await Effect.runPromise(
      makeKernel(options("?multiWallet=on"), { storage: Storage.layerMemory }),
    )
    try {
      expect(kernel.isViewAvailable("ProfileWallets")).toBe(true)
      expect(kernel.plugins.accountActions.at(-1)?.view).toBe("ProfileWallets")
    } finally {
      await kernel.dispose()
    }
  })

  it("is an EVM-only site with ?solana=off: no solana plugin and no Solana devnet, so WalletConnect may sign in with the pairing (spec 5: only when every network is eip155)", () => {
    expect(["", "?solana=on", "?solana=off"].map(demoSolana)).toEqual([true, true, false])
    const options = (search: string) => demoFoyerOptions(config, "http://127.0.0.1:5000", search)
    expect(options("").networks).toContain("solana:4bqj8iGQAF33q6CNycphcsExXpAzEcrk")
    const evmOnly = options("?solana=off&siwx=required")
    expect(evmOnly.networks).toEqual(["eip155:31337", "eip155:31338"])
    expect(evmOnly.plugins?.map((plugin) => plugin.id)).toEqual([
      ...demoPlugins.map((plugin) => plugin.id).filter((id) => id !== "solana"),
      "siwx",
    ])
  })

  it("starts in the theme and language the page's query names (?theme=dark&lang=ar), light and the browser's language otherwise", () => {
    expect(demoLook("")).toEqual({ themeMode: "light", locale: undefined })
    expect(demoLook("?theme=dark&lang=ar")).toEqual({ themeMode: "dark", locale: "ar" })
    // Only the demo's languages and the two modes: anything else is ignored.
    expect(demoLook("?theme=sepia&lang=xx")).toEqual({ themeMode: "light", locale: undefined })
    const plain = demoFoyerOptions(config, "http://127.0.0.1:5000")
    expect([plain.themeMode, "locale" in plain]).toEqual(["light", false])
    const look = demoFoyerOptions(config, "http://127.0.0.1:5000", "?theme=dark&lang=ar")
    expect([look.themeMode, look.locale]).toEqual(["dark", "ar"])
  })

  it("shows the legal terms the page's query asks for (?legal=notice or checkbox), none otherwise", () => {
    expect(["", "?legal=yes", "?legal=notice", "?legal=checkbox"].map(demoLegal)).toEqual([
      "off",
      "off",
      "notice",
      "checkbox",
    ])
    const at = (legal: "off" | "notice" | "checkbox") =>
      demoFoyerOptions(config, "http://127.0.0.1:5000", `?legal=${legal}`)
    expect(["termsConditionsUrl" in at("off"), at("off").features]).toEqual([false, undefined])
    expect(at("notice")).toMatchObject({
      termsConditionsUrl: "https://example.com/terms",
      privacyPolicyUrl: "https://example.com/privacy",
      features: { legalCheckbox: false },
    })
    expect(at("checkbox").features).toEqual({ legalCheckbox: true })
  })

  it("is a Bitcoin site too with ?bitcoin=on: the bitcoin plugin and the sandbox's Bitcoin regtest, so WalletConnect asks for a Bitcoin account", () => {
    expect(["", "?bitcoin=yes", "?bitcoin=on"].map(demoBitcoin)).toEqual([false, false, true])
    const options = (search: string) => demoFoyerOptions(config, "http://127.0.0.1:5000", search)
    expect(options("").networks).not.toContain(foyerBitcoinRegtestCaipNetworkId)
    const withBitcoin = options("?bitcoin=on&multiWallet=on")
    expect(withBitcoin.networks).toContain(foyerBitcoinRegtestCaipNetworkId)
    expect(withBitcoin.plugins?.map((plugin) => plugin.id)).toEqual([
      ...demoPlugins.map((plugin) => plugin.id),
      "bitcoin",
      "multi-wallet",
    ])
  })

  it("offers the embedded wallet with ?email=on, and leaves pay out (spec 5: when the pay feature is on, email and socials are disabled)", () => {
    expect(["", "?email=yes", "?email=on"].map(demoEmail)).toEqual([false, false, true])
    const withSite = { ...config, secureSiteUrl: "http://localhost:4003/frame" }
    const ids = (search: string, demo: typeof config = withSite) =>
      demoFoyerOptions(demo, "http://127.0.0.1:5000", search).plugins?.map((plugin) => plugin.id)
    expect(ids("")).toEqual(demoPlugins.map((plugin) => plugin.id))
    expect(ids("?email=on")).toEqual([
      ...demoPlugins.map((plugin) => plugin.id).filter((id) => id !== "pay"),
      "embedded-wallet",
    ])
    expect(
      demoFoyerOptions(withSite, "http://127.0.0.1:5000", "?email=on").plugins?.at(-1)?.options,
    ).toEqual({ secureSiteUrl: "http://localhost:4003/frame" })
    // Without a secure site (a page served without the sandbox's), nothing changes.
    expect(ids("?email=on", config)).toEqual(demoPlugins.map((plugin) => plugin.id))
  })
  it("asks an embedded-wallet visitor for an email with ?email=on&capture=on (email capture, spec 5), handing it to the page's onEmailCaptured", () => {
    expect(["?capture=on", "?email=on", "?email=on&capture=on"].map(demoCapture)).toEqual([
      false,
      false,
      true,
    ])
    const withSite = { ...config, secureSiteUrl: "http://localhost:4003/frame" }
    const handed: Array<string> = []
    const onEmailCaptured = (email: string) => handed.push(email)
    const plugins = demoFoyerOptions(withSite, "http://127.0.0.1:5000", "?email=on&capture=on", {
      onEmailCaptured,
    }).plugins
    expect(plugins?.slice(-2).map((plugin) => plugin.id)).toEqual([
      "embedded-wallet",
      "email-capture",
    ])
    expect(plugins?.at(-1)?.options).toEqual({ onEmail: onEmailCaptured })
  })
})
