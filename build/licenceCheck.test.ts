import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import {
  dependencyLicences,
  devToolLicences,
  type InstalledLicence,
  installedLicences,
  licenceProblems,
} from "./licenceCheck"

const fixture = await mkdtemp(join(tmpdir(), "foyer-licences-"))
afterAll(() => rm(fixture, { recursive: true, force: true }))

/** A fresh folder for one test's tree. */
let trees = 0
const newTree = async (): Promise<string> => {
  trees += 1
  const root = join(fixture, `tree-${trees}`)
  await mkdir(root, { recursive: true })
  return root
}

/** Writes an installed package: its package.json and licence files, by name. */
const writePackage = async (
  folder: string,
  manifest: Readonly<Record<string, unknown>>,
  files: Readonly<Record<string, string>> = {},
): Promise<void> => {
  await mkdir(folder, { recursive: true })
  await writeFile(join(folder, "package.json"), JSON.stringify(manifest))
  for (const [name, text] of Object.entries(files)) await writeFile(join(folder, name), text)
}

const mitText = "MIT License\n\nCopyright (c) 2024 Someone\n\nPermission is hereby granted..."

/** The problems of one package installed alone as node_modules/pkg. */
const problemsOfOne = async (
  manifest: Readonly<Record<string, unknown>>,
  files: Readonly<Record<string, string>> = { LICENSE: mitText },
): Promise<{ readonly problems: ReadonlyArray<string>; readonly folder: string }> => {
  const root = await newTree()
  const folder = join(root, "node_modules", "pkg")
  await writePackage(folder, { name: "pkg", version: "1.0.0", ...manifest }, files)
  return { problems: licenceProblems(await installedLicences(join(root, "node_modules"))), folder }
}

describe("licenceProblems", () => {
  it("allows a package whose licence is an allowlisted SPDX id (MIT) with an MIT LICENSE", async () => {
    expect((await problemsOfOne({ license: "MIT" })).problems).toEqual([])
  })

  it("allows an OR expression with at least one allowed part: (MIT OR GPL-3.0)", async () => {
    expect((await problemsOfOne({ license: "(MIT OR GPL-3.0)" })).problems).toEqual([])
  })

  it("rejects an id not on the allowlist (GPL-3.0), naming package@version, its folder and the id", async () => {
    const { problems, folder } = await problemsOfOne({ license: "GPL-3.0" })
    expect(problems).toEqual([
      `pkg@1.0.0 (${folder}): package.json's licence "GPL-3.0" is not allowed (GPL-3.0 not on the allowlist)`,
    ])
  })

  it("a dev-only tool may be under an OSI copyleft licence (GPL-3.0-or-later), never under a non-OSI one", async () => {
    const root = await newTree()
    await writePackage(
      join(root, "node_modules", "contracts"),
      { name: "contracts", version: "1.0.0", license: "GPL-3.0-or-later" },
      { LICENSE: "GNU GENERAL PUBLIC LICENSE\nVersion 3, 29 June 2007" },
    )
    await writePackage(
      join(root, "node_modules", "sdk"),
      { name: "sdk", version: "2.0.0", license: "SEE LICENSE IN LICENSE.md" },
      { "LICENSE.md": "# WalletConnect Community License" },
    )
    const installed = await installedLicences(join(root, "node_modules"))
    expect(licenceProblems(installed, devToolLicences).map((line) => line.split(" ")[0])).toEqual([
      "sdk@2.0.0",
    ])
    expect(licenceProblems(installed).map((line) => line.split(" ")[0])).toEqual([
      "contracts@1.0.0",
      "sdk@2.0.0",
    ])
  })

  it("allows an AND expression only when every part is allowed", async () => {
    expect((await problemsOfOne({ license: "(Apache-2.0 AND MIT)" })).problems).toEqual([])
    const { problems, folder } = await problemsOfOne({ license: "MIT AND (GPL-2.0 OR LGPL-3.0)" })
    expect(problems).toEqual([
      `pkg@1.0.0 (${folder}): package.json's licence "MIT AND (GPL-2.0 OR LGPL-3.0)" is not allowed (GPL-2.0, LGPL-3.0 not on the allowlist)`,
    ])
  })

  it("rejects a package whose package.json declares no licence", async () => {
    const { problems, folder } = await problemsOfOne({})
    expect(problems).toEqual([`pkg@1.0.0 (${folder}): package.json declares no licence`])
  })

  it('rejects "SEE LICENSE IN <file>" and a field that is no SPDX expression', async () => {
    const seeFile = await problemsOfOne({ license: "SEE LICENSE IN LICENSE.md" })
    expect(seeFile.problems).toEqual([
      `pkg@1.0.0 (${seeFile.folder}): package.json's licence is "SEE LICENSE IN LICENSE.md", no SPDX licence`,
    ])
    const prose = await problemsOfOne({ license: "Apache 2.0" })
    expect(prose.problems).toEqual([
      `pkg@1.0.0 (${prose.folder}): package.json's licence "Apache 2.0" is not an SPDX expression`,
    ])
  })

  it("rejects a LICENSE.md that is the WalletConnect Community License even when the field says MIT", async () => {
    const { problems, folder } = await problemsOfOne(
      { license: "MIT" },
      {
        "LICENSE.md":
          "**WALLETCONNECT COMMUNITY LICENSE AGREEMENT**\n\n**Release Date: 20 August 2025**",
      },
    )
    expect(problems).toEqual([
      `pkg@1.0.0 (${folder}): LICENSE.md is the WalletConnect Community License, not an OSI licence`,
    ])
  })

  it("reads every licence file (LICENCE, COPYING, any case): a non-OSI one beside an MIT one is a problem", async () => {
    const { problems, folder } = await problemsOfOne(
      { license: "Apache-2.0" },
      {
        "license.txt": "Apache License\nVersion 2.0, January 2004",
        "Licence-extra": '"Commons Clause" License Condition v1.0',
        COPYING: "Business Source License 1.1",
        "README.md": "Elastic License 2.0 is mentioned here, outside any licence file",
      },
    )
    expect(problems).toEqual([
      `pkg@1.0.0 (${folder}): COPYING is the Business Source License, not an OSI licence; Licence-extra is the Commons Clause, not an OSI licence`,
    ])
  })
})

