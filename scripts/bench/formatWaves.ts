import type { TimedRequest } from "./groupWaves"

const file = (path: string) => path.slice(path.lastIndexOf("/") + 1)
const span = (startMs: number, endMs: number) => `${startMs.toFixed(0)}–${endMs.toFixed(0)} ms`

/**
 * The waves of one run: a line per wave with when it started and ended (ms after the click),
 * then a line per file with its own start and end, so a reader sees which chunk was
 * discovered late and what it waited for.
 */
export const formatWaves = (waves: ReadonlyArray<ReadonlyArray<TimedRequest>>): string => {
  if (waves.length === 0) return "  no script or stylesheet was fetched after the click"
  const width = Math.max(...waves.flat().map((request) => file(request.path).length))
  return waves
    .flatMap((wave, index) => [
      `  wave ${index + 1} (${span(
        Math.min(...wave.map((request) => request.startMs)),
        Math.max(...wave.map((request) => request.endMs)),
      )})`,
      ...wave.map(
        (request) =>
          `    ${file(request.path).padEnd(width)}  ${span(request.startMs, request.endMs)}`,
      ),
    ])
    .join("\n")
}
