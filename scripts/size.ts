// `npm run size`: builds the package (`npm run build`), then the demo for production
// against the built package as a consumer's bundler sees it, and measures, in Chromium, the gzip bytes
// of Foyer's JavaScript (a) loaded before first paint, beyond React and the demo's own
// code, (b) needed to show the Connect view, and (c) WalletConnect's chunks, loaded only
// once the visitor chooses WalletConnect. Then, on the demo as a Solana and Bitcoin site
// (?bitcoin=on, with the EVM, Solana and Bitcoin test wallets), it names the Solana and
// Bitcoin code in each chunk (scripts/chainCode.ts, from the build's chunk-modules.json) and
// measures (d) the chunks holding such code loaded before the visitor picks a wallet (issue
// 36: none), and (e) all JS loaded on picking the Solana test wallet; and, on the demo with
// the embedded wallet listed (?email=on), (f) Foyer's JS before first paint. Exits 1 when (a)
// or (f) exceeds the budget, when any WalletConnect code loads before the visitor chose it,
// or when (d) is not 0.
import { buildPackageFromSources } from "../build/builtPackage"
import { launchChromium } from "../test/e2e/launchChromium"
import { startDemoSite } from "../test/e2e/startDemoSite"
import {
  describeChainModules,
  readChunkModules,
  type ScriptChainCode,
  withChainCode,
} from "./chainCode"
import { type ChainPagePhase, chainPageQuery, measureChainPage } from "./measureChainPage"
import {
  firstPaintBudgetBytes,
  isWalletConnectChunk,
  type LoadedScript,
  measureDemoLoad,
} from "./measureDemoLoad"

/** The demo with the embedded wallet listed (and pay left out, spec 5). */
const emailPageQuery = "?email=on"

