import { Effect } from "effect"
import { afterEach, describe, expect, it, vi } from "vitest"
import { makeKernel } from "../Kernel"
import { isDevelopment, warnInertOptions } from "./warnInertOptions"

const minimal = { projectId: "p", networks: ["eip155:1"] }

const warningsOf = async (run: () => Promise<unknown> | unknown) => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {})
  try {
    await run()
    return warn.mock.calls.map((call) => call.join(" "))
  } finally {
    warn.mockRestore()
  }
}

afterEach(() => {
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
})

describe("the development warning about options that change nothing", () => {
  it("a development kit warns once, at its start, naming each inert option and why", async () => {
    vi.stubEnv("NODE_ENV", "development")
    const warnings = await warningsOf(async () => {
      const kernel = await Effect.runPromise(
        makeKernel(
          {
            ...minimal,
            coinbasePreference: "smartWalletOnly",
            features: { providerAuthentication: true },
          },
          { isMobile: false },
        ),
      )
      await kernel.dispose()
    })
    expect(warnings).toEqual([
      [
        '[foyer] These options have no effect in this kit (foyer doctor says so too; docs/configure.md "Options that change nothing yet"):',
        "- coinbasePreference: Foyer has no Coinbase connector (the Coinbase Wallet SDK): Coinbase Wallet connects as a browser wallet or over WalletConnect, with no smart-wallet or EOA mode to choose",
        "- features.providerAuthentication: sign-in handled by the provider is not built; sign-in with the wallet is the siwx plugin",
      ].join("\n"),
    ])
  })

  it("a production build never warns (NODE_ENV is production)", async () => {
    vi.stubEnv("NODE_ENV", "production")
    expect(isDevelopment()).toBe(false)
    const warnings = await warningsOf(async () => {
      const kernel = await Effect.runPromise(
        makeKernel({ ...minimal, coinbasePreference: "eoaOnly" }, { isMobile: false }),
      )
      await kernel.dispose()
    })
    expect(warnings).toEqual([])
  })

  it("a kit whose every option acts says nothing, in development too", async () => {
    vi.stubEnv("NODE_ENV", "development")
    const warnings = await warningsOf(async () => {
      const kernel = await Effect.runPromise(
        makeKernel({ ...minimal, coinbasePreference: "all" }, { isMobile: false }),
      )
      await kernel.dispose()
    })
    expect(warnings).toEqual([])
  })

  it("one inert option is said in the singular", async () => {
    const warnings = await warningsOf(() =>
      warnInertOptions({ ...minimal, features: { multiWallet: true } }, [], () => true),
    )
    expect(warnings).toEqual([
      '[foyer] This option has no effect in this kit (foyer doctor says so too; docs/configure.md "Options that change nothing yet"):\n- features.multiWallet: it only turns on a plugin, and no listed plugin is turned on by it',
    ])
  })

  it("a page without process (modules loaded unbundled) is taken for production: no warning", () => {
    vi.stubGlobal("process", undefined)
    expect(isDevelopment()).toBe(false)
  })
})
