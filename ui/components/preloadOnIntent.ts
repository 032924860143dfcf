import type { Foyer } from "../createFoyer"

/** The handlers a page button takes to start loading the modal on the visitor's intent. */
export interface IntentHandlers {
  readonly onPointerEnter: () => void
  readonly onFocus: () => void
  readonly onTouchStart: () => void
}

/**
 * Starts the download of what the modal needs as soon as the visitor shows intent: the pointer
 * entering the button, focus reaching it, or a touch starting on it (issue 14). Same-origin
 * static files only (`foyer.preload`): no request to any API before the click.
 */
export const preloadOnIntent = (foyer: Foyer): IntentHandlers => {
  const preload = () => foyer.preload()
  return { onPointerEnter: preload, onFocus: preload, onTouchStart: preload }
}
