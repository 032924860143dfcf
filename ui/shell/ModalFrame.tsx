import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
} from "react"
import { createPortal } from "react-dom"
import type { Foyer } from "../Foyer"
import { useThemeRoot } from "../theme/useThemeRoot"
import { body, inline, overlay, panel, shaking } from "./ModalFrame.css"
import { ModalHeader } from "./ModalHeader"
import { trapTab, useDialogFocus } from "./useDialogFocus"

/** Props of {@link ModalFrame}. */
export interface ModalFrameProps {
  readonly foyer: Foyer
  /** Inline in the page (a labelled region) instead of an overlay dialog. */
  readonly embedded: boolean
  /** The modal's title; it names the dialog. */
  readonly title: string
  readonly canGoBack: boolean
  /** Shakes the panel (closing is disabled right now, spec 2). */
  readonly shake: boolean
  readonly onBack: () => void
  readonly onClose: () => void
  /** True while the shell waits for the kit to open the modal (`data-opening` on the panel). */
  readonly opening: boolean
  /**
   * Drawn ahead, not open: the dialog is in the page but hidden (no box, nothing for assistive
   * technology, no role), so the click only shows it (see ModalHost). Not for `embedded`.
   */
  readonly hidden?: boolean
  /** The view. */
  readonly children: ReactNode
  /** What the panel shows below the view (the toast). */
  readonly footer?: ReactNode
}

/**
 * The modal's frame, part of the light entry so the frame after the click shows it (issue 14):
 * an accessible dialog named by its title, with focus moved inside on open, kept inside (Tab
 * and Shift+Tab cycle), Escape and the Close button asking to close, focus returned to the
 * opener, animations only when motion is allowed. Never taller than the viewport: the header
 * stays and the view's body scrolls inside. With `embedded` it renders inline instead,
 * as a labelled region without the overlay or the focus trap.
 */
export const ModalFrame = ({
  foyer,
  embedded,
  title,
  canGoBack,
  shake,
  onBack,
  onClose,
  opening,
  hidden = false,
  children,
  footer,
}: ModalFrameProps) => {
  const root = useThemeRoot()
  const titleId = useId()
  const panelRef = useRef<HTMLElement | null>(null)
  // A callback ref fits both the dialog's div and the embedded section.
  const setPanel = useCallback((element: HTMLElement | null) => {
    panelRef.current = element
  }, [])
  useDialogFocus(!hidden, !embedded, panelRef, foyer.opener)
  // The body scrolls (the panel is never taller than the viewport) and stays the same element
  // from view to view: a view shown next, a new title, starts at its top, not where the last
  // one was scrolled to.
  const bodyRef = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    if (bodyRef.current !== null) bodyRef.current.scrollTop = 0
  }, [title])

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "Escape") {
      event.stopPropagation()
      onClose()
      return
    }
    if (panelRef.current !== null) trapTab(event, panelRef.current)
  }
  // Only a press that starts and ends on the backdrop itself closes (not a drag out of a field).
  const pressedBackdrop = useRef(false)
  const onBackdropDown = (event: MouseEvent<HTMLDivElement>) => {
    pressedBackdrop.current = event.target === event.currentTarget
  }
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (pressedBackdrop.current && event.target === event.currentTarget) onClose()
    pressedBackdrop.current = false
  }

  const className = shake ? `${panel} ${shaking}` : panel
  const inside = (
    <>
      <ModalHeader
        titleId={titleId}
        title={title}
        canGoBack={canGoBack}
        onBack={onBack}
        onClose={onClose}
      />
      <div ref={bodyRef} className={body}>
        {children}
      </div>
      {footer}
    </>
  )
  if (embedded) {
    // Inline in the page: a named region, not a dialog (no overlay, no focus trap, no Escape).
    return (
      <div {...root} className={inline}>
        <section
          ref={setPanel}
          aria-labelledby={titleId}
          tabIndex={-1}
          className={className}
          data-shaking={shake || undefined}
          data-opening={opening || undefined}
        >
          {inside}
        </section>
      </div>
    )
  }
  return createPortal(
    // The backdrop is a click target only; keyboard users close with Escape or the Close button.
    // biome-ignore lint/a11y/noStaticElementInteractions: the dialog inside handles the keyboard.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape and the Close button close it from the keyboard.
    <div
      {...root}
      className={overlay}
      hidden={hidden}
      inert={hidden}
      onMouseDown={onBackdropDown}
      onClick={onBackdropClick}
    >
      {/* Drawn ahead and hidden, it is no dialog yet: no role, so nothing finds one. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a dialog whenever it is shown. */}
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-modal only with the dialog role. */}
      <div
        ref={setPanel}
        role={hidden ? undefined : "dialog"}
        aria-modal={hidden ? undefined : "true"}
        aria-labelledby={titleId}
        tabIndex={-1}
        className={className}
        data-shaking={shake || undefined}
        data-opening={opening || undefined}
        onKeyDown={onKeyDown}
      >
        {inside}
      </div>
    </div>,
    document.body,
  )
}
