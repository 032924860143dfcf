import type { PopupHost } from "../../../ui/plugin"

/**
 * The window of the page a click happened in, to open a popup from: the element's own
 * (a kit rendered into another document opens its popup there), else the global one.
 */
export const popupHostOf = (target: Element): PopupHost =>
  target.ownerDocument.defaultView ?? window
