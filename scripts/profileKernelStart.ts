// `npx tsx scripts/profileKernelStart.ts` (not part of CI): where the time goes between the
// first click on Connect Wallet and the Connect view listing the wallets (issue 14).
//
// 1. Timing: opens the production demo (the cached build) --runs times, each in a fresh
//    context, and prints the medians of the click-to-list time and of the kernel's own start
//    (the light handle's User Timing measure "foyer:kernel-start").
// 2. Profile: builds the same demo unminified with source maps, opens it --profiles times
//    with the CPU profiler (Chromium's, through CDP) running from the click to the list, and
//    prints where the samples fall: by phase (before the kernel's code arrived, evaluating
//    its modules, createFoyerClient, after it), by source file (the innermost frame's), by
//    chunk evaluation, and by the kit's own functions (inclusive).
// 3. Node (--node <n>): bundles the kernel as the demo does (rolldown, code splitting kept, so
//    a dynamic import() stays out of the start) and runs it in <n> fresh Node processes,
//    printing the medians of the CPU time of importing the kernel's chunks and of the first
//    (cold) and a later (warm) createFoyerClient with demo-like options. CPU time, not wall
//    time: it holds still on a machine busy with other work, where the browser's times do not.
// Flags: --runs <n> (default 10), --profiles <n> (default 5), --top <n> (default 25),
// --node <n> (default 0; when given alone, only the Node figures are taken).
import { execFile } from "node:child_process"
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join, relative } from "node:path"
import { fileURLToPath } from "node:url"
import { parseArgs, promisify } from "node:util"
import { originalPositionFor, TraceMap } from "@jridgewell/trace-mapping"
import type { Browser, Page } from "playwright-core"
import type { OutputChunk } from "rolldown"
import { build } from "vite"
import { type DemoServer, serveDemo } from "../examples/demo/serveDemo"
import { demoViteConfig, hasSideEffects } from "../examples/demo/vite.config"
import { connectButton } from "../test/e2e/demoPageFlows"
import { launchChromium } from "../test/e2e/launchChromium"
import { openDemoPage } from "../test/e2e/openDemoPage"
import { type DemoSite, demoConfigFor, startDemoSite } from "../test/e2e/startDemoSite"

const { values } = parseArgs({
  options: {
    runs: { type: "string" },
    profiles: { type: "string" },
    top: { type: "string" },
    node: { type: "string" },
  },
})
const count = (name: string, value: string | undefined, fallback: number): number => {
  const n = Number(value ?? String(fallback))
  if (!(Number.isInteger(n) && n >= 0)) {
    process.stderr.write(`--${name} must be a whole number, got ${value}\n`)
    process.exit(2)
  }
  return n
}
const nodeOnly =
  values.node !== undefined && values.runs === undefined && values.profiles === undefined
const runs = count("runs", values.runs, nodeOnly ? 0 : 10)
const profiles = count("profiles", values.profiles, nodeOnly ? 0 : 5)
const nodeRuns = count("node", values.node, 0)
const top = count("top", values.top, 25)

const execFileAsync = promisify(execFile)
const repoRoot = fileURLToPath(new URL("../", import.meta.url))
const kernelStartMeasure = "foyer:kernel-start"
const kernelChunk = /\/createFoyerClient-[\w-]+\.js$/

// Runs in the page (a string: tsx names compiled functions with a helper the page lacks).
// Clicks Connect Wallet and resolves, through a MutationObserver, when the Connect view lists
// a wallet, with the page times of the click, the list, the kernel measure and every script.
const clickAndTime = `new Promise((resolve, reject) => {
  const button = [...document.querySelectorAll("button")].find(
    (element) => element.textContent.trim() === "Connect Wallet",
  )
  if (button === undefined) return reject(new Error("No Connect Wallet button"))
  const clickAt = performance.now()
  let listAt
  // The light entry may list wallets from its preview before the kernel runs: the run ends
  // once the list shows and the kernel has started (its measure exists).
  const check = () => {
    const shown = document.querySelector("[role=dialog]")
    if (shown === null || shown.querySelector("ul[aria-label=Wallets] button") === null) return
    listAt ??= performance.now()
    const measure = performance.getEntriesByName("${kernelStartMeasure}")[0]
    if (measure === undefined) return
    observer.disconnect()
    clearInterval(poll)
    resolve({
      clickAt,
      listAt,
      endAt: performance.now(),
      kernel: { start: measure.startTime, duration: measure.duration },
      scripts: performance.getEntriesByType("resource")
        .filter((entry) => entry.name.endsWith(".js") && entry.startTime >= clickAt)
        .map((entry) => ({ name: entry.name, startTime: entry.startTime, responseEnd: entry.responseEnd })),
    })
  }
  const observer = new MutationObserver(check)
  observer.observe(document.body, { subtree: true, childList: true })
  // A measure is no DOM change: polled too.
  const poll = setInterval(check, 5)
  button.click()
  check()
})`

