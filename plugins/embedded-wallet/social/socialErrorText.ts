import type { MessageLookup } from "../../../ui/plugin"
import { causeOf, isTagged } from "../views/errorShape"
import { loginErrorText } from "../views/loginErrorText"

/** The flow errors of spec 8 a social or Farcaster login ends with, by their FlowError reason. */
const flowTexts: Readonly<Record<string, string>> = {
  modalClosed: "error.modalClosed",
  popupClosed: "error.popupClosed",
  failedToConnect: "error.failedToConnect",
  failedToInitiateSocial: "error.failedToInitiateSocial",
  failedToConnectFarcaster: "error.failedToConnectFarcaster",
  connectionRejected: "error.connectionRejected",
  noAuthConnector: "error.noAuthConnector",
  notConnectedToEmailOrSocial: "error.notConnectedToEmailOrSocial",
}

/**
 * What ConnectingSocial (and ConnectingFarcaster) says when a social login failed, in the visitor's language where the
 * text is the kit's: spec 8's flow errors ('Popup closed', 'Modal closed', 'Failed to initiate
 * social connection'...) and spec 5's 'Untrusted Origin' by their cause; the secure site's own
 * text otherwise (see `loginErrorText`). Errors are read by their tag, loading no kernel code.
 * @example
 * socialErrorText(status.error, message) // "Popup closed"
 */
export const socialErrorText = (error: unknown, message: MessageLookup): string => {
  const cause = causeOf(error)
  if (isTagged(cause, "SocialLoginUntrustedOriginError")) return message("error.untrustedOrigin")
  if (isTagged(cause, "FlowError")) {
    const { reason } = cause
    const id = typeof reason === "string" ? flowTexts[reason] : undefined
    if (id !== undefined) return message(id)
  }
  return loginErrorText(error, message)
}
