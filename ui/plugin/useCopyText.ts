import { useCallback } from "react"
import { runInKit } from "./runInKit"
import { useFoyerClient } from "./useFoyerClient"

/** The toasts {@link useCopyText} shows: the texts, already looked up. */
export interface CopyToasts {
  /** The success toast's text ("Copied"). */
  readonly copied: string
  /** The error toast's text, when the clipboard is missing or refuses. */
  readonly failed: string
}

/** Copies `text` and confirms it in a toast; resolves with whether it was copied, never rejects. */
export type CopyText = (text: string, toasts: CopyToasts) => Promise<boolean>

/**
 * A function that copies text to the clipboard and says how it went in the kit's toast: the
 * success toast, or the error toast when the page has no clipboard (an insecure origin) or
 * the browser refuses (no permission, the page not focused).
 * @example
 * const copy = useCopyText()
 * <Button onClick={() => void copy(address, { copied: message("x.copied"), failed: message("x.copyFailed") })}>
 */
export const useCopyText = (): CopyText => {
  const client = useFoyerClient()
  return useCallback<CopyText>(
    (text, toasts) => {
      const clipboard = typeof navigator === "undefined" ? undefined : navigator.clipboard
      const written =
        clipboard === undefined
          ? Promise.reject(new Error("The clipboard is not available."))
          : clipboard.writeText(text)
      const toast = (ok: boolean) =>
        runInKit(
          client,
          ok
            ? client.stores.toast.showSuccess(toasts.copied)
            : client.stores.toast.showError(toasts.failed),
        ).then(
          () => ok,
          () => ok,
        )
      return written.then(
        () => toast(true),
        () => toast(false),
      )
    },
    [client],
  )
}
