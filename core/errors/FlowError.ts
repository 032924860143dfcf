import { Data } from "effect"
import { messages } from "./messages"

/** The spec's flow errors (point 8), each with its exact text. */
export const flowErrorMessages = {
  modalClosed: messages.modalClosed,
  popupClosed: messages.popupClosed,
  failedToConnect: messages.failedToConnect,
  failedToInitiateSocial: messages.failedToInitiateSocial,
  failedToConnectFarcaster: messages.failedToConnectFarcaster,
  connectionRejected: messages.connectionRejected,
  noAuthConnector: messages.noAuthConnector,
  notConnectedToEmailOrSocial: messages.notConnectedToEmailOrSocial,
} as const

/** Why a connect flow (email, social, Farcaster, external) stopped. */
export type FlowErrorReason = keyof typeof flowErrorMessages

/**
 * A connect flow stopped (the visitor closed the modal or popup, the connection failed or was
 * rejected, no auth connector). One tag for the family; `reason` tells them apart.
 * @example Effect.catchTag("FlowError", (e) => e.reason === "popupClosed" ? Effect.void : Effect.fail(e))
 */
export class FlowError extends Data.TaggedError("FlowError")<{
  readonly reason: FlowErrorReason
  readonly cause?: unknown
}> {
  override readonly message: string = flowErrorMessages[this.reason]
}
