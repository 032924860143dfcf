import { existsSync, readFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { foyerPackageName } from "./packageName"

/** What the CLI reads of foyer's own package.json. */
export interface FoyerPackageJson {
  readonly name: string
  readonly version: string
  readonly dependencies?: Readonly<Record<string, string>>
  readonly devDependencies?: Readonly<Record<string, string>>
  readonly peerDependencies?: Readonly<Record<string, string>>
}

const packageNameAt = (folder: string): string | undefined => {
  const file = join(folder, "package.json")
  if (!existsSync(file)) return undefined
  try {
    const name: unknown = JSON.parse(readFileSync(file, "utf8")).name
    return typeof name === "string" ? name : undefined
  } catch {
    // A package.json that does not parse is not foyer's: keep walking up.
    return undefined
  }
}

/**
 * The foyer package's folder: the nearest folder at or above `from` (a file or folder path)
 * whose package.json is named `foyer-kit`. The CLI runs from `cli/` in the repository and from
 * `dist/cli/` once built, so a fixed `..` would be right in one of the two only.
 * @throws Error when no such folder is above `from`.
 */
export const findFoyerRoot = (from: string): string => {
  let folder = from
  for (;;) {
    if (packageNameAt(folder) === foyerPackageName) return folder
    const parent = dirname(folder)
    if (parent === folder) {
      throw new Error(`No package.json named "${foyerPackageName}" at or above ${from}`)
    }
    folder = parent
  }
}

/** The foyer package's own folder (where package.json, cli/templates/ and openapi/ are). */
export const packageRoot: string = findFoyerRoot(dirname(fileURLToPath(import.meta.url)))

/** The foyer package's package.json: its name, version and dependency ranges. */
export const packageInfo: FoyerPackageJson = JSON.parse(
  readFileSync(join(packageRoot, "package.json"), "utf8"),
)
