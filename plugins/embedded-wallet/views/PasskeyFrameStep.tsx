import { type RefObject, useEffect, useRef } from "react"
import { Spinner, textStyles, useMessage, useRun, useService } from "../../../ui/plugin"
import { EmbeddedWallet, type EmbeddedWalletShape, type FrameArea } from "../EmbeddedWallet"
import { frameArea } from "./ApproveTransaction.css"

/** The viewport-relative box of `element`, in CSS pixels. */
const areaOf = (element: Element): FrameArea => {
  const { top, left, width, height } = element.getBoundingClientRect()
  return { top, left, width, height }
}

/**
 * Shows the secure frame over `element` for the passkey step, following it as it moves or
 * changes size; gives the stop that hides the frame again (once).
 */
const showFrameOver = (
  element: HTMLElement,
  wallet: EmbeddedWalletShape,
  run: ReturnType<typeof useRun>,
): (() => void) => {
  let live = true
  const place = () => {
    if (live) void run(wallet.showFrame(areaOf(element), "passkey"))
  }
  place()
  const observer = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(place)
  observer?.observe(element)
  window.addEventListener("resize", place)
  window.addEventListener("scroll", place, { capture: true, passive: true })
  return () => {
    if (!live) return
    live = false
    observer?.disconnect()
    window.removeEventListener("resize", place)
    window.removeEventListener("scroll", place, { capture: true })
    void run(wallet.hideFrame)
  }
}

/** The body behind the frame: a spinner and the words to continue in the secure window. */
const FrameBehind = ({ area }: { readonly area: RefObject<HTMLDivElement | null> }) => {
  const message = useMessage()
  return (
    <div ref={area} className={frameArea}>
      <Spinner />
      <p className={textStyles.paragraph}>{message("embeddedWallet.passkey.instructions")}</p>
    </div>
  )
}

/**
 * The secure frame shown over a view's body while a passkey step that the service runs itself
 * goes on (a social login's, issue 37): the frame shows while this is mounted, and hides when
 * it unmounts (the step's end changes what the view shows).
 */
export const PasskeyFrameArea = () => {
  const run = useRun()
  const wallet = useService(EmbeddedWallet)
  const area = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = area.current
    return element === null ? undefined : showFrameOver(element, wallet, run)
  }, [run, wallet])
  return <FrameBehind area={area} />
}

/** What the step tells its view when it ends. */
export interface PasskeyFrameStepProps {
  /** The visitor is done in the frame (a passkey made, declined, or the wallet opened). */
  readonly onDone: () => void
  /** The frame refused (no key share for this browser): its text is the failure's message. */
  readonly onFailed: (failure: unknown) => void
}

/**
 * Issue 37's passkey step in a view's body: the secure frame shows over it (it follows the body
 * as it moves or changes size, as on ApproveTransaction) and asks the visitor in its own panel,
 * since WebAuthn needs a click in the frame itself; the step ends when the frame answers, and
 * the frame hides again. Behind it the body says to continue in the secure window.
 */
export const PasskeyFrameStep = ({ onDone, onFailed }: PasskeyFrameStepProps) => {
  const run = useRun()
  const wallet = useService(EmbeddedWallet)
  const area = useRef<HTMLDivElement>(null)
  // The latest callbacks, so a re-render does not start the step again.
  const ended = useRef({ onDone, onFailed })
  ended.current = { onDone, onFailed }

  useEffect(() => {
    const element = area.current
    if (element === null) return
    let live = true
    const hide = showFrameOver(element, wallet, run)
    const stop = () => {
      live = false
      hide()
    }
    // A step left before it ended (the view closed, or React's remount) tells no one.
    run(wallet.runPasskeyStep).then(
      () => {
        if (!live) return
        stop()
        ended.current.onDone()
      },
      (failure: unknown) => {
        if (!live) return
        stop()
        ended.current.onFailed(failure)
      },
    )
    return stop
  }, [run, wallet])

  return <FrameBehind area={area} />
}
