// The plugin author's guide's example (docs/plugins.md, examples/plugins/greeting) in an app
// made by `foyer init`, as an author uses it: the plugin's folder is dropped into the app,
// `foyer add ./plugins/greeting` wires it in, the app builds against the package (dist/,
// which the global setup builds), and its view opens in Chromium from the Account view; then
// `foyer remove greeting` leaves the app as init wrote it and the build without any of it.
import { cp, readFile } from "node:fs/promises"
import { extname, join, normalize } from "node:path"
import type { Browser } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { listFiles } from "../../cli/init/copyTemplate"
import {
  testWalletAddress,
  testWalletName,
  testWalletScript,
} from "../../examples/plugins/greeting/testWallet"
import { repoRoot, runFoyer, tempProject } from "../cliHarness"
import { launchChromium } from "../e2e/launchChromium"
import { type LocalServer, startLocalServer } from "../localServer"
import { runCommand } from "./freshApp"
import { openAppPage } from "./openAppPage"

const minutes = (count: number) => count * 60_000
const example = join(repoRoot, "examples", "plugins", "greeting")

/** One of the greeting plugin's messages: in its descriptor, so in the page's first scripts. */
const messageTrace = "Connect a wallet to be greeted."
/** Its service's key: in its kit, a lazy chunk the kernel imports when it starts. */
const kitTrace = "foyer-example/greeting/GreetingService"
/** Texts only the greeting plugin has. */
const traces = [messageTrace, kitTrace]

/** The app's own files and their contents: what foyer init wrote and the author keeps. */
const appFiles = async (dir: string): Promise<ReadonlyMap<string, string>> => {
  const paths = (await listFiles(dir)).filter(
    (path) => !/^(node_modules|dist|plugins)\//.test(path),
  )
  return new Map(
    await Promise.all(
      paths.map(async (path) => [path, await readFile(join(dir, path), "utf8")] as const),
    ),
  )
}

/**
 * The scripts the built page loads before any click, concatenated: index.html's module
 * script and the modules it preloads (Vite lists the entry's static imports).
 */
const firstPaintScripts = async (dir: string): Promise<string> => {
  const html = await readFile(join(dir, "dist", "index.html"), "utf8")
  const paths = [...html.matchAll(/<(?:script[^>]*src|link[^>]*href)="\/([^"]+\.js)"/g)].map(
    (match) => match[1] ?? "",
  )
  expect(paths.length).toBeGreaterThan(0)
  const texts = await Promise.all(paths.map((path) => readFile(join(dir, "dist", path), "utf8")))
  return texts.join("\n")
}

/** The built page's scripts, concatenated, to look for the plugin in. */
const builtScripts = async (dir: string): Promise<string> => {
  const scripts = (await listFiles(join(dir, "dist"))).filter((path) => path.endsWith(".js"))
  const texts = await Promise.all(scripts.map((path) => readFile(join(dir, "dist", path), "utf8")))
  return texts.join("\n")
}

const contentTypes: Readonly<Record<string, string>> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
}

/** Serves the app's built dist/ on 127.0.0.1, as any static host would. */
const serveBuild = (dir: string): Promise<LocalServer> =>
  startLocalServer((request, response) => {
    const path = request.url.pathname === "/" ? "/index.html" : request.url.pathname
    const file = join(dir, "dist", normalize(path))
    readFile(file).then(
      (body) => {
        response.writeHead(200, { "content-type": contentTypes[extname(file)] ?? "text/plain" })
        response.end(body)
      },
      () => {
        response.writeHead(404)
        response.end()
      },
    )
  })

