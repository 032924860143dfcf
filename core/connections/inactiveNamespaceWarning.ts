import type { ChainNamespace } from "../chains/ChainNamespace"
import { isDevelopment } from "../config/warnInertOptions"
import { KitError } from "../errors/KitError"
import { messageOf } from "../errors/messageOf"

/** A family whose stored connections did not come back on page load, and why when a wallet said. */
export interface InactiveNamespaceLost {
  readonly namespace: ChainNamespace
  /** The wallets stored for it, by connector id. */
  readonly connectorIds: ReadonlyArray<string>
  /** What a wallet failed with, when one failed rather than simply not answering. */
  readonly cause?: unknown
}

/**
 * Spec 8's warning APKTW001 'Inactive Namespace Not Connected' for `lost`: its message is the
 * code's meaning and the family (`Inactive Namespace Not Connected: solana`).
 */
export const inactiveNamespaceNotConnected = (lost: InactiveNamespaceLost): KitError =>
  new KitError({ code: "APKTW001", detail: lost.namespace, cause: lost.cause })

/**
 * The development console's line for `lost`: the code, its meaning, what was not restored and
 * why, and what the visitor does about it.
 */
export const inactiveNamespaceWarningText = (lost: InactiveNamespaceLost): string => {
  const warning = inactiveNamespaceNotConnected(lost)
  const why =
    lost.cause === undefined
      ? "it did not come back without a prompt"
      : `"${messageOf(lost.cause) ?? String(lost.cause)}"`
  const wallets = lost.connectorIds.join(", ")
  return `[foyer] ${warning.code} ${warning.message}. The wallet stored for it (${wallets}) was not restored on this page: ${why}. The visitor connects it again from the modal.`
}

/**
 * Raises APKTW001 for a family that is not the active one and whose connection was not
 * restored on page load (the visitor's other family silently dropped, as AppKit warns): a
 * development build says so once in the console; a production build says nothing to the
 * visitor, whose active connection was restored.
 * @example
 * warnInactiveNamespace({ namespace: "solana", connectorIds: ["app.phantom"] })
 * // [foyer] APKTW001 Inactive Namespace Not Connected: solana. The wallet stored for it (app.phantom) …
 */
export const warnInactiveNamespace = (
  lost: InactiveNamespaceLost,
  development: () => boolean = isDevelopment,
): void => {
  if (development()) console.warn(inactiveNamespaceWarningText(lost))
}
