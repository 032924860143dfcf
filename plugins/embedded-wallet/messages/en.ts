import type { MessageCatalogue } from "../../../core"

/**
 * The embedded wallet's English catalogue: the texts of its email and social login and of its
 * secure frame. The spec's texts (points 5, 8) are word for word; the frame-not-set texts are
 * ours and end with a period. The plugin has no factory yet; its factory registers this
 * catalogue.
 */
export const en = {
  // Login (spec 5)
  "error.emailCooldown": "Please try again after {n} seconds",
  "error.untrustedOrigin": "Untrusted Origin",
  // The secure frame (spec 8)
  "error.frameError": "An error occurred",
  "error.rpcAborted": "Request was aborted for RPC",
  "error.emailLoginDependencyFailed": "Unable to load email login dependency",
  // Thrown or internal (spec 8 "frame or parent not set": ours)
  "error.frameNotSet": "The secure frame is not set.",
  "error.frameParentNotSet": "The secure frame's parent is not set.",
} as const satisfies MessageCatalogue

/** The id of one of the embedded wallet's messages. */
export type EmbeddedWalletMessageId = keyof typeof en
