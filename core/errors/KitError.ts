import { Data } from "effect"
import { type ApktCode, apktCodes } from "./ApktCode"

/** A coded kit error (APKT001–APKT010, APKTW001–APKTW002); its message is the code's meaning. */
export class KitError extends Data.TaggedError("KitError")<{
  readonly code: ApktCode
  readonly cause?: unknown
  /** Extra detail for developers, e.g. the config field that was wrong. */
  readonly detail?: string
}> {
  override readonly message: string =
    this.detail === undefined ? apktCodes[this.code] : `${apktCodes[this.code]}: ${this.detail}`
}
