// `npm run bench` (not part of `npm test` or CI: speed lives in benchmarks, never in timed
// tests): issue 14's figures. On each network (as is, and with a 100 ms round trip added to
// every request), opens the production demo and a bare React dialog (the reference,
// scripts/bench/bareDialog) cold, alternately, several times, and prints the medians of
// click → dialog visible, click → first wallet option visible, focus + Enter → dialog
// visible, the kernel's start, the waves of requests after the click, and Foyer's first-paint
// JS, each against its budget. Then issue 35's figures of a consumer's build: the fresh Vite +
// React app of the package test, built with Vite's default config against the built package,
// beside the same page without Foyer: navigation → Connect Wallet button visible, and the JS
// files fetched before that first paint. Exits 1 when a figure is over its budget.
// Flags: --runs <n> (default 7), --mode throttled|unthrottled|both (default both).
import type { Browser } from "playwright-core"
import { type DemoServer, serveDemo } from "../examples/demo/serveDemo"
import { launchChromium } from "../test/e2e/launchChromium"
import { type DemoSite, demoConfigFor, startDemoSite } from "../test/e2e/startDemoSite"
import { cachedBareDialogBuild } from "./bench/bareDialog/buildBareDialog"
import { firstPaintFigure, firstPaintFigures, modeFigures, waveCount } from "./bench/benchFigures"
import { allWithinBudget, figureVerdict } from "./bench/budgetVerdict"
import { buildConsumerApps, type ConsumerApps } from "./bench/consumerApp"
import { throttledLatencyMs } from "./bench/emulateNetwork"
import { formatBenchTable } from "./bench/formatBenchTable"
import { formatWaves } from "./bench/formatWaves"
import { groupWaves } from "./bench/groupWaves"
import { measureFirstPaint } from "./bench/measureFirstPaint"
import { measureOpening, type OpeningTarget } from "./bench/measureOpening"
import type { BenchMode, FirstPaintRuns, ModeRuns, OpeningRun, PageRun } from "./bench/OpeningRun"
import { benchUsage, firstPaintLoadsPerRun, parseBenchArgs } from "./bench/parseBenchArgs"
import { firstPaintBudgetBytes } from "./measureDemoLoad"

const args = parseBenchArgs(process.argv.slice(2))
if (args === "help") {
  process.stdout.write(`${benchUsage}\n`)
  process.exit(0)
}
if ("error" in args) {
  process.stderr.write(`${args.error}\n${benchUsage}\n`)
  process.exit(2)
}

const ms = (value: number | undefined) => (value === undefined ? "n/a" : `${value.toFixed(1)} ms`)
const describeRun = (run: PageRun) =>
  `click → dialog ${ms(run.click.dialogMs)} (in DOM ${ms(run.click.dialogInDomMs)}), ` +
  `option ${ms(run.click.optionMs)}; ` +
  `Enter → dialog ${ms(run.keyboard.dialogMs)}`
const describeDemoRun = (run: PageRun) =>
  `${describeRun(run)}; kernel start ${ms(run.click.kernelStartMs)}, ` +
  `${waveCount(run.click)} wave(s)`

/** Opens `target` by click, then by keyboard, each in its own fresh context. */
const measurePage = async (
  browser: Browser,
  site: DemoSite,
  target: OpeningTarget,
  mode: BenchMode,
): Promise<PageRun> => ({
  click: await measureOpening(browser, site, target, mode, "click"),
  keyboard: await measureOpening(browser, site, target, mode, "keyboard"),
})

const measureMode = async (
  browser: Browser,
  site: DemoSite,
  pages: { readonly bare: OpeningTarget; readonly demo: OpeningTarget },
  mode: BenchMode,
): Promise<ModeRuns> => {
  process.stdout.write(
    mode === "throttled"
      ? `\nThrottled: ${throttledLatencyMs} ms added to every request, unlimited throughput.\n`
      : "\nUnthrottled (loopback).\n",
  )
  // One opening of each page, not counted, so the browser's own warm-up (its first renderer,
  // its first connection) is in neither figure; every counted run still has a fresh context.
  await measurePage(browser, site, pages.bare, mode)
  await measurePage(browser, site, pages.demo, mode)
  const bare: PageRun[] = []
  const demo: PageRun[] = []
  for (let run = 1; run <= args.runs; run++) {
    // Alternating which page goes first, so neither always runs on a warmer machine.
    const order = run % 2 === 1 ? (["bare", "demo"] as const) : (["demo", "bare"] as const)
    for (const name of order) {
      const result = await measurePage(browser, site, pages[name], mode)
      ;(name === "bare" ? bare : demo).push(result)
      process.stdout.write(
        `  run ${String(run).padStart(2)} ${name.padEnd(4)}: ${name === "demo" ? describeDemoRun(result) : describeRun(result)}\n`,
      )
    }
  }
  return { mode, bare, demo }
}

/**
 * Loads the fresh Vite app with Foyer and without it, cold, alternately, `args.runs` ×
 * firstPaintLoadsPerRun times on `mode`'s network (after one uncounted load of each, as
 * measureMode does).
 */
