// Issue 33, point 2, on this repository's own install: what users run (`dependencies`, and the
// React they bring) under a permissive licence, and the dev-only tools the sandbox, the test
// helpers and the CLI ask them to install (the optional `peerDependencies`) under an OSI
// licence, each with everything it depends on, resolved through node_modules as Node does. The
// slow twin, over a real `npm i <tarball>`, is in test/package/installedPackage.test.ts.
import { readFile } from "node:fs/promises"
import { relative, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { expect, it } from "vitest"
import {
  allowedLicences,
  dependencyLicences,
  devToolLicences,
  licenceProblems,
} from "../build/licenceCheck"

const repo = resolve(fileURLToPath(import.meta.url), "../..")

const manifest = JSON.parse(await readFile(resolve(repo, "package.json"), "utf8")) as {
  readonly dependencies: Readonly<Record<string, string>>
  readonly peerDependencies: Readonly<Record<string, string>>
  readonly peerDependenciesMeta: Readonly<Record<string, { readonly optional?: boolean }>>
}
const peers = Object.keys(manifest.peerDependencies)
const isDevTool = (name: string) => manifest.peerDependenciesMeta[name]?.optional === true

/** The problems of `names` and all they depend on, paths relative to the repository. */
const problemsOf = async (names: ReadonlyArray<string>, allowed: ReadonlyArray<string>) => {
  const licences = await dependencyLicences(repo, names)
  return licenceProblems(
    licences.map((licence) => ({ ...licence, path: relative(repo, licence.path) })),
    allowed,
  )
}

it("what users run (dependencies and the required peers), with all it depends on, is under a permissive OSI licence, by field and LICENSE file", async () => {
  const runtime = [...Object.keys(manifest.dependencies), ...peers.filter((p) => !isDevTool(p))]
  expect(runtime).toContain("react")
  expect(await problemsOf(runtime, allowedLicences)).toEqual([])
})

it("the dev-only tools (the optional peers: sandbox, test kit, CLI tools), with all they depend on, are under an OSI licence, by field and LICENSE file", async () => {
  const tools = peers.filter(isDevTool)
  expect(tools).toContain("@walletconnect/sign-client")
  expect(await problemsOf(tools, devToolLicences)).toEqual([])
})
