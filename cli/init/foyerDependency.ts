import { existsSync, readFileSync, statSync } from "node:fs"
import { isAbsolute, join, parse, relative, resolve, sep } from "node:path"
import { foyerPackageName } from "../packageName"

/**
 * Where this foyer came from, as far as the new app's dependency on it goes: a local file
 * (a packed tarball, an installed folder or a source checkout, absolute path), or the registry.
 */
export type FoyerSource =
  | { readonly _tag: "LocalFile"; readonly path: string }
  | { readonly _tag: "Registry" }

const registry: FoyerSource = { _tag: "Registry" }

const readJson = (file: string): unknown => {
  try {
    return JSON.parse(readFileSync(file, "utf8"))
  } catch {
    // Absent, unreadable or not JSON: it says nothing about foyer.
    return undefined
  }
}

const field = (value: unknown, ...path: ReadonlyArray<string>): unknown =>
  path.reduce<unknown>(
    (at, key) =>
      typeof at === "object" && at !== null && Object.hasOwn(at, key)
        ? (at as Record<string, unknown>)[key]
        : undefined,
    value,
  )

/**
 * The projects that may have installed the foyer found at `paths` (its folder, the script
 * node ran), innermost first: every folder holding a `node_modules` on the way. An npm
 * install puts foyer in `<project>/node_modules/foyer-kit`; a folder install links it there
 * (so foyer's own folder is elsewhere, but the `.bin/foyer` node was started from is not);
 * pnpm nests it deeper, under `node_modules/.pnpm/…`.
 */
export const installingProjects = (paths: ReadonlyArray<string>): ReadonlyArray<string> => {
  const projects: Array<string> = []
  for (const path of paths) {
    const parts = path.split(sep)
    for (let i = parts.length - 1; i > 0; i--) {
      if (parts[i] !== "node_modules") continue
      const project = parts.slice(0, i).join(sep) || sep
      if (!projects.includes(project)) projects.push(project)
    }
  }
  return projects
}

/** A `file:` spec or a bare path (npm's lockfile writes links so) as an absolute path. */
const localPath = (spec: string, project: string): string | undefined => {
  if (spec.startsWith("file:")) return resolve(project, spec.slice("file:".length))
  if (spec.startsWith(".") || isAbsolute(spec)) return resolve(project, spec)
  return undefined
}

/**
 * What `project` says about the foyer it installed, if anything: npm's hidden lockfile
 * (`node_modules/.package-lock.json`, what was actually installed) first, then its
 * package.json's dependency on foyer.
 */
const sourceIn = (project: string): FoyerSource | undefined => {
  const locked = field(
    readJson(join(project, "node_modules", ".package-lock.json")),
    "packages",
    `node_modules/${foyerPackageName}`,
  )
  const resolved = field(locked, "resolved")
  if (typeof resolved === "string") {
    const path = localPath(resolved, project)
    // A registry install resolves to an https: URL.
    return path === undefined ? registry : { _tag: "LocalFile", path }
  }
  const manifest = readJson(join(project, "package.json"))
  for (const group of ["dependencies", "devDependencies", "optionalDependencies"]) {
    const spec = field(manifest, group, foyerPackageName)
    if (typeof spec !== "string") continue
    const path = spec.startsWith("file:") ? localPath(spec, project) : undefined
    return path === undefined ? registry : { _tag: "LocalFile", path }
  }
  return undefined
}

/**
 * Where the foyer in the folder `root` (run through the script `script`, when known) came
 * from: the innermost project that installed it and says how (see installingProjects)
 * decides. When none says, a foyer in no `node_modules` at all is a source checkout (or an
 * unpacked folder), which the app depends on by its path; one inside a `node_modules` (a
 * global install, npx's or yarn's cache) came from the registry.
 */
export const foyerSource = (root: string, script?: string): FoyerSource => {
  const paths = script === undefined ? [root] : [root, script]
  for (const project of installingProjects(paths)) {
    if (!existsSync(project)) continue
    const source = sourceIn(project)
    if (source !== undefined) return source
  }
  return installingProjects([root]).length === 0 ? { _tag: "LocalFile", path: root } : registry
}

/**
 * Whether `source` is a folder whose package is not built (no `dist/index.js`): a fresh clone,
 * which an app can depend on only once `npm run build` has run in it.
 */
export const isUnbuiltFolder = (
  source: FoyerSource,
): source is Extract<FoyerSource, { readonly _tag: "LocalFile" }> =>
  source._tag === "LocalFile" &&
  statSync(source.path, { throwIfNoEntry: false })?.isDirectory() === true &&
  !existsSync(join(source.path, "dist", "index.js"))

/**
 * `to` as seen from `from`: relative when the two share a folder below the file-system root
 * (`../foyer-kit-0.1.0.tgz`), absolute when they share nothing else (or sit on other drives).
 */
const pathFrom = (from: string, to: string): string => {
  const { root } = parse(to)
  const shared = relative(from, to)
    .split(sep)
    .filter((part) => part === "..").length
  const depth = relative(root, from)
    .split(sep)
    .filter((part) => part !== "").length
  const local = relative(from, to)
  if (isAbsolute(local) || shared >= depth) return to.split(sep).join("/")
  const posix = local.split(sep).join("/")
  return posix.startsWith(".") ? posix : `./${posix}`
}

/**
 * The new app's dependency on foyer, for an app written into `target`: the same local file
 * this foyer came from (`file:../foyer-kit-0.1.0.tgz`, `file:../foyer` for a checkout), so
 * the app gets the foyer that made it; else `^<version>` of `foyer-kit` from the registry.
 * @example
 * foyerDependency({ _tag: "LocalFile", path: "/work/foyer-kit-0.1.0.tgz" }, "0.1.0", "/work/app")
 * // "file:../foyer-kit-0.1.0.tgz"
 */
export const foyerDependency = (source: FoyerSource, version: string, target: string): string =>
  source._tag === "LocalFile" ? `file:${pathFrom(target, source.path)}` : `^${version}`
