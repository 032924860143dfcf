import { Duration } from "effect"
import { useEffect } from "react"
import type { FoyerClient, ToastState } from "../../core"
import { toastAutoClose } from "../../core/Schedules"
import { runInKit } from "../plugin/runInKit"
import { Spinner } from "../primitives/Spinner"
import { useStoreSelector } from "../state/useStoreSelector"
import { icon, regions, toast as toastStyle, variants } from "./Toast.css"

/** How long a toast with autoClose stays on screen (core/Schedules.ts `toastAutoClose`). */
export const toastAutoCloseMs = Duration.toMillis(toastAutoClose)

const closedToast: ToastState.ToastState | undefined = undefined

const Icon = ({ variant }: { readonly variant: ToastState.ToastState["variant"] }) =>
  variant === "loading" ? (
    <Spinner />
  ) : (
    <svg className={icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={variant === "success" ? "M5 12l5 5 9-10" : "M12 7v6M12 17h.01"}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  )

/**
 * The toast (success, loading, error). Two live regions are always in the page so that a
 * message is announced when it appears: success and loading politely (role="status"),
 * errors at once (role="alert"). The `svg` field is never rendered: it is markup, and the
 * kit does not inject markup; each variant has its own icon.
 */
export const Toast = ({ client }: { readonly client: FoyerClient }) => {
  const toast = useStoreSelector(client.stores.toast, (s) => s, closedToast)
  const open = toast?.open === true
  useEffect(() => {
    if (!open || toast?.autoClose !== true) return
    const timer = setTimeout(() => {
      void runInKit(client, client.stores.toast.hide)
    }, toastAutoCloseMs)
    return () => clearTimeout(timer)
  }, [client, open, toast])
  const body =
    toast === undefined || !open ? null : (
      <div className={`${toastStyle} ${variants[toast.variant]}`}>
        <Icon variant={toast.variant} />
        <span>{toast.message}</span>
      </div>
    )
  const isError = toast?.variant === "error"
  return (
    <div className={regions}>
      <div role="status" aria-live="polite" aria-atomic="true">
        {isError ? null : body}
      </div>
      <div role="alert" aria-atomic="true">
        {isError ? body : null}
      </div>
    </div>
  )
}
