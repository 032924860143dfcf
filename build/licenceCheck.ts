// The licences of an installed package tree (issue 33, point 2): every package a user of
// foyer-kit gets must be under an OSI licence, by its package.json's `license` field (what tools
// read) and by its LICENSE file (the licence itself), since a field can be vague or wrong:
// the WalletConnect SDK's releases after 2.21.8 say "SEE LICENSE IN LICENSE.md", a non-OSI licence.
import type { Dirent } from "node:fs"
import { open, readdir, readFile, realpath, stat } from "node:fs/promises"
import { basename, dirname, join, relative, resolve, sep } from "node:path"
import { disallowedIds, parseExpression } from "./spdxExpression"

/**
 * The SPDX ids a dependency may be under: OSI-approved permissive licences and MPL-2.0 (whose
 * copyleft stops at its own files), plus CC0-1.0. CC0 is not OSI-approved (Creative Commons
 * withdrew it from OSI's review in 2012 over its clause that keeps patent rights), but it
 * dedicates the work to the public domain and asks nothing of a user, like the Unlicense, which
 * OSI did approve; type-fest, under the CLI's openapi-typescript, offers it beside MIT.
 * GPL, LGPL and AGPL are OSI-approved but not listed: Foyer is MIT, and what it brings must
 * not put a user's app under other terms.
 */
export const allowedLicences: ReadonlyArray<string> = [
  "0BSD",
  "Apache-2.0",
  "BlueOak-1.0.0",
  "BSD-2-Clause",
  "BSD-3-Clause",
  "CC0-1.0",
  "ISC",
  "MIT",
  "MIT-0",
  "MPL-2.0",
  "Python-2.0",
  "Unlicense",
  "Zlib",
]

/**
 * The SPDX ids a dev-only tool may be under (the sandbox's and the CLI's optional peers, which
 * a user installs with --save-dev and never ships): the permissive ones and the OSI-approved
 * copyleft licences, since nothing of a tool's code reaches the user's app. The sandbox's
 * Uniswap v2 contracts, whose compiled bytecode it deploys on its devnet, are GPL-3.0.
 */
export const devToolLicences: ReadonlyArray<string> = [
  ...allowedLicences,
  "GPL-2.0",
  "GPL-2.0-only",
  "GPL-2.0-or-later",
  "GPL-3.0",
  "GPL-3.0-only",
  "GPL-3.0-or-later",
  "LGPL-2.1",
  "LGPL-2.1-only",
  "LGPL-2.1-or-later",
  "LGPL-3.0",
  "LGPL-3.0-only",
  "LGPL-3.0-or-later",
  "AGPL-3.0-only",
  "AGPL-3.0-or-later",
]

/** Names of licences that are not OSI licences, as their texts begin, with a pattern each. */
const nonOsiLicenceTexts: ReadonlyArray<{ readonly name: string; readonly text: RegExp }> = [
  { name: "the WalletConnect Community License", text: /\bwalletconnect community licen[cs]e\b/ },
  { name: "the Reown Community License", text: /\breown community licen[cs]e\b/ },
  { name: "the Business Source License", text: /\bbusiness source licen[cs]e\b/ },
  { name: "the Elastic License", text: /\belastic licen[cs]e\b/ },
  { name: "the Server Side Public License", text: /\bserver side public licen[cs]e\b/ },
  { name: "the Commons Clause", text: /\bcommons clause\b/ },
  { name: "a PolyForm licence", text: /\bpolyform\b/ },
  { name: "the Functional Source License", text: /\bfunctional source licen[cs]e\b/ },
  { name: "the Sustainable Use License", text: /\bsustainable use licen[cs]e\b/ },
  { name: "the Confluent Community License", text: /\bconfluent community licen[cs]e\b/ },
]

/** The lines of a licence file kept: a licence names itself in its title or first paragraph. */
const headLines = 20
/** Bytes read from a licence file to find its first lines (some are 100 kB of notices). */
const headBytes = 8192
/** A licence file's name: LICENSE, LICENCE, COPYING and their variants (`LICENSE-MIT`, `.md`...). */
const licenceFileName = /^(licen[cs]e|copying)([.\-_].*)?$/i

