import { type ChildProcessByStdio, execFile, spawn } from "node:child_process"
import { createRequire } from "node:module"
import type { Readable } from "node:stream"
import { setTimeout as sleep } from "node:timers/promises"
import { fileURLToPath, pathToFileURL } from "node:url"
import { promisify } from "node:util"

/** What a child process has printed so far, stream by stream, as text. */
export interface ChildOutput {
  readonly stdout: string
  readonly stderr: string
}

/**
 * Collects what `child` prints on its piped stdout and stderr from now on; the returned
 * object's fields grow as it prints (read them once it has closed).
 */
export const collectOutput = (child: {
  readonly stdout: Readable
  readonly stderr: Readable
}): ChildOutput => {
  const output = { stdout: "", stderr: "" }
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    output.stdout += chunk
  })
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
    output.stderr += chunk
  })
  return output
}

/** Whether a process with this id is still alive. */
export const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/**
 * Polls until `pid` is gone, for at most `attempts` × 50 ms; true if it went. A bounded
 * poll of an outside process, which cannot signal us, not a wait for timing.
 */
export const waitForExit = async (pid: number, attempts = 200): Promise<boolean> => {
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (!isRunning(pid)) return true
    await sleep(50)
  }
  return !isRunning(pid)
}

/** The process ids of every descendant of `pid`, with their command names (pgrep -P). */
export const descendants = async (pid: number): Promise<Array<{ pid: number; name: string }>> => {
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

/**
 * Starts a TypeScript entry point in a child Node process through tsx's loader (one process,
 * so signals reach the script itself, unlike the `tsx` command, which starts a second one).
 */
export const spawnTypeScript = (
  entry: URL,
  args: ReadonlyArray<string>,
): ChildProcessByStdio<null, Readable, null> => {
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href
  return spawn(process.execPath, ["--import", tsx, fileURLToPath(entry), ...args], {
    stdio: ["ignore", "pipe", "inherit"],
  })
}
