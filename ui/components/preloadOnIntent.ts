import { useEffect, useMemo, useRef } from "react"
import type { Foyer } from "../Foyer"

/**
 * How long the pointer rests on a page button before the download starts: a pointer crossing
 * the button on its way elsewhere is not intent yet (instant.page waits 65 ms for the same
 * reason). A click inside that time opens the modal at once, and the open starts the download.
 */
export const pointerDwellMs = 65

/**
 * How long focus rests on a page button before the download starts. Longer than the pointer's:
 * keyboard users tab through many controls, and the kit's code, once arrived, evaluates in one
 * long task that an Enter pressed meanwhile would wait behind. An Enter inside this time opens
 * the shell in the next frame; later, the code has usually run already.
 */
export const focusDwellMs = 300

/** The handlers a page button takes to start loading the modal on the visitor's intent. */
export interface IntentHandlers {
  readonly onPointerEnter: () => void
  readonly onPointerLeave: () => void
  readonly onFocus: () => void
  readonly onBlur: () => void
  readonly onTouchStart: () => void
}

/**
 * Starts the download of what the modal needs as soon as the visitor shows intent (issue 14):
 * the pointer or focus resting on the button ({@link pointerDwellMs}, {@link focusDwellMs}), or a
 * touch starting on it
 * (at once: a tap follows). Same-origin static files only (`foyer.preload`): no request to any
 * API before the click.
 */
export const usePreloadOnIntent = (foyer: Foyer): IntentHandlers => {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  return useMemo(() => {
    const cancel = () => {
      clearTimeout(timer.current)
      timer.current = undefined
    }
    const after = (dwellMs: number) => () => {
      cancel()
      timer.current = setTimeout(() => foyer.preload(), dwellMs)
    }
    return {
      onPointerEnter: after(pointerDwellMs),
      onPointerLeave: cancel,
      onFocus: after(focusDwellMs),
      onBlur: cancel,
      onTouchStart: () => {
        cancel()
        foyer.preload()
      },
    }
  }, [foyer])
}
