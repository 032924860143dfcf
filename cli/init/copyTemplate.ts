import { mkdir, readdir, readFile, writeFile } from "node:fs/promises"
import { dirname, join, posix, relative, sep } from "node:path"
import { fillTemplate } from "./fillTemplate"

/**
 * Template files stored under another name. npm leaves `.gitignore` out of a published
 * package, so the template keeps it as `_gitignore`; and a `package.json` would make the
 * template a package of its own, in which `foyer-kit/core` no longer resolves to this package
 * (its tests and type-check import the template's files).
 */
const renamed: Readonly<Record<string, string>> = {
  _gitignore: ".gitignore",
  "_package.json": "package.json",
}

/** Every file under `folder`, as sorted `/`-separated paths relative to it. */
export const listFiles = async (folder: string): Promise<ReadonlyArray<string>> => {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .sort()
}

/**
 * Copies the template in `template` into `destination`, filling its placeholders with
 * `values` and renaming the files npm would drop; resolves with the written paths (relative,
 * sorted). Every file is filled before any is written, so an unknown placeholder writes nothing.
 */
export const copyTemplate = async (
  template: string,
  destination: string,
  values: Readonly<Record<string, string>>,
): Promise<ReadonlyArray<string>> => {
  const files = await Promise.all(
    (await listFiles(template)).map(async (path) => {
      const text = await readFile(join(template, ...path.split("/")), "utf8")
      const name = posix.basename(path)
      const target = posix.join(posix.dirname(path), renamed[name] ?? name)
      return { target, text: fillTemplate(text, values, path) }
    }),
  )
  for (const file of files) {
    const path = join(destination, ...file.target.split("/"))
    await mkdir(dirname(path), { recursive: true })
    await writeFile(path, file.text)
  }
  return files.map((file) => file.target).sort()
}
