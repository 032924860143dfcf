import { fileURLToPath } from "node:url"
import { build, type Rolldown } from "vite"
import type { TestWalletInstallOptions } from "./installTestWallet"

/** The global the wallet bundle defines (`FoyerTestWallet.installTestWallet(...)`). */
export const testWalletGlobalName = "FoyerTestWallet"

const entry = fileURLToPath(new URL("./installTestWallet.ts", import.meta.url))

let built: Promise<string> | undefined

const isOutput = (value: unknown): value is Rolldown.RolldownOutput =>
  typeof value === "object" && value !== null && "output" in value

/**
 * Bundles the test wallet (viem included) into one self-contained IIFE with Vite's library
 * mode, in memory; built once per process. Tests inject it with `page.addInitScript`.
 */
export const buildTestWallet = (): Promise<string> => {
  built ??= (async () => {
    const result = await build({
      configFile: false,
      logLevel: "warn",
      root: fileURLToPath(new URL(".", import.meta.url)),
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
          fileName: () => "foyer-test-wallet.js",
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
  })()
  built.catch(() => {
    built = undefined
  })
  return built
}

/**
 * The page script that installs the test wallet: the bundle, then the install call with
 * `options` (JSON is valid JavaScript). For `page.addInitScript({ content })` or a served file.
 */
export const testWalletScript = (bundle: string, options: TestWalletInstallOptions): string =>
  `${bundle}\n;${testWalletGlobalName}.installTestWallet(${JSON.stringify(options)});\n`
