/**
 * The modal's views code, a lazy chunk the shell loads (issue 14): the router outlet with the
 * lazy registry of views, the toast, and a way to load a view's code before it shows; and the
 * Connect view's notices (legal terms, branding), which it shows once the kit has started. The
 * frame, its header and the Connect view are in the light entry (ui/shell/).
 */
export { Branding } from "../shell/Branding"
export { LegalCheckbox, LegalNotice } from "../shell/LegalNotice"
export { Toast } from "./Toast"
export { preloadView, ViewOutlet } from "./ViewOutlet"
