import { readFile } from "node:fs/promises"
import { fileURLToPath } from "node:url"
import type { Rolldown } from "vite"
import type { TestWalletInstallOptions } from "./installTestWallet"

/** The global the wallet bundle defines (`FoyerTestWallet.installTestWallet(...)`). */
export const testWalletGlobalName = "FoyerTestWallet"

/** The file name of the prebuilt bundle, next to this module in the published package. */
export const testWalletBundleFileName = "foyer-test-wallet.js"

// @vite-ignore here and below: Vite's library mode would otherwise turn a file that exists at
// build time into a data: URL, and a data: URL is no file to read or to build from.
/**
 * Where the package build writes the bundle: beside this module, so from source (where the
 * file is absent) the wallet is built instead.
 */
export const prebuiltTestWalletUrl = new URL(
  /* @vite-ignore */ "./foyer-test-wallet.js",
  import.meta.url,
)

const isOutput = (value: unknown): value is Rolldown.RolldownOutput =>
  typeof value === "object" && value !== null && "output" in value

/**
 * Bundles the test wallet (viem included) into one self-contained IIFE with Vite's library
 * mode, in memory, every time it is called. The package build writes the result to
 * `foyer-test-wallet.js` beside this module; otherwise prefer {@link buildTestWallet}.
 */
export const buildTestWalletBundle = async (): Promise<string> => {
  // Vite is a development tool: a published package loads the prebuilt file instead.
  const { build } = await import("vite")
  // Resolved here, not on import: only a build from source needs the source.
  const entry = fileURLToPath(new URL(/* @vite-ignore */ "./installTestWallet.ts", import.meta.url))
  const result = await build({
    configFile: false,
    logLevel: "warn",
    root: fileURLToPath(new URL(/* @vite-ignore */ ".", import.meta.url)),
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      write: false,
      minify: true,
      sourcemap: false,
      emptyOutDir: false,
      lib: {
        entry,
        formats: ["iife"],
        name: testWalletGlobalName,
        fileName: () => testWalletBundleFileName,
      },
    },
  })
  const outputs = Array.isArray(result) ? result : [result]
  const chunk = outputs
    .filter(isOutput)
    .flatMap((output) => output.output)
    .find((file) => file.type === "chunk")
  if (chunk === undefined || chunk.type !== "chunk") {
    throw new Error("Building the test wallet produced no script")
  }
  return chunk.code
}

const isMissingFile = (error: unknown): boolean =>
  typeof error === "object" && error !== null && "code" in error && error.code === "ENOENT"

/**
 * The test wallet bundle: the prebuilt file at `prebuilt` when it exists, else `build()`'s
 * output. Only a missing file falls back to building; any other read error is thrown.
 */
export const loadTestWalletBundle = async (
  prebuilt: URL = prebuiltTestWalletUrl,
  build: () => Promise<string> = buildTestWalletBundle,
): Promise<string> => {
  try {
    return await readFile(prebuilt, "utf8")
  } catch (error) {
    if (isMissingFile(error)) return build()
    throw error
  }
}

let loaded: Promise<string> | undefined

/**
 * The test wallet bundle (an IIFE defining `FoyerTestWallet`), once per process: the
 * package's prebuilt `foyer-test-wallet.js`, or built with Vite when running from source.
 * Tests inject it with `page.addInitScript`.
 */
export const buildTestWallet = (): Promise<string> => {
  loaded ??= loadTestWalletBundle()
  loaded.catch(() => {
    loaded = undefined
  })
  return loaded
}

/**
 * The page script that installs the test wallet: the bundle, then the install call with
 * `options` (JSON is valid JavaScript). For `page.addInitScript({ content })` or a served file.
 */
export const testWalletScript = (bundle: string, options: TestWalletInstallOptions): string =>
  `${bundle}\n;${testWalletGlobalName}.installTestWallet(${JSON.stringify(options)});\n`
