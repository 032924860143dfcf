import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import { afterAll, describe, expect, it } from "vitest"
import rootPackage from "../package.json" with { type: "json" }
import createPackage from "./package.json" with { type: "json" }
import { foyerArguments, foyerBin, runFoyerInit } from "./runFoyerInit"

const fixture = await mkdtemp(join(tmpdir(), "create-foyer-"))
afterAll(() => rm(fixture, { recursive: true, force: true }))

/** Writes `content` at `path` under the fixture, folders first; gives the full path. */
const write = async (path: string, content: string): Promise<string> => {
  const file = join(fixture, path)
  await mkdir(join(file, ".."), { recursive: true })
  await writeFile(file, content)
  return file
}

describe("create-foyer", () => {
  it("runs foyer init with every argument as given; --version alone asks foyer for its version", () => {
    expect(foyerArguments([])).toEqual(["init"])
    expect(foyerArguments(["my-dapp", "--yes", "--theme", "dark"])).toEqual([
      "init",
      "my-dapp",
      "--yes",
      "--theme",
      "dark",
    ])
    expect(foyerArguments(["--help"])).toEqual(["init", "--help"])
    expect(foyerArguments(["--version"])).toEqual(["--version"])
    expect(foyerArguments(["-v"])).toEqual(["--version"])
    expect(foyerArguments(["my-dapp", "-v"])).toEqual(["init", "my-dapp", "-v"])
  })

  it("finds the foyer command of the foyer-kit installed beside it, as Node resolves it", async () => {
    await write(
      "npx/node_modules/foyer-kit/package.json",
      JSON.stringify({ name: "foyer-kit", bin: { foyer: "./dist/cli/bin.js" } }),
    )
    const from = await write("npx/node_modules/create-foyer/dist/bin.js", "")
    expect(foyerBin(pathToFileURL(from).href)).toBe(
      join(fixture, "npx/node_modules/foyer-kit/dist/cli/bin.js"),
    )
    await write("bare/node_modules/foyer-kit/package.json", JSON.stringify({ name: "foyer-kit" }))
    const bare = await write("bare/node_modules/create-foyer/dist/bin.js", "")
    expect(() => foyerBin(bare)).toThrow(
      `${join(fixture, "bare/node_modules/foyer-kit/package.json")} names no foyer command`,
    )
    const alone = await write("alone/dist/bin.js", "")
    expect(() => foyerBin(alone)).toThrow(/Cannot find module 'foyer-kit\/package\.json'/)
  })

  it("passes the arguments on and ends with foyer's exit code, or 128 + the signal that ended it", async () => {
    const seen = join(fixture, "seen.json")
    const fake = await write(
      "fake-foyer.mjs",
      `import { writeFileSync } from "node:fs"
writeFileSync(${JSON.stringify(seen)}, JSON.stringify(process.argv.slice(2)))
if (process.argv.includes("--crash")) process.kill(process.pid, "SIGTERM")
else process.exitCode = 3
`,
    )
    expect(await runFoyerInit(["my dapp", "--yes"], fake)).toBe(3)
    expect(JSON.parse(await readFile(seen, "utf8"))).toEqual(["init", "my dapp", "--yes"])
    expect(await runFoyerInit(["--crash"], fake)).toBe(128 + 15)
  })

  it("is released with the foyer-kit of the same version, which its apps then depend on", () => {
    expect(createPackage.version).toBe(rootPackage.version)
    expect(createPackage.dependencies).toEqual({ [rootPackage.name]: rootPackage.version })
    expect(createPackage.bin).toEqual({ "create-foyer": "./dist/bin.js" })
    expect(createPackage.license).toBe(rootPackage.license)
    expect(createPackage.engines).toEqual(rootPackage.engines)
  })
})
