import { Data } from "effect"
import { en } from "./messages/en"

/** A sign-in was asked for while sign-in with the wallet is off (spec 8: "SIWX is not enabled"). */
export class SiwxNotEnabledError extends Data.TaggedError("SiwxNotEnabledError")<{
  readonly cause?: unknown
}> {
  override readonly message: string = en["error.siwxNotEnabled"]
}
