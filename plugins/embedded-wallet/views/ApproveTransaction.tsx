import { useEffect, useRef } from "react"
import {
  defineView,
  Spinner,
  textStyles,
  useMessage,
  useRun,
  useService,
  useStore,
} from "../../../ui/plugin"
import { EmbeddedWallet, type FrameArea } from "../EmbeddedWallet"
import { frameArea } from "./ApproveTransaction.css"

/** The viewport-relative box of `element`, in CSS pixels. */
const areaOf = (element: Element): FrameArea => {
  const { top, left, width, height } = element.getBoundingClientRect()
  return { top, left, width, height }
}

/**
 * The ApproveTransaction view (spec 2): a wallet request waits for the visitor's approval. The
 * view's body is the place of the secure frame, which shows over it the request's details and
 * its own Approve and Reject buttons: the dApp's page can neither read nor click them (another
 * origin). The frame follows the body as it moves or changes size (the modal's layout, the
 * window's size, any scroll), and hides when the view is left. Behind it the view says where to
 * approve and which request it is.
 */
export default defineView(() => {
  const message = useMessage()
  const run = useRun()
  const wallet = useService(EmbeddedWallet)
  const approval = useStore(wallet.pendingApproval)
  const area = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = area.current
    if (element === null) return
    const place = () => {
      void run(wallet.showFrame(areaOf(element)))
    }
    place()
    const observer = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(place)
    observer?.observe(element)
    window.addEventListener("resize", place)
    // Scroll events do not bubble: captured on the window, any scrolling box that moves the
    // body (the modal's, the page's) is heard.
    window.addEventListener("scroll", place, { capture: true, passive: true })
    return () => {
      observer?.disconnect()
      window.removeEventListener("resize", place)
      window.removeEventListener("scroll", place, { capture: true })
      void run(wallet.hideFrame)
    }
  }, [run, wallet])

  return (
    <div ref={area} className={frameArea}>
      <Spinner />
      <p className={textStyles.paragraph}>{message("embeddedWallet.approve.instructions")}</p>
      {approval === undefined ? null : (
        <p className={textStyles.strong}>
          {message("embeddedWallet.approve.method", { method: approval.method })}
        </p>
      )}
    </div>
  )
})
