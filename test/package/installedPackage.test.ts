// The package as users get it: `npm pack` of this repository, installed from the tarball
// into fresh apps outside the repository through the offline registry (everything npm
// fetches comes from this machine's npm cache, on 127.0.0.1), built and run with the
// frameworks' default configuration, and driven in Chromium.
import { existsSync } from "node:fs"
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import type { Browser } from "playwright-core"
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest"
import { installedLicences, licenceProblems } from "../../build/licenceCheck"
import { forbiddenInTarball, publintProblems, typeProblems } from "../../build/packageChecks"
import {
  firstPaintBudgetBytes,
  isWalletCatalogueChunk,
  isWalletConnectChunk,
} from "../../scripts/measureDemoLoad"
import { launchChromium } from "../e2e/launchChromium"
import { npmInstallOffline } from "../offlineRegistry/npmOffline"
import { type OfflineRegistry, startOfflineRegistry } from "../offlineRegistry/startOfflineRegistry"
import {
  appTemplate,
  freePort,
  lockedVersion,
  runCommand,
  startAppServer,
  writeApp,
} from "./freshApp"
import { openAppPage } from "./openAppPage"

const minutes = (count: number) => count * 60_000
const repoRoot = fileURLToPath(new URL("../../", import.meta.url))

/** Tools a consumer who only renders the kit must never get (point 3 of the package issue). */
const devOnlyPackages = [
  "solc",
  "typescript",
  "tsx",
  "vite",
  "esbuild",
  "playwright",
  "playwright-core",
  "@foundry-rs/anvil",
  "@foundry-rs/anvil-linux-amd64",
  "openapi-typescript",
  "@redocly/openapi-core",
  "yaml",
  "@vanilla-extract/css",
  "@vanilla-extract/vite-plugin",
  "vitest",
]

let work: string
/** The tarball the test run packed (test/packageBuildSetup.ts), shared by the package tests. */
const packed = inject("packed").kit
let registry: OfflineRegistry
let browser: Browser

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "foyer-installed-"))
  ;[registry, browser] = await Promise.all([startOfflineRegistry(), launchChromium()])
}, minutes(5))

afterAll(async () => {
  await Promise.all([browser?.close(), registry?.stop()])
  // The apps' node_modules (Next.js's among them) are hundreds of megabytes to delete.
  if (work !== undefined) await rm(work, { recursive: true, force: true })
}, minutes(3))

const install = (cwd: string, args: ReadonlyArray<string> = []) =>
  npmInstallOffline({ cwd, args, registry: registry.url, timeoutMs: minutes(8) })

/** Node's own path to an installed package's bin script, run with plain node. */
const bin = (app: string, path: string) => join(app, "node_modules", path)

/** `npm i <tarball> react react-dom` in an empty folder, once for the tests that need it. */
let bareApp: Promise<string> | undefined
const installBare = (): Promise<string> => {
  bareApp ??= (async () => {
    const dir = join(work, "bare")
    await mkdir(dir)
    await writeFile(join(dir, "package.json"), '{ "name": "bare", "private": true }\n')
    await install(dir, [packed.tarball, "react", "react-dom"])
    return dir
  })()
  return bareApp
}

// The apps are independent (their own folders, pages and ports; one shared install of the bare
// one), so their installs and builds run side by side: most of their time is npm and the
// bundlers waiting on the disk.
describe.concurrent("the tarball", () => {
  test("holds only what users run: no test, fixture, example or CI file", () => {
    expect(packed.files.filter(forbiddenInTarball)).toEqual([])
    expect(packed.files).toContain("dist/styles.css")
    expect(packed.files).toContain("dist/ui/index.d.ts")
    expect(packed.files).toContain("dist/cli/bin.js")
    // The catalogue's wallet logos are copied in with their licence, never imported.
    expect(packed.files).toContain("dist/vendor/web3icons/LICENSE.md")
    expect(packed.files).toContain("dist/vendor/web3icons/wallets/background/metamask.svg.js")
  })

  test("is built for production: the JSX uses React's production runtime", async () => {
    const modules = packed.files.filter((path) => path.endsWith(".js"))
    const development: string[] = []
    for (const path of modules) {
      const code = await readFile(join(repoRoot, path), "utf8")
      if (code.includes("react/jsx-dev-runtime")) development.push(path)
    }
    expect(development).toEqual([])
  })

  test(
    "publint and Are the Types Wrong find no problem",
    async () => {
      expect(await publintProblems(packed.tarball)).toEqual([])
      expect(await typeProblems(packed.tarball)).toBeUndefined()
    },
    minutes(3),
  )
})

