/**
 * No UI or plugin file imports a private kernel path (issue 13): they reach the kernel through
 * its public entry, `core/index.ts` (`foyer-kit/core`). The one exception keeps the page light:
 * the light entry (`foyer-kit/react`), the SDK and the lazy view chunks may import a *value* from a
 * small public kernel module directly, because importing it through the entry would put the
 * whole kernel (viem, openapi-fetch) in their static import graph (see bundle/lightEntry.test).
 * Such a module must be re-exported by the entry and reach no package but effect.
 */
import { readFileSync } from "node:fs"
import { relative, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { importsIn, sourcesUnder } from "../test/moduleImports"
import { resolveRelative, staticImportGraph } from "./bundle/staticImports"

const repo = resolve(fileURLToPath(import.meta.url), "../..")
const rel = (path: string) => relative(repo, path)
const coreEntry = resolve(repo, "core/index.ts")

/** Public kernel modules that UI code may import values from by their own path (see above). */
const lightKernelModules = [
  "core/config/connectorOrder.ts",
  "core/config/resolveNetworks.ts",
  "core/connectors/previewConnectors.ts",
  "core/connectors/walletConnect/walletDeepLink.ts",
  "core/environment/guessMobile.ts",
  "core/messages/coreMessages.ts",
  "core/messages/formatMessage.ts",
  "core/messages/Locale.ts",
  "core/messages/localeDirection.ts",
  "core/messages/matchLocale.ts",
  "core/messages/pageButtonMessages.ts",
  "core/messages/shellMessages.ts",
  "core/modal/openingView.ts",
  "core/networks/hasChainAdapter.ts",
  "core/plugins/accountActionsFor.ts",
  "core/Schedules.ts",
  "core/state/Store.ts",
  "core/accounts/unavailableBalance.ts",
  "core/walletList/connectWallet.ts",
  "core/walletList/listWallets.ts",
  "core/walletList/matchesWalletSearch.ts",
  "core/walletList/orderConnectors.ts",
  "core/walletList/walletConnectPairing.ts",
]

/**
 * The kernel's lazy chunks: the light entry starts the kit by importing its builder with
 * `import()` by its own path, so that the kernel is a chunk of its own that no page loads
 * before the visitor acts, and asks for the wallet catalogue the kernel fetches as it starts
 * beside it (one wave of requests after the click). Only an `import()` may name them.
 */
const kernelChunks = [
  "core/client/createFoyerClient.ts",
  "core/walletList/catalogue/walletCatalogue.ts",
]

const resolvesTo = (file: string, specifier: string): string | undefined => {
  try {
    return resolveRelative(file, specifier)
  } catch {
    return undefined
  }
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.startsWith("ui/testing/")

/** Why `file`'s import of the kernel module `target` is not allowed, or undefined if it is. */
const violation = (
  file: string,
  target: string,
  typeOnly: boolean,
  lazy = false,
): string | undefined => {
  if (target === "core/index.ts") return undefined
  if (lazy && kernelChunks.includes(target)) return undefined
  if (!typeOnly && !isTest(file) && lightKernelModules.includes(target)) return undefined
  return `${file} imports ${target}: import it from the kernel's entry (core/index.ts)`
}

const scanned = [...sourcesUnder(resolve(repo, "ui")), ...sourcesUnder(resolve(repo, "plugins"))]

describe("ui/ and plugins/ import the kernel only through its public entry", () => {
  it("scans the UI's and the plugins' sources", () => {
    expect(scanned.length).toBeGreaterThan(80)
  })

  it("no file imports a private core/ path", () => {
    const found = scanned
      .flatMap((file) =>
        importsIn(file, readFileSync(file, "utf8"))
          .filter(({ specifier }) => specifier.startsWith("."))
          .flatMap(({ specifier, typeOnly, lazy }) => {
            // A specifier that resolves to no file is the compiler's to report, not this test's.
            const target = resolvesTo(file, specifier)
            return target === undefined ? [] : [{ target: rel(target), typeOnly, lazy }]
          })
          .filter(({ target }) => target.startsWith("core/"))
          .map(({ target, typeOnly, lazy }) => violation(rel(file), target, typeOnly, lazy)),
      )
      .filter((message) => message !== undefined)
    expect(found).toEqual([])
  })

  it("the rule tells a private path from the entry, and a type from a value", () => {
    expect(violation("ui/views/X.tsx", "core/index.ts", false)).toBeUndefined()
    expect(violation("ui/views/X.tsx", "core/modal/ModalState.ts", true)).toBe(
      "ui/views/X.tsx imports core/modal/ModalState.ts: import it from the kernel's entry (core/index.ts)",
    )
    expect(violation("ui/views/X.tsx", "core/messages/coreMessages.ts", false)).toBeUndefined()
    // A type is erased, so it always comes through the entry; tests use the entry too.
    expect(violation("ui/views/X.tsx", "core/messages/coreMessages.ts", true)).toBeDefined()
    expect(violation("ui/views/X.test.tsx", "core/messages/coreMessages.ts", false)).toBeDefined()
    // The kernel's builder only through import(): the kernel stays a chunk of its own.
    expect(violation("ui/X.ts", "core/client/createFoyerClient.ts", false, true)).toBeUndefined()
    expect(violation("ui/X.ts", "core/client/createFoyerClient.ts", false)).toBeDefined()
  })

  it("each module UI code may import directly is public and light: the entry re-exports it, and it reaches no package but effect", () => {
    const entrySource = readFileSync(coreEntry, "utf8")
    const reExported = new Set(
      importsIn(coreEntry, entrySource).map(({ specifier }) =>
        rel(resolveRelative(coreEntry, specifier)),
      ),
    )
    expect(lightKernelModules.filter((module) => !reExported.has(module))).toEqual([])
    const heavy = lightKernelModules.flatMap((module) =>
      [...staticImportGraph(resolve(repo, module)).packages]
        .filter((name) => name !== "effect" && !name.startsWith("effect/"))
        .map((name) => `${module} reaches ${name}`),
    )
    expect(heavy).toEqual([])
  })
})
