import type { Summary } from "./summarize"

/** What a figure counts. */
export type FigureUnit = "ms" | "bytes" | "waves" | "files"

/**
 * A figure's budget: a multiple of the bare dialog's median, the bare dialog's median plus a
 * margin, or a fixed limit.
 */
export type Budget =
  | { readonly kind: "timesReference"; readonly factor: number }
  | { readonly kind: "plusReference"; readonly plus: number }
  | { readonly kind: "atMost"; readonly limit: number }

/** One row of the bench's table: the demo's figure, the bare dialog's, and the budget. */
export interface BenchFigure {
  /** The network the figure was measured on ("unthrottled", "throttled"), or "any". */
  readonly mode: string
  readonly name: string
  readonly unit: FigureUnit
  /** The demo's samples, one per run that gave one; undefined when none did. */
  readonly measured: Summary | undefined
  /** The bare React dialog's samples of the same figure, where it has one. */
  readonly reference: Summary | undefined
  /** Undefined for a figure reported for information only. */
  readonly budget: Budget | undefined
  /** How many runs were made, to tell when some gave no sample. */
  readonly runs: number
}
