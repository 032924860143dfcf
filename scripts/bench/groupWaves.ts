/** A script or stylesheet the page fetched after the click, timed from the click. */
export interface TimedRequest {
  /** The file's path on the server, e.g. `/assets/Connect-D4.js`. */
  readonly path: string
  /** When the request started, in ms after the click. */
  readonly startMs: number
  /** When its response had fully arrived, in ms after the click. */
  readonly endMs: number
}

/**
 * Groups the requests that followed a click into waves of round trips. A request belongs to
 * wave 1 when no post-click response had finished before it started; otherwise to the wave
 * after the latest wave whose responses had finished by then. A request can only have been
 * discovered from a response that had arrived, so the wave count is the number of round
 * trips the page waited for one after the other (a chunk whose static imports are found only
 * once it arrives makes two). Waves are returned in order, requests by start time.
 */
export const groupWaves = (
  requests: ReadonlyArray<TimedRequest>,
): ReadonlyArray<ReadonlyArray<TimedRequest>> => {
  const byStart = [...requests].sort((a, b) => a.startMs - b.startMs)
  const waveOf = new Map<TimedRequest, number>()
  for (const request of byStart) {
    let latest = 0
    for (const [earlier, wave] of waveOf) {
      if (earlier.endMs <= request.startMs && wave > latest) latest = wave
    }
    waveOf.set(request, latest + 1)
  }
  const waves: TimedRequest[][] = []
  for (const [request, wave] of waveOf) {
    let group = waves[wave - 1]
    if (group === undefined) {
      // Waves are numbered without gaps: wave k + 1 needs a request of wave k.
      group = []
      waves[wave - 1] = group
    }
    group.push(request)
  }
  return waves
}
