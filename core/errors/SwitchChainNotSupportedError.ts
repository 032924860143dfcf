import { Data } from "effect"
import { messages } from "./messages"

/** The wallet cannot switch chains programmatically. */
export class SwitchChainNotSupportedError extends Data.TaggedError("SwitchChainNotSupportedError")<{
  readonly connectorId?: string
  readonly cause?: unknown
}> {
  override readonly message: string = messages.switchChainNotSupported
}
