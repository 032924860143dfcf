import { existsSync } from "node:fs"
import { createRequire } from "node:module"
import { join } from "node:path"

/**
 * Whether the package `name` is installed where Node looks for it from `from` (a file path or
 * URL): a `node_modules/<name>/package.json` in one of the folders above. Its `exports` and
 * `main` are not consulted, so a package with neither (a binary's) counts too.
 */
export const isInstalled = (name: string, from: string | URL): boolean =>
  (createRequire(from).resolve.paths(name) ?? []).some((folder) =>
    existsSync(join(folder, name, "package.json")),
  )

/** Those of `names` that are not installed as seen from `from`, in order. */
export const missingPackages = (
  names: ReadonlyArray<string>,
  from: string | URL,
): ReadonlyArray<string> => names.filter((name) => !isInstalled(name, from))

/**
 * The one line a command prints when optional packages it needs are missing, with the
 * command that installs them.
 * @example
 * missingPackagesMessage("generate", ["yaml"])
 * // "foyer generate needs yaml, which is not installed: run npm install --save-dev yaml"
 */
export const missingPackagesMessage = (command: string, missing: ReadonlyArray<string>): string => {
  const names =
    missing.length === 1
      ? `${missing[0]}, which is not installed`
      : `${missing.slice(0, -1).join(", ")} and ${missing.at(-1)}, which are not installed`
  return `foyer ${command} needs ${names}: run npm install --save-dev ${missing.join(" ")}`
}
