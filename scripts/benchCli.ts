// `npm run bench:cli`: how long `npx foyer doctor`, `npx foyer add send` and
// `npx foyer remove send` take in an app made from foyer init's template (no plugin, as
// `foyer init --yes` makes it), the median of five runs each, against the budget of one
// second (issue 32: a command run by hand should feel instant). The CLI is the built one
// (dist/cli/bin.js, under plain node, as users run it); the app links the package and the
// repository's TypeScript. Exits 1 when a median is over the budget. Not part of `npm test`:
// timings belong in a benchmark.
import { execFile } from "node:child_process"
import { chmod, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { promisify } from "node:util"
import { buildPackageFromSources } from "../build/builtPackage"
import { repoRoot } from "../build/packageViteConfig"
import { fillTemplate } from "../cli/init/fillTemplate"

const run = promisify(execFile)
const budgetMs = 1000
const runs = 5

process.stdout.write("Building the package…\n")
await buildPackageFromSources()
const bin = join(repoRoot, "dist", "cli", "bin.js")
await chmod(bin, 0o755)

const app = await mkdtemp(join(tmpdir(), "foyer-bench-cli-"))
try {
  await mkdir(join(app, "node_modules", ".bin"), { recursive: true })
  await symlink(repoRoot, join(app, "node_modules", "foyer-kit"), "dir")
  await symlink(
    join(repoRoot, "node_modules", "typescript"),
    join(app, "node_modules", "typescript"),
    "dir",
  )
  await symlink(bin, join(app, "node_modules", ".bin", "foyer"))
  await writeFile(
    join(app, "package.json"),
    JSON.stringify({ name: "bench-app", private: true, type: "module" }),
  )
  const template = join(repoRoot, "cli", "templates", "base", "foyer.config.ts")
  const config = fillTemplate(
    await readFile(template, "utf8"),
    { projectId: "b56e18d47c72ab683b10814fe9495694", networks: '["eip155:1"]', themeMode: "light" },
    template,
  )
  await writeFile(join(app, "foyer.config.ts"), config)

  /** The wall time of `npx foyer <args>` in the app, in ms; a failing command stops the bench. */
  const timed = async (args: ReadonlyArray<string>) => {
    const started = performance.now()
    await run("npx", ["--no-install", "foyer", ...args], { cwd: app })
    return performance.now() - started
  }
  const median = (values: ReadonlyArray<number>) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

  const samples = {
    doctor: [] as number[],
    "add send": [] as number[],
    "remove send": [] as number[],
  }
  await timed(["doctor"]) // the first run fills the file-system cache
  for (let i = 0; i < runs; i++) {
    samples.doctor.push(await timed(["doctor"]))
    samples["add send"].push(await timed(["add", "send"]))
    samples["remove send"].push(await timed(["remove", "send"]))
  }
  const over: Array<string> = []
  process.stdout.write(`\nnpx foyer <command>, median of ${runs} (budget ${budgetMs} ms):\n`)
  for (const [command, values] of Object.entries(samples)) {
    const ms = Math.round(median(values))
    process.stdout.write(`  ${command.padEnd(12)} ${String(ms).padStart(5)} ms\n`)
    if (ms > budgetMs) over.push(command)
  }
  if (over.length > 0) {
    process.stdout.write(`\nOver the budget: ${over.join(", ")}\n`)
    process.exitCode = 1
  } else {
    process.stdout.write("\nOK: every command is within the budget.\n")
  }
} finally {
  await rm(app, { recursive: true, force: true })
}
