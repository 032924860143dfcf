import { execFile } from "node:child_process"
import { readFile } from "node:fs/promises"
import { join } from "node:path"
import { promisify } from "node:util"
import { publint } from "publint"
import { formatMessage } from "publint/utils"
import { createFoyerDir } from "./buildCreateFoyer"
import { repoRoot } from "./packageViteConfig"

const run = promisify(execFile)

/** A packed package: the tarball's path and the files npm put in it. */
export interface PackedFoyer {
  readonly tarball: string
  readonly files: ReadonlyArray<string>
}

/**
 * `npm pack` of the package in `folder` into `destination`, as a publish would make it:
 * `prepack` builds it first. With `build: false`, what is already built is packed as it is
 * (tests, whose global setup built it, so that no test rewrites what others read).
 */
const packPackage = async (
  folder: string,
  destination: string,
  options: { readonly build: boolean },
): Promise<PackedFoyer> => {
  const { stdout } = await run(
    "npm",
    [
      "pack",
      "--json",
      "--pack-destination",
      destination,
      "--loglevel",
      "error",
      ...(options.build ? [] : ["--ignore-scripts"]),
    ],
    { cwd: folder, maxBuffer: 64 * 1024 * 1024 },
  )
  // prepack's own output comes first; npm's JSON report is the last thing printed.
  const report = JSON.parse(stdout.slice(stdout.lastIndexOf("\n[") + 1)) as ReadonlyArray<{
    readonly filename: string
    readonly files: ReadonlyArray<{ readonly path: string }>
  }>
  const [packed] = report
  if (packed === undefined) throw new Error(`npm pack of ${folder} reported no tarball`)
  return { tarball: join(destination, packed.filename), files: packed.files.map((f) => f.path) }
}

/** `npm pack` of the repository, the foyer-kit package (see packPackage). */
export const packFoyer = (
  destination: string,
  options: { readonly build: boolean } = { build: true },
): Promise<PackedFoyer> => packPackage(repoRoot, destination, options)

/** `npm pack` of create-foyer, the `npm create foyer` package (see packPackage). */
export const packCreateFoyer = (
  destination: string,
  options: { readonly build: boolean } = { build: true },
): Promise<PackedFoyer> => packPackage(createFoyerDir, destination, options)

/** publint's errors and warnings for the tarball, one line each; suggestions are left out. */
export const publintProblems = async (tarball: string): Promise<ReadonlyArray<string>> => {
  const bytes = await readFile(tarball)
  const tarballBuffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)
  const { messages, pkg } = await publint({ pack: { tarball: tarballBuffer }, strict: true })
  return messages
    .filter((message) => message.type !== "suggestion")
    .map((message) => `publint ${message.type}: ${formatMessage(message, pkg) ?? message.code}`)
}

/**
 * Are the Types Wrong's report for the tarball, or undefined when it finds no problem. The
 * package is ES modules only, so the `esm-only` profile: CommonJS `require` and the old
 * node10 resolution are not supported ways to load it.
 */
export const typeProblems = async (tarball: string): Promise<string | undefined> => {
  const attw = join(repoRoot, "node_modules", ".bin", "attw")
  try {
    await run(
      attw,
      [
        tarball,
        "--profile",
        "esm-only",
        "--format",
        "ascii",
        "--exclude-entrypoints",
        "./styles.css",
      ],
      {
        cwd: repoRoot,
        env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" },
        maxBuffer: 16 * 1024 * 1024,
      },
    )
    return undefined
  } catch (error) {
    const { stdout, stderr } = error as { readonly stdout?: string; readonly stderr?: string }
    return `${stdout ?? ""}${stderr ?? ""}`.trim() || String(error)
  }
}

/** Paths that must never be in the tarball: tests, fixtures, examples, CI files. */
export const forbiddenInTarball = (path: string): boolean =>
  /(^|\/)(test|tests|__snapshots__|fixtures?|examples|\.ci|\.github)\//.test(path) ||
  /\.(test|spec)\.[cm]?[jt]sx?(\.map)?$/.test(path) ||
  /\.test\.d\.ts(\.map)?$/.test(path)