/** Builds the app with Vite, as its `npm run build` does. */
const viteBuild = (dir: string) =>
  runCommand(
    process.execPath,
    [join(repoRoot, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"],
    { cwd: dir, timeoutMs: minutes(3) },
  )

/** Type-checks the app, as its `npm run typecheck` does. */
const typecheck = (dir: string) =>
  runCommand(
    process.execPath,
    [join(repoRoot, "node_modules/typescript/bin/tsc"), "--noEmit", "-p", dir],
    { cwd: dir, timeoutMs: minutes(3) },
  )

let browser: Browser
let app: string

/**
 * Opens the built app in Chromium with the test wallet installed, connects it as a visitor
 * does, opens the Account view's "Say hello" and waves once in the Greeting view.
 */
const openGreeting = async () => {
  const server = await serveBuild(app)
  const opened = await openAppPage(browser, server.url, { initScript: testWalletScript() })
  try {
    const { page } = opened
    await page.getByRole("button", { name: "Connect Wallet" }).click()
    const connectDialog = page.getByRole("dialog", { name: "Connect Wallet" })
    await connectDialog.getByRole("button", { name: new RegExp(`^${testWalletName}`) }).click()
    await connectDialog.waitFor({ state: "detached", timeout: 20_000 })
    // Connected: the page shows the account button, named by the address.
    await page.getByRole("button", { name: /^0x5290/i }).click()
    await page.getByRole("dialog").getByRole("button", { name: "Say hello" }).click()
    const greeting = page.getByRole("dialog", { name: "Greeting" })
    await greeting.getByText(`Hello, ${testWalletAddress}!`).waitFor({ timeout: 20_000 })
    await greeting.getByRole("button", { name: "Wave" }).click()
    await greeting.getByRole("status").filter({ hasText: "Waves so far: 1" }).waitFor()
    // The app keeps foyer's default endpoints, so the provider API's calls are refused (and
    // reported by the browser as failed loads); nothing else goes wrong in the page.
    expect(
      opened.problems.filter(
        (problem) => !problem.endsWith("Failed to load resource: net::ERR_FAILED"),
      ),
    ).toEqual([])
  } finally {
    await opened.close()
    await server.close()
  }
}

beforeAll(async () => {
  const [launched, project] = await Promise.all([launchChromium(), tempProject()])
  browser = launched
  app = project.dir
  const init = await runFoyer(["init", "--yes", "--project-id", "abc123"], { cwd: app })
  expect(init.code, init.stderr).toBe(0)
  await project.linkFoyer()
}, minutes(2))

afterAll(() => browser?.close())

describe("the guide's example plugin in an app made by foyer init", () => {
  it(
    "foyer add ./plugins/greeting changes only the config; the Greeting view opens from the Account view in Chromium; foyer remove leaves no trace",
    async () => {
      const initial = await appFiles(app)
      const config = join(app, "foyer.config.ts")
      // The author drops the plugin's folder into the app, tests and all, and adds it.
      await cp(example, join(app, "plugins", "greeting"), { recursive: true })
      const added = await runFoyer(["add", "./plugins/greeting"], { cwd: app })
      expect(added.code, added.stderr).toBe(0)

      const afterAdd = await appFiles(app)
      const changed = [...afterAdd.keys()].filter(
        (path) => afterAdd.get(path) !== initial.get(path),
      )
      expect(changed).toEqual(["foyer.config.ts"])
      expect([...initial.keys()].filter((path) => !afterAdd.has(path))).toEqual([])
      const withGreeting = await readFile(config, "utf8")
      expect(withGreeting).toContain('import { greeting } from "./plugins/greeting"')
      expect(withGreeting).toMatch(
        /plugins: \[\s*greeting\(\{\s*\/\/ text: "Welcome", \/\/ the greeting word \(default: "Hello"\)\s*\}\),?\s*\]/,
      )

      await viteBuild(app)
      const built = await builtScripts(app)
      for (const trace of traces) expect(built, trace).toContain(trace)
      // The descriptor (its messages) is in the first paint; its kit is a lazy chunk.
      const firstPaint = await firstPaintScripts(app)
      expect(firstPaint).toContain(messageTrace)
      expect(firstPaint).not.toContain(kitTrace)
      // The app type-checks against the package's declarations (the plugin's view name joins
      // FoyerViews) while Chromium drives the build.
      await Promise.all([typecheck(app), openGreeting()])

      const removed = await runFoyer(["remove", "greeting"], { cwd: app })
      expect(removed.code, removed.stderr).toBe(0)
      expect(await appFiles(app)).toEqual(initial)
      // The plugin's folder is still there, imported by nothing: the build has none of it.
      await viteBuild(app)
      const rebuilt = await builtScripts(app)
      for (const trace of traces) expect(rebuilt, trace).not.toContain(trace)
    },
    minutes(6),
  )
})
