import { useMessage } from "../plugin/useMessage"
import { branding } from "./Branding.css"

/**
 * The branding line at the foot of the Connect view ("Powered by Foyer"), as AppKit shows its
 * own at the bottom of Connect: the provider-branding flag of spec 6, on by default (spec 9
 * "branding on"); `features: { branding: false }` hides it. Part of the modal's views code (a
 * lazy chunk), not the page's first paint.
 */
export const Branding = () => {
  const message = useMessage()
  return <p className={branding}>{message("connect.branding")}</p>
}
