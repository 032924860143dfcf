import { existsSync, readFileSync, statSync } from "node:fs"
import { builtinModules } from "node:module"
import { dirname, join, relative, resolve } from "node:path"
import { fileURLToPath } from "node:url"
// Loaded with the file, not inside a test: its first import alone can take seconds.
import ts from "typescript"
import { describe, expect, it } from "vitest"
import * as sandbox from "./index"
import { sandboxPackages } from "./sandboxPackages"

const root = fileURLToPath(new URL("..", import.meta.url))

/** What one module does at run time, read from its source with the TypeScript parser. */
interface ModuleImports {
  /** Modules loaded when this one is: value imports and re-exports (not `import type`). */
  readonly static: ReadonlyArray<string>
  /** `import("…")` calls: loaded when the code runs. */
  readonly dynamic: ReadonlyArray<string>
  /** `require.resolve("…")` calls: packages it looks for. */
  readonly resolved: ReadonlyArray<string>
  /** `new URL("…", import.meta.url)`: files it reads or runs beside itself. */
  readonly files: ReadonlyArray<string>
  /** Those of `files` without a `@vite-ignore` comment before the path. */
  readonly unignoredFiles: ReadonlyArray<string>
}

const readImports = (file: string): ModuleImports => {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest)
  const found = { static: [] as string[], dynamic: [] as string[], resolved: [] as string[] }
  const files: string[] = []
  const unignoredFiles: string[] = []
  const visit = (node: ts.Node): void => {
    if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      node.importClause?.isTypeOnly !== true
    ) {
      found.static.push(node.moduleSpecifier.text)
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier !== undefined &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      !node.isTypeOnly
    ) {
      found.static.push(node.moduleSpecifier.text)
    } else if (ts.isCallExpression(node)) {
      const [first] = node.arguments
      if (first !== undefined && ts.isStringLiteralLike(first)) {
        if (node.expression.kind === ts.SyntaxKind.ImportKeyword) found.dynamic.push(first.text)
        else if (node.expression.getText(source).endsWith(".resolve")) {
          found.resolved.push(first.text)
        }
      }
    } else if (
      ts.isNewExpression(node) &&
      node.expression.getText(source) === "URL" &&
      node.arguments?.[1]?.getText(source) === "import.meta.url"
    ) {
      const url = node.arguments[0]!
      const path = ts.isStringLiteral(url) ? url.text : url.getText(source)
      files.push(path)
      const beforeUrl = source.text.slice(node.arguments.pos, url.getStart(source))
      if (!beforeUrl.includes("@vite-ignore")) unignoredFiles.push(path)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return { ...found, files, unignoredFiles }
}

const resolveRelative = (from: string, specifier: string): string => {
  const base = resolve(dirname(from), specifier)
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")]
  const file = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile())
  if (file === undefined) throw new Error(`Cannot resolve ${specifier} from ${from}`)
  return file
}

const isBuiltin = (specifier: string) =>
  specifier.startsWith("node:") || builtinModules.includes(specifier)

const packageName = (specifier: string) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/")

/** What the modules reachable from `entry` use, following dynamic imports or not. */
const walk = (entry: string, options: { readonly dynamic: boolean }) => {
  const modules = new Map<string, ModuleImports>()
  const packages = new Set<string>()
  const dynamicPackages: string[] = []
  const pending = [resolve(root, entry)]
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (modules.has(file)) continue
    const imports: ModuleImports = file.endsWith(".json")
      ? { static: [], dynamic: [], resolved: [], files: [], unignoredFiles: [] }
      : readImports(file)
    modules.set(file, imports)
    const name = relative(root, file)
    for (const specifier of options.dynamic
      ? [...imports.static, ...imports.dynamic]
      : imports.static) {
      if (specifier.startsWith(".")) pending.push(resolveRelative(file, specifier))
      else if (!isBuiltin(specifier)) {
        if (imports.dynamic.includes(specifier)) dynamicPackages.push(`${name} → ${specifier}`)
        else packages.add(packageName(specifier))
      }
    }
    if (options.dynamic)
      for (const specifier of imports.resolved) packages.add(packageName(specifier))
  }
  return {
    files: [...modules.keys()].map((file) => relative(root, file)).sort(),
    packages: [...packages].sort(),
    dynamicPackages: dynamicPackages.sort(),
    besideFiles: [...modules]
      .flatMap(([file, imports]) => imports.files.map((url) => `${relative(root, file)}: ${url}`))
      .sort(),
    unignoredBesideFiles: [...modules]
      .flatMap(([file, imports]) =>
        imports.unignoredFiles.map((url) => `${relative(root, file)}: ${url}`),
      )
      .sort(),
  }
}