describe("installedLicences", () => {
  it("finds scoped packages (@scope/name) and packages in nested node_modules, one entry per folder", async () => {
    const root = await newTree()
    const modules = join(root, "node_modules")
    await writePackage(join(modules, "top"), { name: "top", version: "1.0.0", license: "MIT" })
    await writePackage(join(modules, "@scope", "name"), {
      name: "@scope/name",
      version: "2.0.0",
      license: "ISC",
    })
    await writePackage(join(modules, "@scope", "name", "node_modules", "inner"), {
      name: "inner",
      version: "3.0.0",
      license: "GPL-3.0-only",
    })
    await writePackage(join(modules, "top", "node_modules", "@deep", "er"), {
      name: "@deep/er",
      version: "4.0.0",
      license: "0BSD",
    })
    // npm's own files and folders in node_modules are no packages.
    await mkdir(join(modules, ".bin"), { recursive: true })
    await writeFile(join(modules, ".package-lock.json"), "{}")
    const found = await installedLicences(modules)
    expect(found.map((licence) => [licence.name, licence.version, licence.path])).toEqual([
      ["@scope/name", "2.0.0", join(modules, "@scope", "name")],
      ["inner", "3.0.0", join(modules, "@scope", "name", "node_modules", "inner")],
      ["top", "1.0.0", join(modules, "top")],
      ["@deep/er", "4.0.0", join(modules, "top", "node_modules", "@deep", "er")],
    ])
    expect(licenceProblems(found)).toEqual([
      `inner@3.0.0 (${join(modules, "@scope", "name", "node_modules", "inner")}): package.json's licence "GPL-3.0-only" is not allowed (GPL-3.0-only not on the allowlist)`,
    ])
  })

  it('reads the old { "type": "MIT" } object and the old licenses array (read as OR)', async () => {
    const root = await newTree()
    const modules = join(root, "node_modules")
    await writePackage(join(modules, "object"), {
      name: "object",
      version: "1.0.0",
      license: { type: "MIT", url: "https://example.org/mit" },
    })
    await writePackage(join(modules, "array"), {
      name: "array",
      version: "1.0.0",
      licenses: [{ type: "GPL-2.0" }, { type: "BSD-3-Clause" }],
    })
    const found = await installedLicences(modules)
    expect(
      found.map((licence): [string, InstalledLicence["license"]] => [
        licence.name,
        licence.license,
      ]),
    ).toEqual([
      ["array", "(GPL-2.0 OR BSD-3-Clause)"],
      ["object", "MIT"],
    ])
    expect(licenceProblems(found)).toEqual([])
  })

  it("keeps each licence file's first 20 lines", async () => {
    const root = await newTree()
    const lines = Array.from({ length: 30 }, (_, index) => `line ${index + 1}`)
    await writePackage(
      join(root, "node_modules", "long"),
      { name: "long", version: "1.0.0", license: "MIT" },
      { LICENSE: lines.join("\n") },
    )
    const [long] = await installedLicences(join(root, "node_modules"))
    expect(long?.files).toEqual([{ file: "LICENSE", head: lines.slice(0, 20).join("\n") }])
  })
})

describe("dependencyLicences", () => {
  it("resolves as Node does: the dependent's nested node_modules first, then the top one", async () => {
    const root = await newTree()
    const modules = join(root, "node_modules")
    await writePackage(join(modules, "app-dep"), {
      name: "app-dep",
      version: "1.0.0",
      license: "MIT",
      dependencies: { shared: "^2.0.0", lone: "^1.0.0" },
      optionalDependencies: { "other-platform": "1.0.0" },
    })
    await writePackage(join(modules, "app-dep", "node_modules", "shared"), {
      name: "shared",
      version: "2.0.0",
      license: "MIT",
    })
    await writePackage(join(modules, "shared"), {
      name: "shared",
      version: "1.0.0",
      license: "MIT",
    })
    await writePackage(join(modules, "lone"), {
      name: "lone",
      version: "1.0.0",
      license: "ISC",
      dependencies: { shared: "^1.0.0" },
    })
    // Installed but depended on by nothing asked for: not in the tree.
    await writePackage(join(modules, "unused"), { name: "unused", version: "1.0.0" })
    const found = await dependencyLicences(root, ["app-dep"])
    expect(found.map((licence) => `${licence.name}@${licence.version}`)).toEqual([
      "app-dep@1.0.0",
      "shared@2.0.0",
      "lone@1.0.0",
      "shared@1.0.0",
    ])
  })

  it("throws when a dependency is not installed, naming it and its dependent", async () => {
    const root = await newTree()
    await writePackage(join(root, "node_modules", "has-missing"), {
      name: "has-missing",
      version: "1.0.0",
      license: "MIT",
      dependencies: { gone: "1.0.0" },
    })
    await expect(dependencyLicences(root, ["has-missing"])).rejects.toThrow(
      `gone (a dependency of ${join("node_modules", "has-missing")}) is not installed under ${root}`,
    )
  })
})
