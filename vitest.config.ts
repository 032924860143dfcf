import { availableParallelism } from "node:os"
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin"
import { defineConfig } from "vitest/config"

export default defineConfig({
  // Components import their *.css.ts styles; the plugin compiles them in tests as in builds.
  plugins: [vanillaExtractPlugin()],
  test: {
    include: ["**/*.test.ts", "**/*.test.tsx"],
    // Templates are type-checked and built by the CLI's tests in the projects they make.
    exclude: ["**/node_modules/**", "**/dist/**", "cli/templates/**", ".cli-test-projects/**"],
    environment: "node",
    // A test's time limit guards against hangs, never measures speed (benchmarks do): on a
    // busy 2-core machine, with browser suites running beside it, an import-heavy unit test
    // can take more than Vitest's default 5 s.
    testTimeout: 20_000,
    // Before any test runs: find or install the Chromium the browser tests drive (when it
    // cannot, the run stops at once with one line saying what to run), then build dist/ when
    // the sources changed, for the tests that use the package as users get it.
    globalSetup: ["test/chromiumSetup.ts", "test/packageBuildSetup.ts"],
    // Files share a worker's modules instead of importing effect, React and the kit afresh
    // each (the core's 169 files: 57 s -> 12 s on this 2-core machine). Support modules
    // register their clean-up in test/fileHooks.ts, run by this set-up file after each test
    // and file, so a file starts from the same state as in a fresh worker.
    isolate: false,
    setupFiles: ["test/eachTestFile.ts"],
    // Tests must not depend on one another's order; shuffle to keep that honest.
    sequence: { shuffle: { files: false, tests: true } },
    // At least two test files at a time. Vitest's default is one fewer than the cores, which on
    // a 2-core machine ran the whole suite one file after another (about 30 min), while most of
    // the long files wait on Chromium, anvil, npm or a child build rather than compute. Files
    // share nothing: free ports, their own temporary folders, race-safe build caches; the whole
    // suite passed with two at a time on a 2-core machine loaded by five other test runs.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
})