describe.concurrent("installed with npm i <tarball> react react-dom", () => {
  test(
    "brings no compiler, bundler, Solidity toolchain or test tool",
    async () => {
      const app = await installBare()
      const present = devOnlyPackages.filter((name) =>
        existsSync(join(app, "node_modules", name, "package.json")),
      )
      expect(present).toEqual([])
      // Nested copies count too: any node_modules/<name> anywhere in the tree.
      const nested = (await readdir(join(app, "node_modules"), { recursive: true }))
        .map((path) => path.toString())
        .filter((path) => devOnlyPackages.some((name) => path.endsWith(`node_modules/${name}`)))
      expect(nested).toEqual([])
    },
    minutes(10),
  )

  test(
    "every installed package has a permissive OSI licence (field and LICENSE file), and no WalletConnect SDK is among them",
    async () => {
      const app = await installBare()
      const installed = await installedLicences(join(app, "node_modules"))
      expect(licenceProblems(installed)).toEqual([])
      // WalletConnect is Foyer's own client: the SDK (non-OSI after 2.21.8) is not installed.
      expect(
        installed.map((each) => each.name).filter((name) => name.startsWith("@walletconnect/")),
      ).toEqual([])
    },
    minutes(10),
  )

  test(
    "the sandbox and the CLI's tools ask for their optional packages with the install command",
    async () => {
      const app = await installBare()
      // A user who only renders the kit has none of the sandbox's packages: importing the
      // entry works, starting the sandbox names exactly what to install.
      const sandbox = await runCommand(
        process.execPath,
        [
          "--input-type=module",
          "--eval",
          'const { startSandbox } = await import("foyer-kit/sandbox"); await startSandbox().catch((error) => console.log(error.message))',
        ],
        { cwd: app, timeoutMs: minutes(1) },
      )
      expect(sandbox.stdout).toMatch(
        /^The Foyer sandbox needs packages that are not installed: .*@foundry-rs\/anvil.*\. Run: npm install --save-dev .*@foundry-rs\/anvil@/m,
      )
      const generate = await runCommand(
        process.execPath,
        [bin(app, "foyer-kit/dist/cli/bin.js"), "generate"],
        { cwd: app, timeoutMs: minutes(1) },
      ).catch((error: Error) => error)
      expect(generate).toBeInstanceOf(Error)
      expect(String(generate)).toMatch(/foyer generate needs .*: run npm install --save-dev /)
    },
    minutes(10),
  )

  test(
    "npx foyer init runs with plain node and makes an app on the same tarball",
    async () => {
      const bare = await installBare()
      const foyerBin = bin(bare, "foyer-kit/dist/cli/bin.js")
      expect((await readFile(foyerBin, "utf8")).startsWith("#!/usr/bin/env node\n")).toBe(true)
      await runCommand("npx", ["--no-install", "foyer", "init", "app", "--yes"], {
        cwd: bare,
        timeoutMs: minutes(2),
      })
      const manifest = JSON.parse(await readFile(join(bare, "app", "package.json"), "utf8")) as {
        readonly dependencies: Readonly<Record<string, string>>
      }
      // The same foyer it was run from: the tarball, not a version npm cannot find. (That
      // such an app installs, passes foyer doctor and builds: createFoyer.test.ts.)
      const spec = manifest.dependencies["foyer-kit"] ?? ""
      expect(spec.startsWith("file:")).toBe(true)
      expect(resolve(bare, "app", spec.slice("file:".length))).toBe(packed.tarball)
    },
    minutes(15),
  )
})

/** Whether a rule of the document's adopted stylesheets matches an element of the open dialog. */
const adoptedRulesStyleTheDialog = () => {
  const dialog = document.querySelector('[role="dialog"]')
  return (
    document.adoptedStyleSheets
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule)
      // A pseudo-element is no element to find.
      .filter((rule) => !rule.selectorText.includes("::"))
      .some((rule) => dialog?.querySelector(rule.selectorText) !== null)
  )
}

