// `npm run check:package`: packs both packages, foyer-kit and create-foyer (prepack builds
// each), and runs publint on each tarball and Are the Types Wrong on foyer-kit's (create-foyer
// is a command, with no module to import); lists any test, fixture, example or CI file in them.
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import {
  forbiddenInTarball,
  type PackedFoyer,
  packCreateFoyer,
  packFoyer,
  publintProblems,
  typeProblems,
} from "./packageChecks"

/** Every problem of one packed package, one line each. */
const problemsOf = async (packed: PackedFoyer, withTypes: boolean): Promise<string[]> => {
  const types = withTypes ? await typeProblems(packed.tarball) : undefined
  return [
    ...(await publintProblems(packed.tarball)),
    ...packed.files.filter(forbiddenInTarball).map((path) => `not for users: ${path}`),
    ...(types === undefined ? [] : [types]),
  ]
}

const destination = await mkdtemp(join(tmpdir(), "foyer-pack-"))
try {
  // One after the other: foyer-kit's prepack builds create-foyer too.
  const kit = await packFoyer(destination)
  const create = await packCreateFoyer(destination)
  let ok = true
  for (const [packed, withTypes] of [
    [kit, true],
    [create, false],
  ] as const) {
    const problems = await problemsOf(packed, withTypes)
    process.stdout.write(`Packed ${packed.files.length} files into ${packed.tarball}\n`)
    for (const line of problems) process.stdout.write(`${line}\n`)
    ok &&= problems.length === 0
  }
  if (ok) process.stdout.write("publint and attw: no problems\n")
  process.exitCode = ok ? 0 : 1
} finally {
  await rm(destination, { recursive: true, force: true })
}