describe("foyer-kit/sandbox", () => {
  it("export list", () => {
    expect(Object.keys(sandbox).sort()).toMatchInlineSnapshot(`
      [
        "SandboxPackagesMissingError",
        "checkSandboxPackages",
        "createWalletConnectWallet",
        "sandboxPackages",
        "startRelay",
        "startSandbox",
        "startWalletConnectWalletPage",
        "testWalletInitScript",
      ]
    `)
  })

  it("importing it loads no optional peer dependency and no anvil code", () => {
    const loaded = walk("sandbox/index.ts", { dynamic: false })
    expect(loaded.packages).toEqual([])
    expect(loaded.files.filter((file) => /relay|walletConnect|devnet/i.test(file))).toEqual([])
  })

  it("nothing the sandbox runs imports solc, vite (but to build the test wallet), tsx, typescript, yaml or openapi-typescript", () => {
    const reached = walk("sandbox/index.ts", { dynamic: true })
    expect(reached.packages).toEqual([
      "@farcaster/auth-client",
      "@foundry-rs/anvil",
      "@noble/ciphers",
      "@noble/curves",
      "@noble/hashes",
      "@scure/base",
      "@scure/btc-signer",
      "@simplewebauthn/server",
      "@solana-program/system",
      "@solana-program/token",
      "@solana/kit",
      "@walletconnect/relay-auth",
      "@walletconnect/sign-client",
      "@walletconnect/utils",
      "effect",
      "litesvm",
      "mailparser",
      "nodemailer",
      "oauth4webapi",
      "oidc-provider",
      "openapi-fetch",
      "smtp-server",
      "viem",
      "ws",
    ])
    expect(reached.dynamicPackages).toEqual([
      // Only when a prebuilt page script (foyer-test-wallet.js, foyer-frame-page.js) is
      // missing, i.e. from source.
      "build/bundleScript.ts → vite",
      // The secure site's database driver, imported when chosen: the sandbox's is PGlite
      // (an optional sandbox peer); pg only serves a site given a Postgres URL.
      "plugins/embedded-wallet/secureSite/db/openDatabase.ts → @electric-sql/pglite",
      "plugins/embedded-wallet/secureSite/db/openDatabase.ts → pg",
      // The site's Sign In With Farcaster checks, loaded only when Farcaster is on (an optional
      // peer; the sandbox's development Farcaster wallet imports it as well).
      "plugins/embedded-wallet/secureSite/server/farcasterRoutes.ts → @farcaster/auth-client",
    ])
  })

  it("every package the sandbox loads is a run-time dependency of foyer or an optional sandbox peer", () => {
    const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"))
    const allowed = [...Object.keys(pkg.dependencies), ...Object.keys(sandboxPackages)]
    const { packages } = walk("sandbox/index.ts", { dynamic: true })
    expect(packages.filter((name) => !allowed.includes(name))).toEqual([])
  })

  it("lists the files the sandbox reads or runs beside its modules (the package build copies them)", () => {
    // buildTestWallet's "." and "./installTestWallet.ts" serve only the build from source.
    const reached = walk("sandbox/index.ts", { dynamic: true })
    // Vite's library mode inlines a file found at build time as a data: URL, which is no path.
    expect(reached.unignoredBesideFiles).toEqual([])
    expect(reached.besideFiles).toMatchInlineSnapshot(`
      [
        "plugins/embedded-wallet/secureSite/page/framePageBundle.ts: ./foyer-frame-page.js",
        "plugins/embedded-wallet/secureSite/page/framePageBundle.ts: ./main.ts",
        "sandbox/devnet/startAnvil.ts: ./anvilWatchdog.mjs",
        "sandbox/wallet/buildTestWallet.ts: ./foyer-test-wallet.js",
        "sandbox/wallet/buildTestWallet.ts: ./installTestWallet.ts",
        "sandbox/walletConnectWallet/startWalletConnectWalletPage.ts: \`./page/\${name}\`",
      ]
    `)
  })

  it("startRelay checks its packages, then starts the relay", async () => {
    const relay = await sandbox.startRelay()
    try {
      expect(relay.url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
    } finally {
      await relay.stop()
    }
  })

  it("testWalletInitScript is the wallet bundle followed by the install call", async () => {
    const script = await sandbox.testWalletInitScript({
      rpcUrl: "http://127.0.0.1:1/v1/",
      projectId: "demo",
      privateKeys: [],
    })
    expect(script).toMatch(/^var FoyerTestWallet=\(function\(/)
    expect(
      script.endsWith(
        '\n;FoyerTestWallet.installTestWallet({"rpcUrl":"http://127.0.0.1:1/v1/","projectId":"demo","privateKeys":[]});\n',
      ),
    ).toBe(true)
  }, 60_000)
})
