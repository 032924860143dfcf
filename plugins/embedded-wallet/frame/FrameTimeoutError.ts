import { Data } from "effect"
import { type ApktCode, apktCodes } from "../../../core"

/** The coded alert each secure-frame timeout shows (spec 8: both abort everything in flight). */
export const frameTimeoutCodes = {
  /** The frame was not ready after the frame load timeout (20 s). */
  iframe_load_failed: "APKT003",
  /** A login request got no reply within the login request timeout (120 s). */
  iframe_request_timeout: "APKT004",
} as const satisfies Record<string, ApktCode>

/** Which secure-frame timeout fired; the values are the spec's timeout callback names. */
export type FrameTimeoutKind = keyof typeof frameTimeoutCodes

/**
 * The secure frame timed out. `code` is the APKT alert to show and `message` its meaning
 * ("Network Error: Wallet Load Failed" or "Wallet Request Timeout").
 */
export class FrameTimeoutError extends Data.TaggedError("FrameTimeoutError")<{
  readonly kind: FrameTimeoutKind
  readonly cause?: unknown
}> {
  readonly code: ApktCode = frameTimeoutCodes[this.kind]
  override readonly message: string = apktCodes[this.code]
}
