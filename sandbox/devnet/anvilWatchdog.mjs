// Runs anvil as a child and guarantees it never outlives the process that started this
// watchdog: that process holds our stdin pipe, and the kernel closes the pipe however the
// process ends, SIGKILL included. On end of stdin we stop anvil, wait until it has exited
// (so it is reaped, not left a zombie) and exit ourselves.
//
// Usage: node anvilWatchdog.mjs <anvil binary> [anvil arguments...]
// Stdout: one JSON line {"pid": <anvil pid>, "port": <bound port>} once anvil listens.
// Stderr: anvil's own stderr. Exit code: 0 after a stop; otherwise anvil's, 128 + the signal
// number when a signal ended it (as a shell reports it, so the sandbox can say "killed by
// SIGKILL" when it restarts a devnet), or 1 when it could not run.
import { spawn } from "node:child_process"
import { constants } from "node:os"

/** How long anvil gets to exit on SIGTERM before it is killed outright. */
const killGraceMs = 5_000

const [binary, ...args] = process.argv.slice(2)
if (binary === undefined) {
  process.stderr.write("anvilWatchdog: missing the anvil binary argument\n")
  process.exit(1)
}

const anvil = spawn(binary, args, { stdio: ["ignore", "pipe", "inherit"] })

let stopping = false
const stop = () => {
  if (stopping || anvil.exitCode !== null || anvil.signalCode !== null) return
  stopping = true
  anvil.kill("SIGTERM")
  setTimeout(() => anvil.kill("SIGKILL"), killGraceMs).unref()
}

process.stdin.on("end", stop)
process.stdin.on("close", stop)
process.stdin.on("error", stop)
process.stdin.resume()
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, stop)

anvil.on("error", (error) => {
  process.stderr.write(`anvilWatchdog: cannot run ${binary}: ${error.message}\n`)
  process.exit(1)
})

anvil.on("exit", (code, signal) => {
  const signalNumber = signal === null ? undefined : constants.signals[signal]
  process.exit(stopping ? 0 : (code ?? (signalNumber === undefined ? 1 : 128 + signalNumber)))
})

// anvil prints its bound address (port 0 lets the OS pick a free one) and then one line
// per request; the lines are read until the address shows, then drained unread.
let pending = ""
let announced = false
anvil.stdout.setEncoding("utf8")
anvil.stdout.on("data", (chunk) => {
  if (announced) return
  pending += chunk
  const match = /Listening on [^\s:]+:(\d+)/.exec(pending)
  if (match !== null) {
    announced = true
    pending = ""
    process.stdout.write(`${JSON.stringify({ pid: anvil.pid, port: Number(match[1]) })}\n`)
  } else {
    pending = pending.slice(pending.lastIndexOf("\n") + 1)
  }
})