// Spins 10 ms in a function the profile can find by name, and gives the page time it began:
// the profile's clock (CDP's) is aligned to the page's performance.now() by it.
const anchor = `(function __kstartAnchor() {
  const at = performance.now()
  while (performance.now() - at < 10) {}
  return at
})()`

interface Clicked {
  readonly clickAt: number
  /** When the Connect view first listed a wallet. */
  readonly listAt: number
  /** When the list showed and the kernel had started, whichever came last. */
  readonly endAt: number
  readonly kernel: { readonly start: number; readonly duration: number } | undefined
  readonly scripts: ReadonlyArray<{
    readonly name: string
    readonly startTime: number
    readonly responseEnd: number
  }>
}

const openReady = async (browser: Browser, site: DemoSite, server: DemoServer) => {
  const opened = await openDemoPage(browser, { ...site, demo: server }, { navigate: false })
  await opened.page.goto(server.url, { waitUntil: "load" })
  await connectButton(opened.page).waitFor({ state: "visible" })
  // Let the first wave's idle work (hydration, preloads) settle before the click.
  await opened.page.waitForTimeout(500)
  return opened
}

const median = (xs: ReadonlyArray<number>): number => {
  const sorted = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}
const ms = (value: number) => `${value.toFixed(1)} ms`

/** One run's scripts and kernel start, in ms from the click: what waits on what. */
const printTimeline = (clicked: Clicked) => {
  const at = (time: number) => (time - clicked.clickAt).toFixed(0).padStart(5)
  console.log("\n## First run's timeline (ms from the click)")
  const rows = [
    ...clicked.scripts.map((script) => ({
      start: script.startTime,
      line: `${at(script.startTime)} -> ${at(script.responseEnd)}  ${script.name.slice(script.name.lastIndexOf("/") + 1)}`,
    })),
    ...(clicked.kernel === undefined
      ? []
      : [
          {
            start: clicked.kernel.start,
            line: `${at(clicked.kernel.start)} -> ${at(clicked.kernel.start + clicked.kernel.duration)}  ${kernelStartMeasure}`,
          },
        ]),
    { start: clicked.listAt, line: `${at(clicked.listAt)}           Connect list shown` },
    { start: clicked.endAt, line: `${at(clicked.endAt)}           list shown and kernel started` },
  ]
  for (const row of rows.sort((a, b) => a.start - b.start)) console.log(row.line)
}

/** Times the production demo: click to list, and the kernel measure. */
const timeRuns = async (browser: Browser, site: DemoSite) => {
  const list: number[] = []
  const ready: number[] = []
  const kernel: number[] = []
  const afterChunk: number[] = []
  for (let run = 0; run < runs; run++) {
    const opened = await openReady(browser, site, site.demo)
    try {
      const clicked = (await opened.page.evaluate(clickAndTime)) as Clicked
      list.push(clicked.listAt - clicked.clickAt)
      ready.push(clicked.endAt - clicked.clickAt)
      if (clicked.kernel !== undefined) kernel.push(clicked.kernel.duration)
      const chunk = clicked.scripts.find((script) => kernelChunk.test(script.name))
      if (chunk !== undefined) afterChunk.push(clicked.endAt - chunk.responseEnd)
      if (run === 0) printTimeline(clicked)
    } finally {
      await opened.close()
    }
  }
  console.log(`\n## Production demo, ${runs} runs (medians)`)
  console.log(`click -> Connect list:                 ${ms(median(list))}`)
  console.log(`click -> list shown and kernel started: ${ms(median(ready))}`)
  console.log(`kernel chunk arrived -> both:           ${ms(median(afterChunk))}`)
  console.log(`${kernelStartMeasure} (createFoyerClient): ${ms(median(kernel))}`)
  console.log(`  (each: ${kernel.map((k) => k.toFixed(1)).join(", ")})`)
}

/** The demo built unminified with source maps, so the profile can name what it samples. */
const buildReadable = async (): Promise<string> => {
  const outDir = await mkdtemp(join(tmpdir(), "kstart-demo-"))
  const config = demoViteConfig({ outDir })
  const previous = process.env.NODE_ENV
  process.env.NODE_ENV = "production"
  try {
    await build({ ...config, build: { ...config.build, minify: false, sourcemap: true } })
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = previous
  }
  return outDir
}

