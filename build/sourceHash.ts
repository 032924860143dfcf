import { createHash } from "node:crypto"
import { readdir, readFile } from "node:fs/promises"
import { join, relative } from "node:path"
import { fileURLToPath } from "node:url"

const repoRoot = fileURLToPath(new URL("..", import.meta.url))

// Tests, snapshots, installed packages and build output are never inputs of a build.
const skipped = /(^|[\\/])(node_modules|dist)([\\/]|$)|\.test\.tsx?$|__snapshots__/

const listFiles = async (folder: string): Promise<string[]> => {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true }).catch(() => [])
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !skipped.test(relative(repoRoot, file)))
}

/**
 * A hash of every file under `folders` and of `files` (paths relative to the repository),
 * names and contents, to reuse a build while none of its inputs changed. A missing file or
 * folder counts as empty.
 */
export const sourceHash = async (
  folders: ReadonlyArray<string>,
  files: ReadonlyArray<string>,
): Promise<string> => {
  const all = (await Promise.all(folders.map((folder) => listFiles(join(repoRoot, folder))))).flat()
  all.push(...files.map((file) => join(repoRoot, file)))
  all.sort()
  const hash = createHash("sha256")
  for (const file of all) {
    hash.update(relative(repoRoot, file))
    hash.update("\0")
    hash.update(await readFile(file).catch(() => Buffer.alloc(0)))
    hash.update("\0")
  }
  return hash.digest("hex").slice(0, 16)
}
