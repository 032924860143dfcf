import { setTimeout as sleep } from "node:timers/promises"

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
