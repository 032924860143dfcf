import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import react from "@vitejs/plugin-react"
import { build, preview } from "vite"

/** The example dApp, built and served on 127.0.0.1. */
export interface DappServer {
  /** The page's URL, e.g. `http://127.0.0.1:41234/`. */
  readonly url: string
  /** Stops the server and removes the build. */
  readonly stop: () => Promise<void>
}

const root = fileURLToPath(new URL(".", import.meta.url))

/**
 * Builds the example dApp with Vite into a temporary folder and serves it with Vite's preview
 * server on a free port of 127.0.0.1: your app has its own build and server; this is this
 * example's. Its `foyer-kit/...` imports resolve as an installed package's do (see README.md).
 */
export const serveDapp = async (): Promise<DappServer> => {
  const outDir = await mkdtemp(join(tmpdir(), "foyer-testing-example-"))
  try {
    // A production build whatever NODE_ENV says (Vitest sets "test").
    const previous = process.env.NODE_ENV
    process.env.NODE_ENV = "production"
    try {
      await build({
        configFile: false,
        root,
        logLevel: "warn",
        plugins: [react()],
        build: { outDir, emptyOutDir: true, reportCompressedSize: false },
      })
    } finally {
      if (previous === undefined) delete process.env.NODE_ENV
      else process.env.NODE_ENV = previous
    }
    const server = await preview({
      configFile: false,
      root,
      logLevel: "warn",
      build: { outDir },
      preview: { host: "127.0.0.1", port: 0, strictPort: true, open: false },
    })
    const url = server.resolvedUrls?.local[0]
    if (url === undefined) throw new Error("The preview server reported no URL")
    return {
      url,
      stop: async () => {
        await server.close()
        await rm(outDir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    await rm(outDir, { recursive: true, force: true })
    throw error
  }
}
