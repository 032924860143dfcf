// `npm run size`: builds the package (`npm run build`), then the demo for production
// against the built package as a consumer's bundler sees it, and measures, in Chromium, the gzip bytes
// of Foyer's JavaScript (a) loaded before first paint, beyond React and the demo's own
// code, (b) needed to show the Connect view, and (c) WalletConnect's chunks, loaded only
// once the visitor chooses WalletConnect. Exits 1 when (a) exceeds the budget or when any
// WalletConnect code loads before the visitor chose it.
import { buildPackageFromSources } from "../build/builtPackage"
import { launchChromium } from "../test/e2e/launchChromium"
import { startDemoSite } from "../test/e2e/startDemoSite"
import {
  firstPaintBudgetBytes,
  isWalletConnectChunk,
  type LoadedScript,
  measureDemoLoad,
} from "./measureDemoLoad"

const sum = (scripts: ReadonlyArray<LoadedScript>) =>
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
try {
  scripts = await measureDemoLoad(browser, site)
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
const connectView = firstPaint + sum(foyerConnect)

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
]
process.stdout.write(lines.join("\n"))
if (earlyWalletConnect.length > 0) {
  process.stderr.write(
    `FAIL: WalletConnect code loaded before the visitor chose it: ${earlyWalletConnect.map((s) => s.path).join(", ")}\n`,
  )
  process.exit(1)
}
if (firstPaint > firstPaintBudgetBytes) {
  process.stderr.write(
    `FAIL: (a) is ${firstPaint} B, over the budget of ${firstPaintBudgetBytes} B by ${firstPaint - firstPaintBudgetBytes} B\n`,
  )
  process.exit(1)
}
process.stdout.write("OK: (a) is within the budget.\n")
