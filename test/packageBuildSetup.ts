// Vitest global setup: the tests that install the package (test/package) or run apps made by
// `foyer init` read dist/; it is built here, once, before any test starts, when the sources
// changed since the last build. Those tests never build it themselves, so no test reads a
// dist/ that another one is rewriting.
import { buildPackageIfStale } from "../build/builtPackage"

export default async function buildDist(): Promise<void> {
  const started = performance.now()
  const built = await buildPackageIfStale()
  if (built) {
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    process.stdout.write(`Built dist/ for the tests in ${seconds} s\n`)
  }
}