/** The start of one licence file in an installed package. */
export interface LicenceFile {
  /** The file's name in the package's folder, e.g. `LICENSE.md`. */
  readonly file: string
  /** Its first lines (at most 20). */
  readonly head: string
}

/** One installed package's declared licence and licence files. */
export interface InstalledLicence {
  readonly name: string
  readonly version: string
  /** The package's folder. */
  readonly path: string
  /**
   * The `license` field as one SPDX expression: the string as written, the old
   * `{ "type": "MIT" }` object's type, or the old `licenses` array joined with OR (the old
   * form's usual meaning: the user picks one). Undefined when the package declares none.
   */
  readonly license: string | undefined
  /** Its licence files, by name. */
  readonly files: ReadonlyArray<LicenceFile>
}

/** The parts of package.json read here. */
interface Manifest {
  readonly name?: unknown
  readonly version?: unknown
  readonly license?: unknown
  readonly licenses?: unknown
  readonly dependencies?: unknown
  readonly optionalDependencies?: unknown
}

/** The SPDX id of one form of the old licence fields: a string or a `{ type }` object. */
const licenceId = (value: unknown): string | undefined => {
  if (typeof value === "string") return value.trim() === "" ? undefined : value.trim()
  if (typeof value === "object" && value !== null && "type" in value) return licenceId(value.type)
  return undefined
}

/** The manifest's licence as one expression (see InstalledLicence.license). */
const declaredLicence = (manifest: Manifest): string | undefined => {
  const field = manifest.license ?? manifest.licenses
  if (!Array.isArray(field)) return licenceId(field)
  const ids = field.map(licenceId).filter((id) => id !== undefined)
  if (ids.length === 0) return undefined
  return ids.length === 1 ? ids[0] : `(${ids.join(" OR ")})`
}

/** The first lines of a file, from at most its first `headBytes` bytes. */
const readHead = async (path: string): Promise<string> => {
  const handle = await open(path, "r")
  try {
    const buffer = Buffer.alloc(headBytes)
    const { bytesRead } = await handle.read(buffer, 0, headBytes, 0)
    return buffer.toString("utf8", 0, bytesRead).split(/\r?\n/).slice(0, headLines).join("\n")
  } finally {
    await handle.close()
  }
}

/** The licence files in a package's folder, sorted by name. */
const licenceFiles = async (folder: string): Promise<ReadonlyArray<LicenceFile>> => {
  const entries = await readdir(folder, { withFileTypes: true })
  const names = entries
    .filter((entry) => licenceFileName.test(entry.name))
    .map((entry) => entry.name)
    .sort()
  const files = await Promise.all(
    names.map(async (file) => {
      // A symlinked file counts as the file it points to; a folder named LICENSES does not count.
      const isFile = await stat(join(folder, file)).then(
        (s) => s.isFile(),
        () => false,
      )
      return isFile ? { file, head: await readHead(join(folder, file)) } : undefined
    }),
  )
  return files.filter((file) => file !== undefined)
}

/** package.json in `folder`, or undefined when there is none or it does not parse. */
const readManifest = async (folder: string): Promise<Manifest | undefined> => {
  const text = await readFile(join(folder, "package.json"), "utf8").catch(() => undefined)
  if (text === undefined) return undefined
  try {
    const manifest: unknown = JSON.parse(text)
    return typeof manifest === "object" && manifest !== null ? manifest : undefined
  } catch {
    return undefined
  }
}

/**
 * The licences of exact package versions whose package.json names none but whose own files
 * state one, each read by hand: `name@version` → SPDX id. Only these versions: another one is
 * checked again.
 */
const licencesStatedInFiles: Readonly<Record<string, string>> = {
  // koa's (oidc-provider's) dependency: its Readme.md carries "(The MIT License)" and its text.
  "only@0.0.2": "MIT",
}

