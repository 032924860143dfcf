import { execFile } from "node:child_process"
import { mkdir, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { promisify } from "node:util"

/**
 * Packs, with the real `npm pack`, a package of one module and one command (declared as a
 * string `bin`, which the registry must turn into an object) into `folder`; resolves to the
 * tarball's path. For tests of extra tarballs.
 */
export const packTinyPackage = async (
  folder: string,
  manifest: { readonly name: string; readonly version: string },
): Promise<string> => {
  const source = join(folder, "source")
  await mkdir(source, { recursive: true })
  await writeFile(
    join(source, "package.json"),
    JSON.stringify({ ...manifest, main: "index.js", bin: "cli.js", license: "MIT" }, null, 2),
  )
  await writeFile(join(source, "index.js"), `module.exports = ${JSON.stringify(manifest.name)}\n`)
  await writeFile(
    join(source, "cli.js"),
    `#!/usr/bin/env node\nconsole.log(require("./index.js"))\n`,
  )
  const { stdout } = await promisify(execFile)(
    "npm",
    ["pack", "--json", "--ignore-scripts", `--pack-destination=${folder}`],
    { cwd: source },
  )
  const [packed] = JSON.parse(stdout) as Array<{ readonly filename: string }>
  if (packed === undefined) throw new Error(`npm pack wrote no tarball: ${stdout}`)
  return join(folder, packed.filename)
}