describe.concurrent("a fresh Vite + React app", () => {
  const sumBeforeClick = (scripts: ReadonlyArray<{ beforeClick: boolean; gzipBytes: number }>) =>
    scripts.filter((s) => s.beforeClick).reduce((total, s) => total + s.gzipBytes, 0)

  test(
    "builds with Vite's default config, stays light and quiet, and the modal opens",
    async () => {
      const app = join(work, "vite-react")
      await writeApp(appTemplate("vite-react"), app, {
        name: "fresh-vite-react",
        private: true,
        type: "module",
        scripts: { dev: "vite", build: "vite build", preview: "vite preview" },
        dependencies: {
          "foyer-kit": `file:${packed.tarball}`,
          react: await lockedVersion("react"),
          "react-dom": await lockedVersion("react-dom"),
        },
        devDependencies: {
          vite: await lockedVersion("vite"),
          "@vitejs/plugin-react": await lockedVersion("@vitejs/plugin-react"),
        },
      })
      await install(app)
      const vite = bin(app, "vite/bin/vite.js")
      await runCommand(process.execPath, [vite, "build"], { cwd: app, timeoutMs: minutes(3) })
      // The same page without Foyer, built the same way: React's own share of the first paint.
      const html = await readFile(join(app, "index.html"), "utf8")
      await writeFile(join(app, "index.html"), html.replace("/src/main.jsx", "/src/bare.jsx"))
      await runCommand(process.execPath, [vite, "build", "--outDir", "dist-bare"], {
        cwd: app,
        timeoutMs: minutes(3),
      })

      const serve = async (outDir: string) => {
        const port = await freePort()
        return startAppServer(
          process.execPath,
          [
            vite,
            "preview",
            "--outDir",
            outDir,
            "--host",
            "127.0.0.1",
            "--port",
            `${port}`,
            "--strictPort",
          ],
          { cwd: app, url: `http://127.0.0.1:${port}/`, ready: /Local:/, timeoutMs: minutes(1) },
        )
      }
      const [withFoyer, bare] = await Promise.all([serve("dist"), serve("dist-bare")])
      try {
        const barePage = await openAppPage(browser, bare.url)
        await barePage.page.getByRole("button", { name: "Connect Wallet" }).waitFor()
        const reactOnly = sumBeforeClick(await barePage.scripts())
        await barePage.close()

        const opened = await openAppPage(browser, withFoyer.url)
        const { page } = opened
        const connect = page.getByRole("button", { name: "Connect Wallet" })
        await connect.waitFor()
        const beforeClick = await opened.scripts()
        expect(opened.outsideRequests).toEqual([])
        // Light: Foyer's share of the JS before first paint is within the 35 kB budget.
        expect(sumBeforeClick(beforeClick) - reactOnly).toBeLessThanOrEqual(firstPaintBudgetBytes)
        expect(beforeClick.filter((s) => isWalletConnectChunk(s.path))).toEqual([])
        // Issue 35: one file before the first paint, the page's own entry, as without Foyer (Vite's
        // Rolldown had split what the first paint shares with the lazy views into eight; see
        // docs/contributing.md, "First paint in one file").
        expect(beforeClick.filter((s) => s.beforeClick).map((s) => s.path)).toHaveLength(1)
        expect(beforeClick.filter((s) => isWalletCatalogueChunk(s.path))).toEqual([])

        opened.markClick()
        await connect.click()
        const modal = page.getByRole("dialog", { name: "Connect Wallet" })
        await modal.waitFor({ timeout: 20_000 })
        await modal.getByRole("button", { name: /^WalletConnect/ }).waitFor()
        // No browser wallet here: the catalogue's wallets are offered, with their logos.
        const metaMask = modal.getByRole("button", { name: "MetaMask", exact: true })
        await metaMask.waitFor()
        expect(await metaMask.locator("img").getAttribute("src")).toMatch(/^data:image\/svg\+xml,/)
        // Lazy: WalletConnect's chunk still waits for the visitor to choose it.
        expect((await opened.scripts()).filter((s) => isWalletConnectChunk(s.path))).toEqual([])
        // Issue 35: a lazy view brings its styles with its code (constructed stylesheets, which
        // the page's stylesheet does not hold), and they style it.
        await modal.getByRole("button", { name: /^All Wallets/ }).click()
        await page.getByRole("dialog", { name: "All Wallets" }).waitFor()
        expect(await page.evaluate(adoptedRulesStyleTheDialog)).toBe(true)
        expect(opened.problems).toEqual([])
        await opened.close()
      } finally {
        await Promise.all([withFoyer.stop(), bare.stop()])
      }
    },
    minutes(15),
  )
})

describe.concurrent("a fresh Next.js app (App Router)", () => {
  test(
    "server-renders the connect button, hydrates without warnings, and the modal opens",
    async () => {
      const app = join(work, "next-app")
      await writeApp(appTemplate("next-app"), app, {
        name: "fresh-next-app",
        private: true,
        scripts: { dev: "next dev", build: "next build", start: "next start" },
        dependencies: {
          "foyer-kit": `file:${packed.tarball}`,
          next: await lockedVersion("next"),
          react: await lockedVersion("react"),
          "react-dom": await lockedVersion("react-dom"),
        },
      })
      await install(app)
      const next = bin(app, "next/dist/bin/next")
      await runCommand(process.execPath, [next, "build"], { cwd: app, timeoutMs: minutes(8) })
      const port = await freePort()
      const server = await startAppServer(
        process.execPath,
        [next, "start", "--hostname", "127.0.0.1", "--port", `${port}`],
        { cwd: app, url: `http://127.0.0.1:${port}/`, ready: /Ready in/, timeoutMs: minutes(1) },
      )
      try {
        const served = await fetch(server.url)
        const html = await served.text()
        expect(served.status).toBe(200)
        // Server-rendered: the button is in the HTML before any script runs.
        expect(html).toMatch(/<button[^>]*>Connect Wallet<\/button>/)

        const opened = await openAppPage(browser, server.url)
        const { page } = opened
        const connect = page.getByRole("button", { name: "Connect Wallet" })
        await connect.waitFor()
        opened.markClick()
        await connect.click()
        await page.getByRole("dialog", { name: "Connect Wallet" }).waitFor({ timeout: 20_000 })
        // No hydration warning (React reports them as console errors), no page error.
        expect(opened.problems).toEqual([])
        expect(opened.outsideRequests).toEqual([])
        await opened.close()
      } finally {
        await server.stop()
      }
    },
    minutes(20),
  )
})
