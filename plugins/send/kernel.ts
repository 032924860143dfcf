/**
 * The kernel services the send plugin uses, in one place. They come from their modules until
 * `foyer/core` exports them; then this file re-exports them from "../../core" instead, and
 * nothing else in the plugin changes.
 */
export { Accounts } from "../../core/accounts/Accounts"
export { Events } from "../../core/events/Events"
export { Messages } from "../../core/messages/Messages"
export { Modal } from "../../core/modal/Modal"
export { Networks } from "../../core/networks/Networks"
export { Toasts } from "../../core/toasts/Toasts"
export type { ReceiptOutcome } from "../../core/wallet/ReceiptOutcome"
export { Wallet } from "../../core/wallet/Wallet"
