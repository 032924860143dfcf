import { execFile, spawn } from "node:child_process"
import { once } from "node:events"
import { createRequire } from "node:module"
import { createInterface } from "node:readline"
import { fileURLToPath, pathToFileURL } from "node:url"
import { promisify } from "node:util"
import { describe, expect, it } from "vitest"
import { waitForExit } from "../test/processes"

/** The process ids of every descendant of `pid`, with their command names (pgrep -P). */
const descendants = async (pid: number): Promise<Array<{ pid: number; name: string }>> => {
  const output = await promisify(execFile)("pgrep", ["-l", "-P", String(pid)]).then(
    (result) => result.stdout,
    () => "", // pgrep exits 1 when there is no child.
  )
  const children = output
    .trim()
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => {
      const [id, name] = line.split(" ")
      return { pid: Number(id), name: name ?? "" }
    })
  const nested = await Promise.all(children.map((child) => descendants(child.pid)))
  return [...children, ...nested.flat()]
}

describe("npm run sandbox (sandbox/cli.ts)", () => {
  it.each(["SIGINT", "SIGTERM"] as const)(
    "starts the sandbox, prints its URLs, and on %s stops everything and exits 0",
    async (stopSignal) => {
      const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href
      const cli = fileURLToPath(new URL("./cli.ts", import.meta.url))
      const child = spawn(process.execPath, ["--import", tsx, cli, "--project-id", "cli-test"], {
        stdio: ["ignore", "pipe", "inherit"],
      })
      const exited = once(child, "exit")
      try {
        // The banner is printed in one write once everything runs; its last line names the
        // admin routes.
        const printed: string[] = []
        for await (const line of createInterface({ input: child.stdout })) {
          printed.push(line)
          if (line.includes("Admin")) break
        }
        const banner = printed.join("\n")
        const apiUrl = /^\s+API\s+(http:\/\/127\.0\.0\.1:\d+)$/m.exec(banner)?.[1]
        expect(apiUrl, banner).toBeDefined()
        expect(banner).toMatch(
          /RPC\s+http:\/\/127\.0\.0\.1:\d+\/v1\/\?chainId=<caip2>&projectId=cli-test[\s\S]*Devnet\s+http:\/\/127\.0\.0\.1:\d+ {2}eip155:31337 Foyer Devnet\n[\s\S]*eip155:31338 Foyer Devnet 2/,
        )

        const chains = await fetch(`${apiUrl}/v1/supported-chains?projectId=cli-test`)
        expect(await chains.json()).toEqual({ http: ["eip155:31337", "eip155:31338"], ws: [] })

        const tree = await descendants(child.pid!)
        expect(tree.filter((p) => p.name === "anvil")).toHaveLength(2)

        child.kill(stopSignal)
        const [code, signal] = await exited
        expect([code, signal]).toEqual([0, null])
        for (const p of tree) expect.soft(await waitForExit(p.pid), `${p.name} ${p.pid}`).toBe(true)
      } finally {
        // A failed expectation must not leave the sandbox running; its watchdogs then stop anvil.
        if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL")
      }
    },
    120_000,
  )
})
