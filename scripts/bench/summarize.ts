/** The median and range of a figure's samples. */
export interface Summary {
  readonly median: number
  readonly min: number
  readonly max: number
  /** How many samples there were. */
  readonly count: number
}

/** The median of `values` (the mean of the two middle ones when their count is even). */
export const median = (values: ReadonlyArray<number>): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  if (sorted.length === 0) return Number.NaN
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2
}

/** The median, minimum and maximum of `values`; undefined when there are none. */
export const summarize = (values: ReadonlyArray<number>): Summary | undefined =>
  values.length === 0
    ? undefined
    : {
        median: median(values),
        min: Math.min(...values),
        max: Math.max(...values),
        count: values.length,
      }
