import { cp, mkdir, rm, writeFile } from "node:fs/promises"
import { dirname, join } from "node:path"
import { build as buildDeclarations } from "tsdown"
import { build as buildModules } from "vite"
import {
  buildFramePageBundle,
  framePageBundleFileName,
} from "../plugins/embedded-wallet/secureSite/page/framePageBundle"
import { buildTestWalletBundle, testWalletBundleFileName } from "../sandbox/wallet/buildTestWallet"
import { buildCreateFoyer } from "./buildCreateFoyer"
import { distDir, entrySources, packageViteConfig, repoRoot } from "./packageViteConfig"

/** Files the sandbox reads or runs beside its modules, copied as they are. */
const sandboxAssets = [
  "sandbox/devnet/anvilWatchdog.mjs",
  "sandbox/walletConnectWallet/page/index.html",
  "sandbox/walletConnectWallet/page/page.js",
]

/** The licence notice of the wallet logos copied from `@web3icons/core` (packageViteConfig.ts). */
const web3iconsNotice = `# Wallet logos from web3icons

The modules in this folder hold wallet logos (SVG) from \`@web3icons/core\` 4.0.56,
https://github.com/0xa3k5/web3icons, copied into Foyer's build unchanged.

MIT License

Copyright (c) 0xa3k5 and the web3icons contributors

Permission is hereby granted, free of charge, to any person obtaining a copy of this software
and associated documentation files (the "Software"), to deal in the Software without
restriction, including without limitation the rights to use, copy, modify, merge, publish,
distribute, sublicense, and/or sell copies of the Software, and to permit persons to whom the
Software is furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all copies or
substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING
BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND
NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM,
DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.

Wallet names and logos are the trademarks of their owners, shown to name their wallets.
`

/**
 * Writes the package's `dist/` from scratch: ES modules, one stylesheet and source maps
 * from Vite's library mode (the maps carry the sources); the type declarations from tsdown, laid
 * out beside the modules they describe; and the sandbox's test wallet and the secure site's
 * frame page as one script each, so the installed package never needs Vite, with the files it reads beside its modules. Then the
 * `npm create foyer` package's command, create-foyer/dist/bin.js, released with it.
 */
export const buildPackage = async (): Promise<void> => {
  await rm(distDir, { recursive: true, force: true })
  // A production build whatever the caller's NODE_ENV (`npm pack` under Vitest says "test"):
  // otherwise the JSX compiles to React's development runtime, which production React lacks.
  const callerNodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = "production"
  try {
    await buildModules(packageViteConfig())
  } finally {
    if (callerNodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = callerNodeEnv
  }
  await buildDeclarations({
    cwd: repoRoot,
    config: false,
    entry: entrySources(),
    outDir: distDir,
    format: "esm",
    unbundle: true,
    // Dependencies, peers and dev-only packages alike stay imports, never copies.
    deps: { skipNodeModulesBundle: true },
    clean: false,
    outExtensions: () => ({ js: ".js", dts: ".d.ts" }),
    // No declaration maps: they would point at .ts sources the package does not ship.
    dts: { emitDtsOnly: true, sourcemap: false },
    tsconfig: "tsconfig.json",
    logLevel: "warn",
    inputOptions: { checks: { pluginTimings: false } },
  })
  await writeFile(join(distDir, "vendor", "web3icons", "LICENSE.md"), web3iconsNotice)
  // One-file page scripts, beside the modules that serve them: the sandbox's test wallet and
  // the embedded wallet's secure frame page.
  const scripts = [
    [join(distDir, "sandbox", "wallet", testWalletBundleFileName), buildTestWalletBundle],
    [
      join(distDir, "plugins", "embedded-wallet", "secureSite", "page", framePageBundleFileName),
      buildFramePageBundle,
    ],
  ] as const
  for (const [file, build] of scripts) {
    await mkdir(dirname(file), { recursive: true })
    await writeFile(file, await build())
  }
  for (const asset of sandboxAssets) await cp(join(repoRoot, asset), join(distDir, asset))
  await buildCreateFoyer()
}
