import { readdirSync, readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
// Loaded with the file, not inside a test: its first import alone can take seconds.
import ts from "typescript"
import { describe, expect, it } from "vitest"
import * as testing from "./index"

const folder = fileURLToPath(new URL(".", import.meta.url))

/** The packages a module loads when it is imported (value imports and re-exports). */
const loadedPackages = (file: string): ReadonlyArray<string> => {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest)
  return source.statements.flatMap((statement) => {
    if (
      ts.isImportDeclaration(statement) &&
      statement.importClause?.isTypeOnly !== true &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      return [statement.moduleSpecifier.text]
    }
    if (
      ts.isExportDeclaration(statement) &&
      !statement.isTypeOnly &&
      statement.moduleSpecifier !== undefined &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      return [statement.moduleSpecifier.text]
    }
    return []
  })
}

describe("foyer-kit/testing", () => {
  it("export list", () => {
    expect(Object.keys(testing).sort()).toMatchInlineSnapshot(`
      [
        "KernelTest",
        "accountButton",
        "accountLabel",
        "axeMissingMessage",
        "chooseNetwork",
        "chooseWallet",
        "chooseWalletConnect",
        "closeAfterConnect",
        "closeModal",
        "connectButton",
        "connectTestWallet",
        "connectWithWalletConnect",
        "copyWalletConnectUri",
        "defaultTestProjectId",
        "dialog",
        "disconnect",
        "installTestWallet",
        "networkButton",
        "openConnectModal",
        "runAxe",
        "startTestSandbox",
        "startWalletConnectTestWallet",
        "startingWith",
        "stepTimeoutMs",
        "testWallet",
        "testWalletButton",
        "visible",
        "walletButton",
        "walletConnectUriPattern",
      ]
    `)
  })

  it("playwright-core and axe-core are optional peer dependencies, never dependencies", () => {
    const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"))
    for (const name of ["playwright-core", "axe-core"]) {
      expect({ name, dependency: pkg.dependencies?.[name] }).toEqual({
        name,
        dependency: undefined,
      })
      expect({ name, range: pkg.peerDependencies?.[name] }).toEqual({
        name,
        range: pkg.devDependencies?.[name],
      })
      expect({ name, meta: pkg.peerDependenciesMeta?.[name] }).toEqual({
        name,
        meta: { optional: true },
      })
    }
  })

  it("loads neither playwright-core nor axe-core when imported (optional peers: types only); effect is a dependency", () => {
    const modules = readdirSync(folder).filter(
      (name) => name.endsWith(".ts") && !name.endsWith(".test.ts"),
    )
    const packages = modules
      .flatMap((name) => loadedPackages(`${folder}${name}`))
      .filter((specifier) => !specifier.startsWith("."))
    // axe-core is found by path when runAxe runs (createRequire), never imported.
    expect([...new Set(packages)].sort()).toEqual(["effect", "node:fs/promises", "node:module"])
  })
})