/** The licence record of the package in `folder`, whose package.json is `manifest`. */
const licenceOf = async (folder: string, manifest: Manifest): Promise<InstalledLicence> => {
  const name = typeof manifest.name === "string" ? manifest.name : basename(folder)
  const version = typeof manifest.version === "string" ? manifest.version : "(no version)"
  return {
    name,
    version,
    path: folder,
    license: declaredLicence(manifest) ?? licencesStatedInFiles[`${name}@${version}`],
    files: await licenceFiles(folder),
  }
}

/** Orders licence records by their folder's path. */
const byPath = (a: InstalledLicence, b: InstalledLicence): number =>
  a.path < b.path ? -1 : a.path > b.path ? 1 : 0

/** Whether a node_modules entry can be a package folder (a folder or a link to one). */
const isFolder = (folder: string, entry: Dirent): Promise<boolean> =>
  entry.isDirectory()
    ? Promise.resolve(true)
    : entry.isSymbolicLink()
      ? stat(join(folder, entry.name)).then(
          (s) => s.isDirectory(),
          () => false,
        )
      : Promise.resolve(false)

/** The package folders directly in a node_modules folder: `name` and `@scope/name`. */
const packageFolders = async (nodeModules: string): Promise<ReadonlyArray<string>> => {
  const entries = await readdir(nodeModules, { withFileTypes: true }).catch(() => [])
  const folders = await Promise.all(
    entries.map(async (entry): Promise<ReadonlyArray<string>> => {
      // .bin, .cache, .package-lock.json, .vite...: npm's and tools' own, never a package.
      if (entry.name.startsWith(".") || !(await isFolder(nodeModules, entry))) return []
      if (!entry.name.startsWith("@")) return [join(nodeModules, entry.name)]
      const scope = join(nodeModules, entry.name)
      const scoped = await readdir(scope, { withFileTypes: true }).catch(() => [])
      const inScope = await Promise.all(
        scoped.map(async (child) =>
          (await isFolder(scope, child)) ? [join(scope, child.name)] : [],
        ),
      )
      return inScope.flat()
    }),
  )
  return folders.flat()
}

/**
 * Every package installed under `nodeModulesRoot` (an app's `node_modules`), nested
 * `node_modules` included, one entry per package folder, sorted by path.
 * @example
 * licenceProblems(await installedLicences(join(app, "node_modules"))) // [] when all are allowed
 */
export const installedLicences = async (
  nodeModulesRoot: string,
): Promise<ReadonlyArray<InstalledLicence>> => {
  const found: InstalledLicence[] = []
  // Real paths already walked: a linked package (a workspace, `npm link`) may link back up.
  const seen = new Set<string>()
  const walk = async (nodeModules: string): Promise<void> => {
    const folders = await packageFolders(nodeModules)
    await Promise.all(
      folders.map(async (folder) => {
        const real = await realpath(folder)
        if (seen.has(real)) return
        seen.add(real)
        const manifest = await readManifest(folder)
        if (manifest !== undefined) found.push(await licenceOf(folder, manifest))
        await walk(join(folder, "node_modules"))
      }),
    )
  }
  await walk(nodeModulesRoot)
  return found.sort(byPath)
}

/** The folder and package.json Node would load `name` from when required in `from`, within `root`. */
const resolvePackage = async (
  name: string,
  from: string,
  root: string,
): Promise<{ readonly folder: string; readonly manifest: Manifest } | undefined> => {
  // Node's lookup: from's own node_modules, then each parent's, skipping node_modules folders
  // themselves; here it stops at the project's root, whose node_modules is the last looked in.
  for (let folder = from; ; folder = dirname(folder)) {
    if (basename(folder) !== "node_modules") {
      const candidate = join(folder, "node_modules", name)
      const manifest = await readManifest(candidate)
      if (manifest !== undefined) return { folder: candidate, manifest }
    }
    if (folder === root || !folder.startsWith(root + sep) || dirname(folder) === folder) {
      return undefined
    }
  }
}

/** The names of a manifest's dependencies field (`dependencies`, `optionalDependencies`). */
const dependencyNames = (field: unknown): ReadonlyArray<string> =>
  typeof field === "object" && field !== null ? Object.keys(field) : []

