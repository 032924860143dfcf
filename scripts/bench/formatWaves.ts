import type { TimedRequest } from "./groupWaves"

const file = (path: string) => path.slice(path.lastIndexOf("/") + 1)

/**
 * The waves of one run, one line per wave with when it started and ended (ms after the click)
 * and the files it fetched, so a reader sees which chunk was discovered late.
 */
export const formatWaves = (waves: ReadonlyArray<ReadonlyArray<TimedRequest>>): string => {
  if (waves.length === 0) return "  no script or stylesheet was fetched after the click"
  return waves
    .map((wave, index) => {
      const start = Math.min(...wave.map((request) => request.startMs))
      const end = Math.max(...wave.map((request) => request.endMs))
      const files = wave.map((request) => file(request.path)).join(", ")
      return `  wave ${index + 1} (${start.toFixed(0)}–${end.toFixed(0)} ms): ${files}`
    })
    .join("\n")
}
