import { Context } from "effect"
import type { ModalStore } from "../state/ModalStore"

/**
 * The modal and its router (spec 2) as a service: typed open / push / replace / back / close,
 * and the state views read. Views exist when the kernel or an enabled plugin contributes them;
 * asking for any other is a `ViewNotAvailableError`, never a blank modal.
 */
export class Modal extends Context.Service<Modal, ModalStore>()("foyer/modal/Modal") {}
