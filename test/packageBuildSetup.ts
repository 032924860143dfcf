// Vitest global setup: the tests that install the package (test/package) or run apps made by
// `foyer init` read dist/; it is built here, once, before any test starts, when the sources
// changed since the last build. Those tests never build it themselves, so no test reads a
// dist/ that another one is rewriting. Both packages are then packed once for that build, and
// every package test installs the same tarballs (inject("packed")).
import type { TestProject } from "vitest/node"
import { buildPackageIfStale } from "../build/builtPackage"
import { type PackedBuild, packedBuild } from "./package/packedBuild"

declare module "vitest" {
  export interface ProvidedContext {
    /** foyer-kit's and create-foyer's tarballs of this run's dist/. */
    readonly packed: PackedBuild
  }
}

export default async function buildAndPack(project: TestProject): Promise<void> {
  const started = performance.now()
  const built = await buildPackageIfStale()
  if (built) {
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    process.stdout.write(`Built dist/ for the tests in ${seconds} s\n`)
  }
  project.provide("packed", await packedBuild())
}
