import { Data } from "effect"
import type { ErrorCategory } from "./CategorizedError"
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
 * The category each flow error is reported in: the visitor closing the modal or the popup, or
 * refusing the connection, is their choice (USER_REJECTED, like a rejection in the wallet); a
 * connection that failed is WALLET_ERROR; a kit with no auth connector is the kit's own error.
 */
export const flowErrorCategories: Record<FlowErrorReason, ErrorCategory> = {
  modalClosed: "USER_REJECTED",
  popupClosed: "USER_REJECTED",
  connectionRejected: "USER_REJECTED",
  failedToConnect: "WALLET_ERROR",
  failedToInitiateSocial: "WALLET_ERROR",
  failedToConnectFarcaster: "WALLET_ERROR",
  notConnectedToEmailOrSocial: "WALLET_ERROR",
  noAuthConnector: "INTERNAL_SDK_ERROR",
}

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
  readonly category: ErrorCategory = flowErrorCategories[this.reason]
}
