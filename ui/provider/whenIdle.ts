/**
 * Runs `task` once the browser is idle (`requestIdleCallback`, at most `timeoutMs` later), or
 * in a task of its own where there is no idle callback. Returns what cancels it.
 */
export const whenIdle = (task: () => void, timeoutMs = 2_000): (() => void) => {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(() => task(), { timeout: timeoutMs })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(task, 0)
  return () => clearTimeout(id)
}
