import { readdir, readFile } from "node:fs/promises"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { cachedDemoBuild } from "./buildDemo"

describe("the demo build", () => {
  it("is a production build (React's production code) even when a test asks for it", {
    timeout: 300_000,
  }, async () => {
    // Vitest sets NODE_ENV=test, which Vite would build development code for.
    expect(process.env.NODE_ENV).toBe("test")
    const dir = await cachedDemoBuild()
    const assets = join(dir, "assets")
    const scripts = (await readdir(assets)).filter((name) => name.endsWith(".js"))
    const code = (
      await Promise.all(scripts.map((name) => readFile(join(assets, name), "utf8")))
    ).join("\n")
    expect(code).not.toContain("jsxDEV")
    expect(code).not.toContain("react-dom.development")
    expect(process.env.NODE_ENV).toBe("test")
  })
})