const sum = (scripts: ReadonlyArray<{ readonly gzipBytes: number }>) =>
  scripts.reduce((total, script) => total + script.gzipBytes, 0)
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`
const row = (label: string, bytes: number) =>
  `  ${label.padEnd(58)}${String(bytes).padStart(8)} B  ${kb(bytes).padStart(9)}`

process.stdout.write("Building the package…\n")
await buildPackageFromSources()
process.stdout.write("Building the demo against dist/ and starting the sandbox…\n")
const site = await startDemoSite({ projectId: "foyer-size", foyerFrom: "package" })
const browser = await launchChromium()
let scripts: ReadonlyArray<LoadedScript>
let emailScripts: ReadonlyArray<LoadedScript>
let chainPage: ReadonlyArray<ScriptChainCode<LoadedScript<ChainPagePhase>>>
try {
  scripts = await measureDemoLoad(browser, site)
  emailScripts = await measureDemoLoad(browser, site, emailPageQuery)
  chainPage = withChainCode(await measureChainPage(browser, site), readChunkModules(site.buildDir))
} finally {
  await browser.close()
  await site.stop()
}

const initial = scripts.filter((s) => s.phase === "initial")
const connect = scripts.filter((s) => s.phase === "connect")
const foyerInitial = initial.filter((s) => s.owner === "foyer")
const foyerConnect = connect.filter((s) => s.owner === "foyer")
const walletConnect = scripts.filter((s) => s.phase === "walletConnect")
const earlyWalletConnect = [...initial, ...connect].filter((s) => isWalletConnectChunk(s.path))
const firstPaint = sum(foyerInitial)
const emailInitial = emailScripts.filter((s) => s.phase === "initial")
const emailFirstPaint = sum(emailInitial.filter((s) => s.owner === "foyer"))
const connectView = firstPaint + sum(foyerConnect)

const chainPhase = (phase: ChainPagePhase) => chainPage.filter((s) => s.phase === phase)
const beforePick = [...chainPhase("initial"), ...chainPhase("connect")]
const earlyChain = beforePick.filter((s) => (s.chainModules?.length ?? 0) > 0)
// A chunk the build's module list lacks cannot be told free of chain code.
const unlisted = beforePick.filter((s) => s.chainModules === undefined)
const chainRows = (phase: ChainPagePhase) =>
  chainPhase(phase).flatMap((s) => [
    row(`${s.path} (${s.owner})`, s.gzipBytes),
    ...(s.chainModules === undefined
      ? ["      not in the build's chunk-modules.json"]
      : describeChainModules(s.chainModules).map((module) => `      Solana/Bitcoin: ${module}`)),
  ])
const namedChainCode = (chunks: ReadonlyArray<ScriptChainCode<LoadedScript<ChainPagePhase>>>) =>
  chunks
    .map((s) => `${s.path} (${describeChainModules(s.chainModules ?? []).join(", ")})`)
    .join("; ")

const lines = [
  "",
  "Scripts loaded before first paint (until load, Connect Wallet shown), gzip:",
  ...initial.map((s) => row(`${s.path} (${s.owner})`, s.gzipBytes)),
  "Scripts loaded after clicking Connect Wallet (until the Connect view shows), gzip:",
  ...connect.map((s) => row(`${s.path} (${s.owner})`, s.gzipBytes)),
  "Scripts loaded after choosing WalletConnect (until its QR code shows), gzip:",
  ...walletConnect.map((s) => row(`${s.path} (${s.owner})`, s.gzipBytes)),
  "",
  row(
    "React (react, react-dom, scheduler), not counted",
    sum(initial.filter((s) => s.owner === "react")),
  ),
  row("The demo's own code, not counted", sum(initial.filter((s) => s.owner === "demo"))),
  "",
  row("(a) Foyer JS before first paint", firstPaint),
  row("(b) Foyer JS to show the Connect view (a + after click)", connectView),
  row(
    "(c) WalletConnect chunk (Foyer's own client)",
    sum(walletConnect.filter((s) => isWalletConnectChunk(s.path))),
  ),
  row("    all JS loaded on choosing WalletConnect (view, QR, chunk)", sum(walletConnect)),
  "",
  `Budget for (a): ${firstPaintBudgetBytes} B (${kb(firstPaintBudgetBytes)}).`,
  "",
  `The embedded wallet's page (${emailPageQuery}: the plugin listed, pay left out, spec 5),`,
  "scripts loaded before first paint (until load, Connect Wallet shown), gzip:",
  ...emailInitial.map((s) => row(`${s.path} (${s.owner})`, s.gzipBytes)),
  row("(f) Foyer JS before first paint with the embedded wallet", emailFirstPaint),
  "    (its Connect-view section, views and secure frame load with the modal; same budget as (a))",
  "",
  `The Solana and Bitcoin page (${chainPageQuery}; the EVM, Solana and Bitcoin test wallets),`,
  "each chunk with the Solana and Bitcoin code it holds (scripts/chainCode.ts), gzip:",
  "Scripts loaded before first paint (until load, Connect Wallet shown):",
  ...chainRows("initial"),
  "Scripts loaded after clicking Connect Wallet (until both test wallets are listed):",
  ...chainRows("connect"),
  "Scripts loaded after picking the Solana test wallet (until it is connected):",
  ...chainRows("pickSolana"),
  "",
  row("(d) Solana and Bitcoin code before a pick", sum(earlyChain)),
  "    (the whole of each chunk holding any, before the visitor picks a wallet)",
  row("(e) loaded on picking the Solana wallet", sum(chainPhase("pickSolana"))),
  "",
]
process.stdout.write(lines.join("\n"))
const failures = [
  ...(earlyWalletConnect.length > 0
    ? [
        `FAIL: WalletConnect code loaded before the visitor chose it: ${earlyWalletConnect.map((s) => s.path).join(", ")}`,
      ]
    : []),
  ...(firstPaint > firstPaintBudgetBytes
    ? [
        `FAIL: (a) is ${firstPaint} B, over the budget of ${firstPaintBudgetBytes} B by ${firstPaint - firstPaintBudgetBytes} B`,
      ]
    : []),
  ...(emailFirstPaint > firstPaintBudgetBytes
    ? [
        `FAIL: (f) is ${emailFirstPaint} B, over the budget of ${firstPaintBudgetBytes} B by ${emailFirstPaint - firstPaintBudgetBytes} B`,
      ]
    : []),
  ...(earlyChain.length > 0
    ? [
        `FAIL: (d) is ${sum(earlyChain)} B: Solana or Bitcoin code loaded before the visitor picked such a wallet: ${namedChainCode(earlyChain)}`,
      ]
    : []),
  ...(unlisted.length > 0
    ? [
        `FAIL: scripts loaded before a pick that the build's chunk-modules.json does not list: ${unlisted.map((s) => s.path).join(", ")}`,
      ]
    : []),
]
if (failures.length > 0) {
  process.stderr.write(failures.map((failure) => `${failure}\n`).join(""))
  process.exit(1)
}
process.stdout.write("OK: (a) and (f) are within the budget.\n")
process.stdout.write("OK: (d) is 0: no Solana or Bitcoin code before a pick.\n")
