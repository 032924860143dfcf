import { Data } from "effect"
import { type ApktCode, apktCategories, apktCodes } from "./ApktCode"
import type { ErrorCategory } from "./CategorizedError"

/**
 * A coded kit error (APKT001–APKT010, APKTW001–APKTW002); its message is the code's meaning,
 * its category the code's (`apktCategories`).
 * @example new KitError({ code: "APKT001", detail: "eip155:137" }).message // "Network Not Found: eip155:137"
 */
export class KitError extends Data.TaggedError("KitError")<{
  readonly code: ApktCode
  readonly cause?: unknown
  /** Extra detail for developers, e.g. the config field that was wrong. */
  readonly detail?: string
}> {
  override readonly message: string =
    this.detail === undefined ? apktCodes[this.code] : `${apktCodes[this.code]}: ${this.detail}`
  readonly category: ErrorCategory = apktCategories[this.code]
}