const measureFirstPaintMode = async (
  browser: Browser,
  pages: { readonly bare: string; readonly foyer: string },
  mode: BenchMode,
): Promise<FirstPaintRuns> => {
  process.stdout.write(`\nFresh Vite app, first paint, ${mode}:\n`)
  await measureFirstPaint(browser, pages.bare, mode)
  await measureFirstPaint(browser, pages.foyer, mode)
  const bare: Array<Awaited<ReturnType<typeof measureFirstPaint>>> = []
  const foyer: typeof bare = []
  for (let run = 1; run <= args.runs * firstPaintLoadsPerRun; run++) {
    const order = run % 2 === 1 ? (["bare", "foyer"] as const) : (["foyer", "bare"] as const)
    for (const name of order) {
      const result = await measureFirstPaint(browser, pages[name], mode)
      ;(name === "bare" ? bare : foyer).push(result)
      process.stdout.write(
        `  run ${String(run).padStart(2)} ${name.padEnd(5)}: button ${ms(result.buttonMs)}, ` +
          `${result.scripts.length} JS file(s): ${result.scripts.join(" ")}\n`,
      )
    }
  }
  return { mode, bare, foyer }
}

/**
 * The demo's click with the most waves (the latest such run), to list its files: what was
 * discovered late, when anything was.
 */
const mostWavesRun = (runs: ModeRuns): OpeningRun | undefined => {
  const most = Math.max(...runs.demo.map((run) => waveCount(run.click)))
  return [...runs.demo].reverse().find((run) => waveCount(run.click) === most)?.click
}

process.stdout.write(
  "Building the demo and the bare dialog (or reusing their builds) and starting the sandbox…\n",
)
const [siteResult, bareResult, appsResult] = await Promise.allSettled([
  startDemoSite({ projectId: "foyer-bench" }),
  cachedBareDialogBuild(),
  buildConsumerApps(),
])
if (
  siteResult.status === "rejected" ||
  bareResult.status === "rejected" ||
  appsResult.status === "rejected"
) {
  if (siteResult.status === "fulfilled") await siteResult.value.stop()
  if (appsResult.status === "fulfilled") await appsResult.value.remove()
  throw [siteResult, bareResult, appsResult].flatMap((result) =>
    result.status === "rejected" ? [result.reason] : [],
  )[0]
}
const site = siteResult.value
const apps: ConsumerApps = appsResult.value
let bareServer: DemoServer | undefined
const appServers: DemoServer[] = []
let browser: Browser | undefined
const modes: ModeRuns[] = []
const firstPaints: FirstPaintRuns[] = []
try {
  // The demo's own server, so both pages get the same headers (CSP, no-cache); the bare page
  // ignores the configuration it injects.
  bareServer = await serveDemo({
    dir: bareResult.value,
    config: demoConfigFor(site.sandbox, site.projectId),
  })
  browser = await launchChromium()
  const pages = {
    bare: { name: "bare", url: bareServer.url },
    demo: { name: "demo", url: site.demo.url },
  } as const
  for (const mode of args.modes) modes.push(await measureMode(browser, site, pages, mode))
  const config = demoConfigFor(site.sandbox, site.projectId)
  for (const dir of [apps.bare, apps.foyer]) appServers.push(await serveDemo({ dir, config }))
  const [bareApp, foyerApp] = appServers.map((server) => server.url)
  if (bareApp === undefined || foyerApp === undefined) throw new Error("No fresh app server")
  for (const mode of args.modes) {
    firstPaints.push(await measureFirstPaintMode(browser, { bare: bareApp, foyer: foyerApp }, mode))
  }
} finally {
  await browser?.close()
  await bareServer?.close()
  await Promise.all(appServers.map((server) => server.close()))
  await apps.remove()
  await site.stop()
}

const figures = [
  ...modes.flatMap(modeFigures),
  firstPaintFigure(modes, firstPaintBudgetBytes),
  ...firstPaints.flatMap(firstPaintFigures),
]
const wavesOfOneRun = modes.map((runs) => {
  const run = mostWavesRun(runs)
  return [
    `Waves after the click on the demo, ${runs.mode}, the run with the most (ms after the click):`,
    formatWaves(groupWaves(run?.requests ?? [])),
  ].join("\n")
})
process.stdout.write(
  [
    "",
    `Medians over ${args.runs} cold runs per network (a fresh context each, Chromium headless),`,
    "the demo beside the bare React dialog measured in the same runs. Visible: the frame holding",
    "the element was produced (MutationObserver, then the next animation frame, then a posted",
    "message). The click is a script click() without hovering (no intent preload); Enter is a",
    "real key press on the focused button, timed from its keydown, pressed at once after the",
    "focus (whatever the focus started loading is still on its way). Waves: a request started",
    "after a post-click response of wave k finished belongs to wave k + 1. The fresh app's",
    `first paint: medians over ${args.runs * firstPaintLoadsPerRun} cold loads of each page, alternately.`,
    "",
    formatBenchTable(figures),
    "",
    ...wavesOfOneRun.flatMap((waves) => [waves, ""]),
  ].join("\n"),
)
if (!allWithinBudget(figures)) {
  const over = figures.filter((figure) => !["ok", "—"].includes(figureVerdict(figure)))
  process.stderr.write(
    `FAIL: over budget: ${over.map((figure) => `${figure.name} (${figure.mode})`).join(", ")}\n`,
  )
  process.exit(1)
}
process.stdout.write("OK: every figure is within its budget.\n")
