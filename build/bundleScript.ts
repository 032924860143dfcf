import { readFile } from "node:fs/promises"
import { dirname } from "node:path"
import type { Rolldown } from "vite"

/** One self-contained browser script to bundle. */
export interface BundleScriptOptions {
  /** The entry module's absolute path. */
  readonly entry: string
  /** The global the IIFE defines for the entry's exports (Vite asks for one even when there are none). */
  readonly globalName: string
  /** The output's file name (Vite's library mode wants one even in memory). */
  readonly fileName: string
}

const isOutput = (value: unknown): value is Rolldown.RolldownOutput =>
  typeof value === "object" && value !== null && "output" in value

/**
 * Bundles `entry` and everything it imports (dependencies included) into one minified IIFE
 * with Vite's library mode, in memory, for a page to load as one file: the test wallets, the
 * secure site's frame page. NODE_ENV is production: libraries that read it (@wallet-standard/errors,
 * @solana/kit) give their short coded messages and leave their development tables out.
 */
export const bundleScript = async ({
  entry,
  globalName,
  fileName,
}: BundleScriptOptions): Promise<string> => {
  // Vite is a development tool: a published package loads the prebuilt file instead.
  const { build } = await import("vite")
  const result = await build({
    configFile: false,
    logLevel: "warn",
    root: dirname(entry),
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      write: false,
      minify: true,
      sourcemap: false,
      emptyOutDir: false,
      lib: {
        entry,
        formats: ["iife"],
        name: globalName,
        fileName: () => fileName,
      },
    },
  })
  const outputs = Array.isArray(result) ? result : [result]
  const chunk = outputs
    .filter(isOutput)
    .flatMap((output) => output.output)
    .find((file) => file.type === "chunk")
  if (chunk === undefined || chunk.type !== "chunk") {
    throw new Error(`Bundling ${fileName} produced no script`)
  }
  return chunk.code
}

const isMissingFile = (error: unknown): boolean =>
  typeof error === "object" && error !== null && "code" in error && error.code === "ENOENT"

/**
 * A bundled script: the prebuilt file at `prebuilt` when it exists (the published package),
 * else `build()`'s output (running from source). Only a missing file falls back to building;
 * any other read error is thrown.
 */
export const loadPrebuiltScript = async (
  prebuilt: URL,
  build: () => Promise<string>,
): Promise<string> => {
  try {
    return await readFile(prebuilt, "utf8")
  } catch (error) {
    if (isMissingFile(error)) return build()
    throw error
  }
}

/**
 * `bundle`, run once per process: every call gives the same build; a failed build is tried
 * again on the next call.
 * @example
 * export const loadFramePage = bundledOnce(() => loadPrebuiltScript(prebuilt, build))
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
