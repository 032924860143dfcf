import { fileURLToPath } from "node:url"
import type { Rolldown } from "vite"

const isOutput = (value: unknown): value is Rolldown.RolldownOutput =>
  typeof value === "object" && value !== null && "output" in value

/**
 * Bundles the module at `entry` with everything it imports into one self-contained IIFE
 * that defines `globalName` (its exports), with Vite's library mode, in memory.
 * @example
 * const code = await bundlePageScript(new URL("./installSolanaTestWallet.ts", import.meta.url), "FoyerSolanaTestWallet")
 */
export const bundlePageScript = async (entry: URL, globalName: string): Promise<string> => {
  // Vite is a development tool, loaded only when a script is built.
  const { build } = await import("vite")
  const result = await build({
    configFile: false,
    logLevel: "warn",
    root: fileURLToPath(new URL(".", entry)),
    // @wallet-standard/errors and @solana/kit read NODE_ENV for their messages: production
    // gives their short coded messages and leaves the development tables out.
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      write: false,
      minify: true,
      sourcemap: false,
      emptyOutDir: false,
      lib: {
        entry: fileURLToPath(entry),
        formats: ["iife"],
        name: globalName,
        fileName: () => `${globalName}.js`,
      },
    },
  })
  const outputs = Array.isArray(result) ? result : [result]
  const chunk = outputs
    .filter(isOutput)
    .flatMap((output) => output.output)
    .find((file) => file.type === "chunk")
  if (chunk === undefined || chunk.type !== "chunk") {
    throw new Error(`Bundling ${entry.pathname} produced no script`)
  }
  return chunk.code
}

/**
 * `bundle`, run once per process: every call gives the same build; a failed build is tried
 * again on the next call.
 * @example
 * export const buildBitcoinTestWallet = bundledOnce(() => bundlePageScript(entry, "FoyerBitcoinTestWallet"))
 */
export const bundledOnce = (bundle: () => Promise<string>): (() => Promise<string>) => {
  let built: Promise<string> | undefined
  return () => {
    built ??= bundle()
    built.catch(() => {
      built = undefined
    })
    return built
  }
}
