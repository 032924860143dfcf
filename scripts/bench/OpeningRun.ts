import type { PageFirstPaint } from "./firstPaintTiming"
import type { TimedRequest } from "./groupWaves"

/** The network a run is measured on: as is, or with a 100 ms round trip added to each request. */
export type BenchMode = "unthrottled" | "throttled"

/** How the modal is opened: a script `click()`, or the button focused and then a real Enter key. */
export type OpeningTrigger = "click" | "keyboard"

/** What one cold opening of a page measured (times from the trigger, in ms). */
export interface OpeningRun {
  /** To the frame that showed the dialog. */
  readonly dialogMs: number
  /** To the dialog being in the DOM, before that frame (to tell rendering from painting). */
  readonly dialogInDomMs: number
  /** To the frame that showed the dialog's first wallet option. */
  readonly optionMs: number
  /** The User Timing measure of the kernel's start, when the kit loaded in this run. */
  readonly kernelStartMs: number | undefined
  /** The scripts and stylesheets fetched after the trigger, until the network was quiet. */
  readonly requests: ReadonlyArray<TimedRequest>
  /** The gzip bytes of Foyer's own scripts loaded before the trigger (0 for the bare page). */
  readonly firstPaintGzipBytes: number
}

/** One run of a mode: each page opened by click and by keyboard, each in a fresh context. */
export interface PageRun {
  readonly click: OpeningRun
  readonly keyboard: OpeningRun
}

/** Every run of one mode, the bare dialog's and the demo's, in run order. */
export interface ModeRuns {
  readonly mode: BenchMode
  readonly bare: ReadonlyArray<PageRun>
  readonly demo: ReadonlyArray<PageRun>
}

/**
 * Every cold load of one mode of the fresh Vite app (a consumer's default build of Foyer) and
 * of the same page without Foyer, in run order.
 */
export interface FirstPaintRuns {
  readonly mode: BenchMode
  readonly bare: ReadonlyArray<PageFirstPaint>
  readonly foyer: ReadonlyArray<PageFirstPaint>
}
