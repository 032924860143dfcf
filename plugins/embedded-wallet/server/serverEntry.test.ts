// foyer-kit/plugins/embedded-wallet/server runs a secure site in plain Node (issue 37): it may
// reach no React, no style and no DOM (the kernel's entry, for its email rule, is plain code),
// and its database drivers are optional peers it imports only when chosen.
import { execFile } from "node:child_process"
import { createRequire } from "node:module"
import { relative, resolve } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import { promisify } from "node:util"
import { describe, expect, it } from "vitest"
import { staticImportGraph } from "../../../ui/bundle/staticImports"

const repo = resolve(fileURLToPath(import.meta.url), "../../../..")
const entry = resolve(repo, "plugins/embedded-wallet/server/index.ts")

describe("foyer-kit/plugins/embedded-wallet/server is server-safe", () => {
  const graph = staticImportGraph(entry)
  const files = [...graph.files].map((file) => relative(repo, file))

  it("reaches only the secure site's server side and the kernel's plain code (its email rule, its texts): no UI, no view, no style, no frame page code", () => {
    expect(
      files.filter(
        (file) => !file.startsWith("plugins/embedded-wallet/") && !file.startsWith("core/"),
      ),
    ).toEqual(["build/bundleScript.ts"])
    expect(files.filter((file) => file.endsWith(".tsx") || file.endsWith(".css.ts"))).toEqual([])
    expect(files.filter((file) => file.startsWith("plugins/embedded-wallet/views/"))).toEqual([])
    // The frame page runs in the browser: the server serves its prebuilt script as text.
    expect(
      files.filter(
        (file) =>
          file.startsWith("plugins/embedded-wallet/secureSite/page/") &&
          !file.endsWith("framePageBundle.ts"),
      ),
    ).toEqual([])
  })

  it("statically imports no React, no database driver, no Farcaster client and no Vite: the driver chosen, Farcaster's checks (when on) and Vite (from source only) load when used", () => {
    const packages = [...graph.packages]
    expect(packages.filter((name) => /react|pglite|^pg$|vite|farcaster/.test(name))).toEqual([])
    expect([...graph.dynamicPackages].sort()).toEqual([
      "@electric-sql/pglite",
      "@farcaster/auth-client",
      "pg",
      "vite",
    ])
  })

  it("starts in a plain Node process (no DOM) and names a missing variable of its environment", async () => {
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href
    const script = `
      const server = await import(${JSON.stringify(pathToFileURL(entry).href)})
      let refused
      try {
        server.secureSiteOptionsFromEnv({ SECURE_SITE_DATA_DIR: "/tmp/site" })
      } catch (error) {
        refused = error._tag + " " + error.variable
      }
      console.log(JSON.stringify({ browser: [typeof window, typeof document], exports: Object.keys(server).sort(), refused }))
    `
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", tsx, "--input-type=module", "--eval", script],
      { cwd: repo },
    )
    expect(JSON.parse(stdout)).toEqual({
      browser: ["undefined", "undefined"],
      exports: ["SecureSiteConfigError", "secureSiteOptionsFromEnv", "startSecureSite"],
      refused: "SecureSiteConfigError SMTP_URL",
    })
  })
})