interface ProfileNode {
  readonly id: number
  readonly callFrame: {
    readonly functionName: string
    readonly url: string
    readonly lineNumber: number
    readonly columnNumber: number
  }
  readonly children?: ReadonlyArray<number>
}
interface Profile {
  readonly nodes: ReadonlyArray<ProfileNode>
  readonly startTime: number
  readonly samples: ReadonlyArray<number>
  readonly timeDeltas: ReadonlyArray<number>
}

/** Where a profiled function's code comes from, through the chunk's source map. */
interface Origin {
  /** The source file (repo-relative, or the npm package for node_modules). */
  readonly file: string
  /** The package (or "foyer") the file belongs to. */
  readonly owner: string
  readonly name: string
}

const ownerOf = (file: string): string => {
  const at = file.lastIndexOf("node_modules/")
  if (at === -1) return "foyer"
  const rest = file.slice(at + "node_modules/".length).split("/")
  return rest[0]!.startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0]!
}

const shortFile = (file: string): string => {
  const at = file.lastIndexOf("node_modules/")
  return at === -1 ? file : file.slice(at + "node_modules/".length)
}

/** Resolves profile frames to source files through the build's source maps. */
const sourceMaps = async (dir: string) => {
  const maps = new Map<string, TraceMap>()
  for (const file of await readdir(join(dir, "assets"))) {
    if (!file.endsWith(".js.map")) continue
    const raw = JSON.parse(await readFile(join(dir, "assets", file), "utf8"))
    maps.set(file.slice(0, -".map".length), new TraceMap(raw))
  }
  const cache = new Map<string, Origin | undefined>()
  return (frame: ProfileNode["callFrame"]): Origin | undefined => {
    const chunk = frame.url.slice(frame.url.lastIndexOf("/") + 1)
    const key = `${chunk}:${frame.lineNumber}:${frame.columnNumber}`
    if (cache.has(key)) return cache.get(key)
    const map = maps.get(chunk)
    let origin: Origin | undefined
    if (map !== undefined) {
      const position = originalPositionFor(map, {
        line: frame.lineNumber + 1,
        column: frame.columnNumber,
      })
      if (position.source !== null) {
        const file = relative(repoRoot, join(dir, "assets", position.source))
        origin = {
          file: `${shortFile(file)}:${position.line}`,
          owner: ownerOf(file),
          name: frame.functionName || position.name || "(anonymous)",
        }
      }
    }
    cache.set(key, origin)
    return origin
  }
}

type Phase = "before kernel chunk" | "kernel modules" | "createFoyerClient" | "after kernel"

/** Sums sample time (ms) by key. */
class Tally {
  readonly totals = new Map<string, number>()
  add(key: string, value: number) {
    this.totals.set(key, (this.totals.get(key) ?? 0) + value)
  }
  print(title: string, runsCount: number, limit = top) {
    console.log(`\n### ${title} (ms per run)`)
    const rows = [...this.totals].sort((a, b) => b[1] - a[1]).slice(0, limit)
    for (const [key, total] of rows)
      console.log(`${(total / runsCount).toFixed(1).padStart(7)}  ${key}`)
  }
}

