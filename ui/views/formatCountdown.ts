/**
 * Remaining time as `M:SS`, counting whole seconds up: 89.2 s left reads "1:30", so "0:00"
 * shows only once the time is up.
 * @example
 * formatCountdown(299_001) // "5:00"
 */
export const formatCountdown = (remainingMs: number): string => {
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000))
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`
}
