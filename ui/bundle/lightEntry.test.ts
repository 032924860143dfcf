import { readdirSync } from "node:fs"
import { relative, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { importsOf, staticImportGraph } from "./staticImports"

const uiDir = resolve(fileURLToPath(import.meta.url), "../..")
const repo = resolve(uiDir, "..")
const rel = (path: string) => relative(repo, path)
const entry = resolve(uiDir, "index.ts")

const heavyPackages = ["effect", "viem", "@walletconnect", "openapi-fetch", "@solana"]
const isHeavy = (specifier: string) =>
  heavyPackages.some((name) => specifier === name || specifier.startsWith(`${name}/`))

describe("lazy by design: the light entry (foyer-kit/react)", () => {
  const graph = staticImportGraph(entry)
  const files = [...graph.files].map(rel)

  it("statically imports only React and react-dom (the modal's portal)", () => {
    expect([...graph.packages].sort()).toEqual(["react", "react-dom"])
  })

  it("never reaches effect, viem, the kernel, the client factory, the modal's views code or a view", () => {
    expect(files.filter((f) => f === "core/Kernel.ts")).toEqual([])
    expect(files.filter((f) => f.startsWith("core/client/createFoyerClient"))).toEqual([])
    expect(files.filter((f) => f.startsWith("ui/modal/"))).toEqual([])
    expect(files.filter((f) => f.startsWith("ui/views/"))).toEqual([])
    expect(files.filter((f) => f.startsWith("plugins/"))).toEqual([])
  })

  it("draws its busy indicators with the spinner class: the Spinner component stays the lazy views' (issue 35)", () => {
    // A component the entry shares with only some lazy views keeps React out of a consumer's
    // entry file under Rolldown (docs/contributing.md, "First paint in one file").
    expect(files).toContain("ui/primitives/Spinner.css.ts")
    expect(files).not.toContain("ui/primitives/Spinner.tsx")
  })

  it("holds the modal's frame and the Connect view, so the frame after the click lists the wallets (issue 14)", () => {
    expect(files).toEqual(
      expect.arrayContaining([
        "ui/shell/ModalFrame.tsx",
        "ui/shell/ConnectWallets.tsx",
        "ui/provider/ModalHost.tsx",
      ]),
    )
  })

  it("reaches of the kernel only effect-free modules (the catalogues, wallet discovery, the opening rule, the store)", () => {
    // The kernel's errors' texts come with the kit, not the page (core/messages/errorMessages.ts).
    expect(files).not.toContain("core/messages/errorMessages.ts")
    // The wallet catalogue's data and icons are their own chunk, fetched as the kit starts.
    expect(files).not.toContain("core/walletList/catalogue/walletCatalogue.ts")
    const walletConnectFolder = "core/connectors/walletConnect/"
    // Of WalletConnect, only how the Connect view lists it (its id and its listing).
    for (const file of files.filter((f) => f.startsWith(walletConnectFolder))) {
      expect(file).toMatch(/\/walletConnectConnector(Id|Info)\.ts$/)
    }
    const core = files.filter(
      (f) => f.startsWith("core/") && !f.startsWith(walletConnectFolder) && !f.endsWith(".css.ts"),
    )
    expect(core.sort()).toEqual([
      "core/chains/NetworkCatalogue.ts",
      "core/chains/defaultNetworks.ts",
      "core/config/connectorOrder.ts",
      "core/config/resolveNetworks.ts",
      "core/connections/walletNamespace.ts",
      "core/connectors/Eip6963.ts",
      "core/connectors/createWalletDiscovery.ts",
      "core/connectors/previewConnectors.ts",
      "core/connectors/sanitizeIcon.ts",
      "core/connectors/sanitizeWalletName.ts",
      "core/environment/guessMobile.ts",
      "core/messages/Locale.ts",
      "core/messages/formatMessage.ts",
      "core/messages/localeDirection.ts",
      "core/messages/matchLocale.ts",
      "core/messages/pageButtonMessages.ts",
      "core/messages/shellMessages.ts",
      "core/modal/openingView.ts",
      "core/networks/hasChainAdapter.ts",
      "core/state/Store.ts",
      "core/walletList/catalogue/CatalogueWallet.ts",
      "core/walletList/connectWallet.ts",
      "core/walletList/listWallets.ts",
      "core/walletList/matchesWalletSearch.ts",
      "core/walletList/multiChainWallets.ts",
      "core/walletList/orderConnectors.ts",
      "core/walletList/walletConnectPairing.ts",
    ])
  })

  it("loads the kernel, the wallet catalogue and the modal's views code only through import()", () => {
    // The catalogue is the kernel's, asked beside it so it comes in the same wave after the click.
    expect([...graph.dynamic].map(rel).sort()).toEqual([
      "core/client/createFoyerClient.ts",
      "core/walletList/catalogue/walletCatalogue.ts",
      "ui/modal/ModalContent.tsx",
    ])
  })
})

describe("lazy by design: the plugin SDK (foyer-kit/react/plugin)", () => {
  const graph = staticImportGraph(resolve(uiDir, "plugin/index.ts"))
  const files = [...graph.files].map(rel)

  it("statically imports only React and effect (which the modal has loaded by then), and the QR code encoder its QrCode draws with", () => {
    // A view that draws no QR code leaves the encoder out: test/e2e/pluginChunks.test.ts.
    expect([...graph.packages].sort()).toEqual(["@paulmillr/qr", "effect", "react"])
  })

  it("reaches no view, no modal shell, no plugin and none of the kernel", () => {
    expect(
      files.filter((f) => f.startsWith("ui/views/") && !f.endsWith("FoyerViewProps.ts")),
    ).toEqual([])
    expect(files.filter((f) => f.startsWith("ui/modal/") || f.startsWith("plugins/"))).toEqual([])
    // Not even the message catalogue: the SDK's modules are shared by the first paint and the
    // lazy views, and reach the texts through the kit or the handle (ui/pageText.ts, issue 35).
    expect(files.filter((f) => f.startsWith("core/"))).toEqual([])
    expect([...graph.dynamic]).toEqual([])
  })
})

describe("lazy by design: the modal shell and the views", () => {
  it("the modal's views code reaches no view: each core view is its own chunk", () => {
    const graph = staticImportGraph(resolve(uiDir, "modal/ModalContent.tsx"))
    const files = [...graph.files].map(rel)
    expect(files.filter((f) => f.startsWith("ui/views/") && !f.endsWith("registry.ts"))).toEqual([])
    // The QR encoder is the WalletConnect views' own: it downloads with them, not with the shell.
    expect([...graph.packages].filter((p) => p.startsWith("@paulmillr/"))).toEqual([])
    expect([...graph.dynamic].map(rel).sort()).toEqual(
      [
        "Account",
        "AllWallets",
        "ConnectingExternal",
        "ConnectingMultiChain",
        "ConnectingWalletConnect",
        "ConnectingWalletConnectBasic",
        "SwitchActiveChain",
        "SwitchNetwork",
        "UnsupportedChain",
        "UsageExceeded",
      ].map((name) => `ui/views/${name}.tsx`),
    )
  })

  it("no view or the shell reaches viem or WalletConnect code", () => {
    const views = readdirSync(resolve(uiDir, "views")).filter(
      (f) => f.endsWith(".tsx") && !f.endsWith(".test.tsx"),
    )
    for (const file of [...views.map((f) => `views/${f}`), "modal/ModalContent.tsx"]) {
      const graph = staticImportGraph(resolve(uiDir, file))
      expect([...graph.packages].filter((p) => !p.startsWith("effect") && isHeavy(p))).toEqual([])
    }
  })

  it("the kernel reaches WalletConnect only through import(): its own chunk, fetched when chosen", () => {
    const client = staticImportGraph(resolve(repo, "core/client/createFoyerClient.ts"))
    expect([...client.packages].filter((p) => p.startsWith("@noble/"))).toEqual([])
    expect([...client.dynamic].map(rel)).toContain(
      "core/connectors/walletConnect/makeSignClientProvider.ts",
    )
    const provider = staticImportGraph(
      resolve(repo, "core/connectors/walletConnect/makeSignClientProvider.ts"),
    )
    // Foyer's own client on the MIT @noble cryptography: no WalletConnect SDK at all.
    expect([...provider.packages]).toContain("@noble/ciphers/chacha")
    expect([...provider.packages].filter((p) => p.startsWith("@walletconnect/"))).toEqual([])
  })

  it("the walker sees through re-exports and skips only type-only imports", () => {
    const source = [
      'import type { A } from "type-only"',
      'import { type B } from "inline-type"',
      'import "side-effect"',
      'import { c } from "value"',
      'export type { D } from "type-export"',
      'export { e } from "re-export"',
      'const lazy = () => import("./lazy")',
    ].join("\n")
    expect(importsOf("x.ts", source)).toEqual({
      static: ["inline-type", "side-effect", "value", "re-export"],
      dynamic: ["./lazy"],
    })
    // The modal's views code does load effect (the toast's durations): the walker finds it.
    const modal = staticImportGraph(resolve(uiDir, "modal/ModalContent.tsx"))
    expect([...modal.packages]).toContain("effect")
  })
})