const profileRuns = async (browser: Browser, site: DemoSite) => {
  const dir = await buildReadable()
  const server = await serveDemo({ dir, config: demoConfigFor(site.sandbox, site.projectId) })
  const origin = await sourceMaps(dir)
  const byPhase = new Tally()
  const busyByPhase = new Tally()
  const byOwner = new Tally()
  const byFile = new Tally()
  const byFunction = new Tally()
  const byChunkEval = new Tally()
  const kitInclusive = new Tally()
  try {
    for (let run = 0; run < profiles; run++) {
      const opened = await openReady(browser, site, server)
      try {
        const page: Page = opened.page
        const cdp = await page.context().newCDPSession(page)
        await cdp.send("Profiler.enable")
        await cdp.send("Profiler.setSamplingInterval", { interval: 100 })
        await cdp.send("Profiler.start")
        const anchoredAt = (await page.evaluate(anchor)) as number
        const clicked = (await page.evaluate(clickAndTime)) as Clicked
        const { profile } = (await cdp.send("Profiler.stop")) as unknown as { profile: Profile }
        await cdp.detach()
        const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
        const parent = new Map<number, number>()
        for (const node of profile.nodes) {
          for (const child of node.children ?? []) parent.set(child, node.id)
        }
        const stackOf = (id: number): ReadonlyArray<ProfileNode> => {
          const stack: ProfileNode[] = []
          for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
            stack.push(nodes.get(at)!)
          }
          return stack // innermost first
        }
        // Sample times on the profile's clock (µs), then on the page's (ms).
        const times: number[] = []
        let t = profile.startTime
        for (const delta of profile.timeDeltas) {
          t += delta
          times.push(t)
        }
        const anchorIndex = profile.samples.findIndex((id) =>
          stackOf(id).some((node) => node.callFrame.functionName === "__kstartAnchor"),
        )
        if (anchorIndex === -1) throw new Error("The anchor was not sampled")
        const offset = anchoredAt - times[anchorIndex]! / 1000
        const chunk = clicked.scripts.find((script) => kernelChunk.test(script.name))
        const chunkAt = chunk?.responseEnd ?? Number.POSITIVE_INFINITY
        const kernelStart = clicked.kernel?.start ?? Number.POSITIVE_INFINITY
        const kernelEnd = kernelStart + (clicked.kernel?.duration ?? 0)
        const phaseAt = (at: number): Phase =>
          at < chunkAt
            ? "before kernel chunk"
            : at < kernelStart
              ? "kernel modules"
              : at < kernelEnd
                ? "createFoyerClient"
                : "after kernel"
        for (const [index, id] of profile.samples.entries()) {
          const at = times[index]! / 1000 + offset
          if (at < clicked.clickAt || at > clicked.endAt) continue
          const next = times[index + 1]
          const weight = next === undefined ? 0 : (next - times[index]!) / 1000
          const stack = stackOf(id)
          const inner = stack[0]!.callFrame
          const phase = phaseAt(at)
          byPhase.add(phase, weight)
          if (inner.functionName !== "(idle)") busyByPhase.add(phase, weight)
          if (inner.url === "" || !inner.url.startsWith(server.url)) {
            const name = inner.functionName || "(native)"
            byOwner.add(`${phase} | ${name}`, weight)
            continue
          }
          const place = origin(inner)
          byOwner.add(`${phase} | ${place?.owner ?? "(unmapped)"}`, weight)
          if (phase === "before kernel chunk") continue
          byFile.add(`${phase} | ${place?.file.replace(/:\d+$/, "") ?? inner.url}`, weight)
          byFunction.add(
            `${phase} | ${place?.name ?? inner.functionName} ${place?.file ?? ""}`,
            weight,
          )
          // A chunk's top-level code (its modules' evaluation), and what it calls.
          const outer = [...stack]
            .reverse()
            .find((node) => node.callFrame.url.startsWith(server.url))
          if (outer !== undefined && outer.callFrame.functionName === "") {
            byChunkEval.add(
              outer.callFrame.url.slice(outer.callFrame.url.lastIndexOf("/") + 1),
              weight,
            )
          }
          const seen = new Set<string>()
          for (const node of stack) {
            const own = origin(node.callFrame)
            if (own?.owner !== "foyer" || own.file.startsWith("examples/")) continue
            const key = `${phase} | ${own.name} ${own.file}`
            if (seen.has(key)) continue
            seen.add(key)
            kitInclusive.add(key, weight)
          }
        }
      } finally {
        await opened.close()
      }
    }
  } finally {
    await server.close()
    await rm(dir, { recursive: true, force: true })
  }
  console.log(
    `\n## Unminified demo under the CPU profiler, ${profiles} runs (sampled every 0.1 ms)`,
  )
  byPhase.print("Phases (click to list)", profiles)
  busyByPhase.print("Busy time by phase (all but idle)", profiles)
  byOwner.print("Self time by phase and package", profiles, 40)
  byChunkEval.print("Chunk top-level evaluation (inclusive), after the kernel chunk", profiles)
  byFile.print("Self time by source file, from the kernel chunk on", profiles)
  byFunction.print("Self time by function, from the kernel chunk on", profiles)
  kitInclusive.print(
    "The kit's own functions, inclusive, from the kernel chunk on",
    profiles,
    top * 2,
  )
}

// The kernel as the light handle loads it, with demo-like options (the sandbox's devnets and
// endpoints at addresses nothing listens on: the kernel's start sends nothing).
const nodeEntry = `
import { foyerSandboxAt, withSandbox } from ${JSON.stringify(join(repoRoot, "core/index.ts"))}
import { send } from ${JSON.stringify(join(repoRoot, "plugins/send/index.ts"))}
export const loadKernel = () => import(${JSON.stringify(join(repoRoot, "core/client/createFoyerClient.ts"))})
export const options = withSandbox(
  {
    walletConnectWallets: [
      { id: "sandbox-wc", name: "Sandbox WalletConnect Wallet", link: "http://127.0.0.1:9/wc" },
    ],
    metadata: { name: "Foyer demo", description: "The demo", url: "http://127.0.0.1:9", icons: [] },
    plugins: [send()],
  },
  foyerSandboxAt({
    projectId: "foyer-demo",
    apiUrl: "http://127.0.0.1:9",
    analyticsUrl: "http://127.0.0.1:9",
    rpcUrl: "http://127.0.0.1:9",
    relayUrl: "ws://127.0.0.1:9",
  }),
)
`

