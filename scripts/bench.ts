// `npm run bench` (not part of CI): opens the production demo in Chromium several times, each
// in a fresh context (cold cache), and prints the medians of the click-to-modal time and of
// the JS heap before and after opening the modal. Flags: --runs <n> (default 10).
import { parseArgs } from "node:util"
import type { Browser, Page } from "playwright-core"
import { connectButton } from "../test/e2e/demoPageFlows"
import { launchChromium } from "../test/e2e/launchChromium"
import { openDemoPage } from "../test/e2e/openDemoPage"
import { type DemoSite, startDemoSite } from "../test/e2e/startDemoSite"

const { values } = parseArgs({ options: { runs: { type: "string" } } })
const runs = Number(values.runs ?? "10")
if (!(Number.isInteger(runs) && runs > 0)) {
  process.stderr.write(`--runs must be a positive whole number, got ${values.runs}\n`)
  process.exit(2)
}

/** One run's measures. */
interface Run {
  /** From the click to the dialog in the DOM (the shell, maybe still loading its view). */
  readonly dialogMs: number
  /** From the click to the Connect view listing the wallet. */
  readonly connectViewMs: number
  readonly heapBeforeBytes: number
  readonly heapAfterBytes: number
}

// Runs in the page: clicks Connect Wallet and times, with a MutationObserver, when the dialog
// and then the Connect view's wallet list appear. A string, because tsx names the functions
// it compiles with a helper that does not exist in the page.
const clickAndTime = `new Promise((resolve, reject) => {
  const button = [...document.querySelectorAll("button")].find(
    (element) => element.textContent.trim() === "Connect Wallet",
  )
  if (button === undefined) return reject(new Error("No Connect Wallet button"))
  let dialogMs
  const start = performance.now()
  const check = () => {
    const shown = document.querySelector("[role=dialog]")
    if (shown === null) return
    dialogMs ??= performance.now() - start
    if (shown.querySelector("ul[aria-label=Wallets] button") === null) return
    observer.disconnect()
    resolve({ dialogMs, connectViewMs: performance.now() - start })
  }
  const observer = new MutationObserver(check)
  observer.observe(document.body, { subtree: true, childList: true })
  button.click()
  check()
})`

const heapUsed = async (page: Page): Promise<number> => {
  const cdp = await page.context().newCDPSession(page)
  try {
    await cdp.send("HeapProfiler.collectGarbage")
    await cdp.send("Performance.enable")
    const { metrics } = await cdp.send("Performance.getMetrics")
    const used = metrics.find((metric) => metric.name === "JSHeapUsedSize")
    if (used === undefined) throw new Error("Chromium reported no JSHeapUsedSize")
    return used.value
  } finally {
    await cdp.detach()
  }
}

const measure = async (browser: Browser, site: DemoSite): Promise<Run> => {
  const opened = await openDemoPage(browser, site, { navigate: false })
  try {
    const { page } = opened
    await page.goto(site.demo.url, { waitUntil: "load" })
    await connectButton(page).waitFor({ state: "visible" })
    const heapBeforeBytes = await heapUsed(page)
    const timing = (await page.evaluate(clickAndTime)) as Pick<Run, "dialogMs" | "connectViewMs">
    const heapAfterBytes = await heapUsed(page)
    return { ...timing, heapBeforeBytes, heapAfterBytes }
  } finally {
    await opened.close()
  }
}

const median = (values: ReadonlyArray<number>): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

process.stdout.write("Building the demo (or reusing its build) and starting the sandbox…\n")
const site = await startDemoSite({ projectId: "foyer-bench" })
const browser = await launchChromium()
const results: Run[] = []
try {
  for (let run = 1; run <= runs; run++) {
    const result = await measure(browser, site)
    results.push(result)
    process.stdout.write(
      `  run ${String(run).padStart(2)}: dialog ${result.dialogMs.toFixed(1)} ms, Connect view ${result.connectViewMs.toFixed(1)} ms, heap ${(result.heapAfterBytes / 1024 / 1024).toFixed(2)} MB\n`,
    )
  }
} finally {
  await browser.close()
  await site.stop()
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`
process.stdout.write(
  [
    "",
    `Medians over ${runs} runs (fresh context each, cold cache, Chromium headless):`,
    `  click → dialog shown            ${median(results.map((r) => r.dialogMs)).toFixed(1)} ms`,
    `  click → Connect view rendered   ${median(results.map((r) => r.connectViewMs)).toFixed(1)} ms`,
    `  JS heap before the click        ${mb(median(results.map((r) => r.heapBeforeBytes)))}`,
    `  JS heap with the modal open     ${mb(median(results.map((r) => r.heapAfterBytes)))}`,
    "",
  ].join("\n"),
)
