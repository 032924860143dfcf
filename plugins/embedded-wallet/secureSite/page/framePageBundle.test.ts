import { mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import {
  framePageBundleFileName,
  loadFramePageBundle,
  prebuiltFramePageUrl,
} from "./framePageBundle"

describe("loadFramePageBundle", () => {
  let dir = ""
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "foyer-frame-page-"))
  })
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it("looks for the prebuilt script beside the module, under the name the package build writes", () => {
    expect(prebuiltFramePageUrl.href).toBe(new URL("./foyer-frame-page.js", import.meta.url).href)
    expect(framePageBundleFileName).toBe("foyer-frame-page.js")
  })

  it("reads the prebuilt script when it is present and does not build", async () => {
    const prebuilt = join(dir, framePageBundleFileName)
    await writeFile(prebuilt, "var FoyerFramePage = {};\n")
    const build = vi.fn(async () => "built")
    expect(await loadFramePageBundle(pathToFileURL(prebuilt), build)).toBe(
      "var FoyerFramePage = {};\n",
    )
    expect(build).not.toHaveBeenCalled()
  })

  it("builds when the prebuilt script is absent", async () => {
    const build = vi.fn(async () => "built")
    expect(await loadFramePageBundle(pathToFileURL(join(dir, "absent.js")), build)).toBe("built")
    expect(build).toHaveBeenCalledOnce()
  })
})
