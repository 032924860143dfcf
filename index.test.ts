import { existsSync, readdirSync, readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"

// A change to the public API shows here in review: each entry point's export list is snapshotted.
describe("entry points", () => {
  it("foyer-kit exports the kernel's public API, the same as foyer-kit/core", {
    timeout: 30_000,
  }, async () => {
    const root = await import("./index")
    const core = await import("./core/index")
    expect(Object.keys(root).sort()).toEqual(Object.keys(core).sort())
  })

  // Importing the kernel's entry cold on a busy machine takes seconds.
  it("foyer-kit/core export list", { timeout: 30_000 }, async () => {
    expect(Object.keys(await import("./core/index")).sort()).toMatchSnapshot()
  })

  it("foyer-kit/react export list", { timeout: 30_000 }, async () => {
    expect(Object.keys(await import("./ui/index")).sort()).toMatchInlineSnapshot(`
      [
        "AccountButton",
        "ConnectButton",
        "FoyerProvider",
        "NetworkButton",
        "createFoyer",
        "darkTheme",
        "fontStacks",
        "lightTheme",
        "overlayBlurs",
        "radiusScale",
        "useDisconnect",
        "useFoyer",
        "useFoyerAccount",
        "useFoyerConnect",
        "useFoyerEvents",
        "useFoyerLocale",
        "useFoyerNetwork",
        "useFoyerState",
        "useFoyerTheme",
        "useFoyerWallets",
        "useSignMessage",
        "useWalletConnectUri",
        "useWalletInfo",
      ]
    `)
  })

  // Importing the SDK compiles its primitives' styles: allow for a cold, busy machine.
  it("foyer-kit/react/plugin export list (the SDK plugin views are written with)", {
    timeout: 30_000,
  }, async () => {
    expect(Object.keys(await import("./ui/plugin/index")).sort()).toMatchInlineSnapshot(`
      [
        "AmountField",
        "Button",
        "LineIcon",
        "ListButton",
        "LogoImage",
        "QrCode",
        "Spinner",
        "TextField",
        "TokenPicker",
        "amountDecimals",
        "cutDecimals",
        "defineConnectSection",
        "defineView",
        "formStyles",
        "openPopup",
        "popupFeatures",
        "popupSize",
        "shortenAddress",
        "textStyles",
        "useAccountsState",
        "useCopyText",
        "useCurrentAccount",
        "useKernelConfig",
        "useLazyService",
        "useMessage",
        "useNavigate",
        "useNetworkState",
        "useRun",
        "useService",
        "useStore",
      ]
    `)
  })

  // The backend's entry: no React, no kernel (plugins/siwx/server/serverEntry.test.ts).
  it("foyer-kit/plugins/siwx/server export list (a dApp backend's sign-in verifier)", async () => {
    expect(Object.keys(await import("./plugins/siwx/server/index")).sort()).toMatchInlineSnapshot(`
      [
        "SiwxAddressMismatchError",
        "SiwxChainMismatchError",
        "SiwxDomainMismatchError",
        "SiwxMessageExpiredError",
        "SiwxMessageInvalidError",
        "SiwxMessageNotYetIssuedError",
        "SiwxMessageNotYetValidError",
        "SiwxNamespaceUnsupportedError",
        "SiwxNonceMismatchError",
        "SiwxSignatureCheckError",
        "SiwxSignatureInvalidError",
        "SiwxUriMismatchError",
        "eip155Messenger",
        "generateSiwxNonce",
        "isSiwxNonce",
        "isSiwxVerifyError",
        "parseSiwxMessage",
        "solanaMessenger",
        "verifySiwxMessage",
        "verifySiwxSignIn",
        "writeSiwxMessage",
      ]
    `)
  })

  it("package.json maps foyer-kit, foyer-kit/core, foyer-kit/react, foyer-kit/react/plugin, foyer-kit/sandbox, foyer-kit/testing, foyer-kit/plugins/siwx/server and the stylesheet into dist/", () => {
    const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"))
    const built = (path: string) => ({ types: `./dist/${path}.d.ts`, import: `./dist/${path}.js` })
    // foyer-kit/plugins/<id> is mapped once the first plugin exists (a plugins/<id>/ folder with
    // an index.ts, as the build and the CLI count them): an export that matches no file is an
    // error to publint.
    const pluginsFolder = new URL("./plugins/", import.meta.url)
    const anyPlugin =
      existsSync(pluginsFolder) &&
      readdirSync(pluginsFolder).some((id) =>
        existsSync(new URL(`./plugins/${id}/index.ts`, import.meta.url)),
      )
    const plugins = anyPlugin
      ? {
          "./plugins/siwx/server": built("plugins/siwx/server/index"),
          "./plugins/embedded-wallet/server": built("plugins/embedded-wallet/server/index"),
          "./plugins/*": built("plugins/*/index"),
        }
      : {}
    expect(pkg.exports).toEqual({
      ".": built("index"),
      "./core": built("core/index"),
      "./react": built("ui/index"),
      "./react/plugin": built("ui/plugin/index"),
      "./sandbox": built("sandbox/index"),
      "./testing": built("testing/index"),
      ...plugins,
      "./styles.css": "./dist/styles.css",
      "./package.json": "./package.json",
    })
    expect(pkg.type).toBe("module")
    expect(pkg.bin).toEqual({ foyer: "./dist/cli/bin.js" })
    expect(pkg.engines.node).toBe(">=20.19")
  })

  it("every module package.json maps is an entry of the package build (build/packageViteConfig.ts)", async () => {
    const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"))
    const { entrySources } = await import("./build/packageViteConfig")
    const entries = new Set(Object.keys(entrySources()))
    const pluginIds = readdirSync(new URL("./plugins/", import.meta.url)).filter((id) =>
      existsSync(new URL(`./plugins/${id}/index.ts`, import.meta.url)),
    )
    const mapped = Object.values(pkg.exports as Record<string, string | { import: string }>)
      .flatMap((target) => (typeof target === "string" ? [] : [target.import]))
      .map((path) => path.replace(/^\.\/dist\//, "").replace(/\.js$/, ""))
      // foyer-kit/plugins/<id>: every plugin's entry.
      .flatMap((name) =>
        name.includes("*") ? pluginIds.map((id) => name.replace("*", id)) : [name],
      )
    expect(mapped.filter((name) => !entries.has(name))).toEqual([])
    expect(mapped).toContain("plugins/siwx/server/index")
  })

  it("the public helpers are plain synchronous functions", async () => {
    const core = await import("./core/index")
    expect(core.parseCaipNetworkId("eip155:1")).toEqual({ chainNamespace: "eip155", chainId: "1" })
    expect(() => core.parseCaipNetworkId("eip155")).toThrow("Invalid CAIP-2 network id")
    expect(core.parseCaipAddress("eip155:1:0xabc")).toEqual({
      chainNamespace: "eip155",
      chainId: "1",
      address: "0xabc",
    })
    expect(() => core.parseCaipAddress("eip155:1")).toThrow("Invalid CAIP Address")
    expect(core.isEvmAddress("0x52908400098527886E0F7030069857D2E4169EE7")).toBe(true)
    expect(core.isDecimal("-1.5")).toBe(true)
    expect(core.toCoinType(1)).toBe(2147483649)
    expect(() => core.toCoinType(2 ** 31)).toThrow(
      "The chain id 2147483648 has no coin type; it must be an integer from 0 to 2^31 - 1.",
    )
    expect(core.isUserRejectedRequestError({ code: 4001 })).toBe(true)
    expect(core.isValidEmail("a@b.co")).toBe(true)
    expect(core.getNodeErrorMessage(new Error("nonce too low"))).toBe(
      "The transaction nonce is lower than the next nonce of the account.",
    )
  })
})