// Runs in a fresh Node process: imports the bundle, starts the kit twice, prints CPU times.
const nodeProbe = `
const cpu = (since) => { const u = process.cpuUsage(since); return (u.user + u.system) / 1000 }
const page = await import("./entry.js")
let at = process.cpuUsage()
const kit = await page.loadKernel()
const importMs = cpu(at)
at = process.cpuUsage()
const first = await kit.createFoyerClient(page.options)
const coldMs = cpu(at)
await first.dispose()
at = process.cpuUsage()
const second = await kit.createFoyerClient(page.options)
const warmMs = cpu(at)
await second.dispose()
console.log(JSON.stringify({ importMs, coldMs, warmMs }))
process.exit(0)
`

interface NodeFigure {
  readonly importMs: number
  readonly coldMs: number
  readonly warmMs: number
}

/** Bundles the kernel (code splitting kept) and times it in fresh Node processes. */
const nodeFigures = async () => {
  const dir = await mkdtemp(join(tmpdir(), "kstart-node-"))
  try {
    await writeFile(join(dir, "entry.ts"), nodeEntry)
    // Built by Vite as the demo is (its resolve conditions pick the same modules of effect
    // and viem), for the browser, unminified; Node runs it as ES modules.
    const built = await build({
      configFile: false,
      logLevel: "warn",
      build: {
        outDir: join(dir, "out"),
        emptyOutDir: true,
        minify: false,
        reportCompressedSize: false,
        lib: { entry: join(dir, "entry.ts"), formats: ["es"], fileName: () => "entry.js" },
        // As the demo declares it: the kit's own modules have no side effects at import.
        rolldownOptions: { treeshake: { moduleSideEffects: hasSideEffects } },
      },
    })
    const output = (Array.isArray(built) ? built[0] : built).output as ReadonlyArray<
      { type: "asset" } | (OutputChunk & { type: "chunk" })
    >
    await writeFile(join(dir, "out", "probe.mjs"), nodeProbe)
    const figures: NodeFigure[] = []
    for (let run = 0; run < nodeRuns; run++) {
      const { stdout } = await execFileAsync(process.execPath, [join(dir, "out", "probe.mjs")])
      figures.push(JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}") as NodeFigure)
    }
    const chunks = new Map(
      output.flatMap((chunk) => (chunk.type === "chunk" ? [[chunk.fileName, chunk]] : [])),
    )
    // The chunks a chunk loads before its code runs (its static imports, transitively).
    const closure = (name: string) => {
      const found = new Set([name])
      for (const at of found) {
        for (const next of chunks.get(at)?.imports ?? []) found.add(next)
      }
      return found
    }
    const page = closure("entry.js")
    const kernel = [...chunks.values()].find((chunk) =>
      chunk.facadeModuleId?.endsWith("core/client/createFoyerClient.ts"),
    )
    // What the kernel's import() fetches beyond what the page already holds.
    const loaded = [...closure(kernel?.fileName ?? "entry.js")].filter((name) => !page.has(name))
    const staticBytes = loaded.reduce((sum, name) => sum + (chunks.get(name)?.code.length ?? 0), 0)
    console.log(`\n## Node, the kernel bundled, ${nodeRuns} fresh processes (median CPU time)`)
    console.log(`import() of the kernel's chunks:   ${ms(median(figures.map((f) => f.importMs)))}`)
    console.log(`first createFoyerClient (cold):   ${ms(median(figures.map((f) => f.coldMs)))}`)
    console.log(`later createFoyerClient (warm):   ${ms(median(figures.map((f) => f.warmMs)))}`)
    console.log(
      `the kernel's chunks: ${loaded.length}, ${(staticBytes / 1024).toFixed(0)} kB unminified (${chunks.size} chunks in all)`,
    )
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

if (nodeRuns > 0) await nodeFigures()
if (runs > 0 || profiles > 0) {
  const site = await startDemoSite({ build: "fresh" })
  const browser = await launchChromium()
  try {
    if (runs > 0) await timeRuns(browser, site)
    if (profiles > 0) await profileRuns(browser, site)
  } finally {
    await browser.close()
    await site.stop()
  }
}
