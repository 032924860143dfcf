// `npm run check:package`: packs the package (prepack builds dist/) and runs publint and
// Are the Types Wrong on the tarball; lists any test, fixture, example or CI file in it.
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { forbiddenInTarball, packFoyer, publintProblems, typeProblems } from "./packageChecks"

const destination = await mkdtemp(join(tmpdir(), "foyer-pack-"))
try {
  const { tarball, files } = await packFoyer(destination)
  const forbidden = files.filter(forbiddenInTarball)
  const lint = await publintProblems(tarball)
  const types = await typeProblems(tarball)
  process.stdout.write(`Packed ${files.length} files\n`)
  for (const line of lint) process.stdout.write(`${line}\n`)
  for (const path of forbidden) process.stdout.write(`not for users: ${path}\n`)
  if (types !== undefined) process.stdout.write(`${types}\n`)
  const ok = lint.length === 0 && forbidden.length === 0 && types === undefined
  if (ok) process.stdout.write("publint and attw: no problems\n")
  process.exitCode = ok ? 0 : 1
} finally {
  await rm(destination, { recursive: true, force: true })
}
