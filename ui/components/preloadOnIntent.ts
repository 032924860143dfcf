import { useEffect, useMemo, useRef } from "react"
import type { Foyer } from "../createFoyer"

/**
 * How long the pointer or focus rests on a page button before the download starts: a pointer
 * crossing the button on its way elsewhere, or focus tabbing through it, is not intent yet
 * (instant.page waits 65 ms for the same reason). A click or Enter inside that time opens the
 * modal at once, whose open starts the download itself, before the frame's work.
 */
export const intentDwellMs = 65

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
 * the pointer or focus resting on the button ({@link intentDwellMs}), or a touch starting on it
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
    const soon = () => {
      cancel()
      timer.current = setTimeout(() => foyer.preload(), intentDwellMs)
    }
    return {
      onPointerEnter: soon,
      onPointerLeave: cancel,
      onFocus: soon,
      onBlur: cancel,
      onTouchStart: () => {
        cancel()
        foyer.preload()
      },
    }
  }, [foyer])
}