/**
 * The packages `names` resolve to from `projectRoot` and all they depend on (`dependencies`,
 * and `optionalDependencies` where installed: npm skips those of other platforms), resolved as
 * Node does: the dependent's nested node_modules first, then the ones above it. One entry per
 * package folder, sorted by path. Throws when a name or a `dependencies` entry is not
 * installed, since its licence cannot be read.
 */
export const dependencyLicences = async (
  projectRoot: string,
  names: ReadonlyArray<string>,
): Promise<ReadonlyArray<InstalledLicence>> => {
  const root = resolve(projectRoot)
  const found: InstalledLicence[] = []
  // Folders already visited, marked before any await so that two dependents of one package,
  // resolved side by side, do not both walk it.
  const seen = new Set<string>()
  const visit = async (name: string, from: string, optional: boolean): Promise<void> => {
    const resolved = await resolvePackage(name, from, root)
    if (resolved === undefined) {
      if (optional) return
      const by = from === root ? "" : ` (a dependency of ${relative(root, from)})`
      throw new Error(`${name}${by} is not installed under ${root}`)
    }
    const { folder, manifest } = resolved
    if (seen.has(folder)) return
    seen.add(folder)
    found.push(await licenceOf(folder, manifest))
    await Promise.all([
      ...dependencyNames(manifest.dependencies).map((dep) => visit(dep, folder, false)),
      ...dependencyNames(manifest.optionalDependencies).map((dep) => visit(dep, folder, true)),
    ])
  }
  await Promise.all(names.map((name) => visit(name, root, false)))
  return found.sort(byPath)
}

/** Why a declared licence is not allowed, or undefined when it is. */
const fieldProblem = (
  license: string | undefined,
  allowed: ReadonlySet<string>,
): string | undefined => {
  if (license === undefined) return "package.json declares no licence"
  if (/^SEE LICEN[CS]E IN /i.test(license)) {
    return `package.json's licence is "${license}", no SPDX licence`
  }
  if (license.toUpperCase() === "UNLICENSED") {
    return 'package.json\'s licence is "UNLICENSED" (all rights reserved)'
  }
  const expression = parseExpression(license)
  if (expression === undefined) {
    return `package.json's licence "${license}" is not an SPDX expression`
  }
  const ids = disallowedIds(expression, allowed)
  if (ids.length === 0) return undefined
  return `package.json's licence "${license}" is not allowed (${ids.join(", ")} not on the allowlist)`
}

/** Why a licence file is not allowed, or undefined when it names no non-OSI licence. */
const fileProblem = (file: LicenceFile): string | undefined => {
  // Titles are written in capitals, in Markdown bold, across lines: compare letters and digits.
  const words = file.head.toLowerCase().replace(/[^a-z0-9]+/g, " ")
  const licence = nonOsiLicenceTexts.find(({ text }) => text.test(words))
  return licence === undefined ? undefined : `${file.file} is ${licence.name}, not an OSI licence`
}

/**
 * One line per package whose licence is not allowed, naming `name@version`, its folder and
 * why: its `license` field is missing or not an allowed SPDX expression (an allowlisted id, an
 * OR with an allowed part, an AND whose parts all are), or one of its licence files is a
 * non-OSI licence (such as the WalletConnect Community License), whatever the field says.
 * `allowed` is the list of SPDX ids (`allowedLicences` for what users run, `devToolLicences`
 * for dev-only tools). Empty when every package is allowed.
 */
export const licenceProblems = (
  licences: ReadonlyArray<InstalledLicence>,
  allowedIds: ReadonlyArray<string> = allowedLicences,
): ReadonlyArray<string> => {
  const allowed = new Set(allowedIds.map((id) => id.toLowerCase()))
  return licences.flatMap((licence) => {
    const reasons = [
      fieldProblem(licence.license, allowed),
      ...licence.files.map(fileProblem),
    ].filter((reason) => reason !== undefined)
    return reasons.length === 0
      ? []
      : [`${licence.name}@${licence.version} (${licence.path}): ${reasons.join("; ")}`]
  })
}
