import {
  type KeyboardEvent as ReactKeyboardEvent,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
} from "react"
import { dialogPartsIn, focusableIn, isInDialogPart } from "./focusable"

/**
 * Focus for the modal: on open, focus moves into it (the panel itself, so a screen reader
 * announces the dialog's name first); while it is open as a dialog, focus that lands outside
 * is brought back, and so is focus dropped to the page when the focused control is removed;
 * on close, focus returns to the element that opened it, whether the panel goes away or stays
 * in the page hidden (a shell drawn ahead, see ModalHost).
 */
export const useDialogFocus = (
  open: boolean,
  trap: boolean,
  panel: RefObject<HTMLElement | null>,
  opener: () => HTMLElement | undefined,
): void => {
  const openerRef = useRef(opener)
  openerRef.current = opener
  // Where focus goes back to, from the open until the close.
  const returnTo = useRef<HTMLElement | undefined>(undefined)
  // Set while focus goes back to the opener, so the trap below does not pull it in again: its
  // listener is removed only after the focus has moved.
  const returning = useRef(false)
  const giveBack = () => {
    const target = returnTo.current
    returnTo.current = undefined
    returning.current = true
    if (target?.isConnected) target.focus()
  }
  useLayoutEffect(() => {
    const element = panel.current
    if (element === null) return
    if (!open) {
      // The panel stays, hidden. Done here, after the commit's mutations: React puts focus back
      // on the element that had it before them (the panel, still in the page) at their end.
      if (returnTo.current !== undefined) giveBack()
      return
    }
    returning.current = false
    const active = document.activeElement
    returnTo.current =
      openerRef.current() ??
      (active instanceof HTMLElement && !element.contains(active) ? active : undefined)
    // The panel is fixed in the viewport: nothing to scroll to, and no layout spent on it.
    if (!element.contains(document.activeElement)) element.focus({ preventScroll: true })
  }, [open, panel])
  // The panel goes away while open.
  useLayoutEffect(() => () => giveBack(), [])

  useEffect(() => {
    if (!open || !trap) return
    const onFocusIn = (event: FocusEvent) => {
      const element = panel.current
      if (
        returning.current ||
        element === null ||
        !(event.target instanceof Node) ||
        element.contains(event.target) ||
        isInDialogPart(event.target)
      ) {
        return
      }
      ;(focusableIn(element)[0] ?? element).focus()
    }
    document.addEventListener("focusin", onFocusIn)
    // When the focused control is removed (a wallet row replaced by its waiting state, a view
    // swapped for the next) the browser drops focus to <body> without any focus event, and
    // Escape and Tab would then act on the page. Bring focus back to the panel instead.
    const observer = new MutationObserver(() => {
      if (returning.current) return
      const active = document.activeElement
      if (active === null || active === document.body) panel.current?.focus()
    })
    if (panel.current !== null) observer.observe(panel.current, { childList: true, subtree: true })
    return () => {
      document.removeEventListener("focusin", onFocusIn)
      observer.disconnect()
    }
  }, [open, trap, panel])
}

/**
 * Keeps Tab and Shift+Tab cycling inside `panel`: from the last element to the first and back.
 * A shown dialog part (a plugin's frame over its view, see `dialogPartAttribute`) comes after
 * the last element: Tab goes into it, and leaving it lands outside, which brings focus back.
 */
export const trapTab = (event: KeyboardEvent | ReactKeyboardEvent, panel: HTMLElement): void => {
  if (event.key !== "Tab") return
  const items = focusableIn(panel)
  const first = items[0]
  const last = items.at(-1)
  const active = document.activeElement
  if (first === undefined || last === undefined) {
    event.preventDefault()
    panel.focus()
    return
  }
  if (event.shiftKey && (active === first || active === panel || !panel.contains(active))) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
    event.preventDefault()
    const part = active === last ? dialogPartsIn(panel.ownerDocument)[0] : undefined
    ;(part ?? first).focus()
  }
}
