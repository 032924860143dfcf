import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { build } from "vite"
import { buildPackageIfStale } from "../../build/builtPackage"
import { repoRoot } from "../../build/packageViteConfig"

/**
 * The fresh Vite + React app of the package test (`npm create vite`'s React template with
 * a Connect Wallet button), whose build is what a consumer's bundler makes of Foyer.
 */
const appTemplate = join(repoRoot, "test", "package", "apps", "vite-react")

/** The two builds of the fresh app: with Foyer, and the same page without it. */
export interface ConsumerApps {
  /** Foyer's ConnectButton in a FoyerProvider, built with Vite's default config. */
  readonly foyer: string
  /** The same page with a plain React button: what React alone costs (the reference). */
  readonly bare: string
  /** Deletes the app and its builds. */
  readonly remove: () => Promise<void>
}

/**
 * Links every package of the repository's node_modules into the app's, and `foyer-kit` to the
 * repository itself (its package.json, `exports` and `sideEffects` included, pointing at
 * dist/): the installed package as Vite resolves it, without packing and installing it.
 */
const linkDependencies = async (app: string): Promise<void> => {
  const modules = join(app, "node_modules")
  await mkdir(modules)
  const installed = await readdir(join(repoRoot, "node_modules"))
  await Promise.all(
    installed.map((name) => symlink(join(repoRoot, "node_modules", name), join(modules, name))),
  )
  await symlink(repoRoot, join(modules, "foyer-kit"))
}

/** `vite build` of the app as it stands, with its own config file, into `outDir`. */
const viteBuild = async (app: string, outDir: string): Promise<void> => {
  // A production build whatever the caller's NODE_ENV, as `vite build` run by hand.
  const callerNodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = "production"
  try {
    await build({
      root: app,
      configFile: join(app, "vite.config.js"),
      logLevel: "warn",
      build: { outDir, emptyOutDir: true },
    })
  } finally {
    if (callerNodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = callerNodeEnv
  }
}

/**
 * Builds the package (when its sources changed), then the fresh Vite app twice in a temporary
 * folder, as its package test does: with Foyer (src/main.jsx) and bare (src/bare.jsx).
 */
export const buildConsumerApps = async (): Promise<ConsumerApps> => {
  await buildPackageIfStale()
  const app = await mkdtemp(join(tmpdir(), "foyer-bench-app-"))
  try {
    await cp(appTemplate, app, { recursive: true })
    // As the package test's app: an ES module package, so Vite loads its config as one.
    await writeFile(
      join(app, "package.json"),
      `${JSON.stringify({ private: true, type: "module" })}\n`,
    )
    await linkDependencies(app)
    const foyer = join(app, "dist")
    const bare = join(app, "dist-bare")
    await viteBuild(app, foyer)
    const html = join(app, "index.html")
    await writeFile(html, (await readFile(html, "utf8")).replace("/src/main.jsx", "/src/bare.jsx"))
    await viteBuild(app, bare)
    return { foyer, bare, remove: () => rm(app, { recursive: true, force: true }) }
  } catch (cause) {
    await rm(app, { recursive: true, force: true })
    throw cause
  }
}
