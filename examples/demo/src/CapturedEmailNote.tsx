import { useSyncExternalStore } from "react"
import * as styles from "./App.css"

/** The email the email-capture plugin handed the demo (its `onEmail`), for the page to show. */
export interface CapturedEmailStore {
  /** The plugin's `onEmail`: keeps the email and tells the page. */
  readonly capture: (email: string) => void
  readonly get: () => string | undefined
  readonly subscribe: (listener: () => void) => () => void
}

/** An empty store, made once beside the kit. */
export const makeCapturedEmailStore = (): CapturedEmailStore => {
  let email: string | undefined
  const listeners = new Set<() => void>()
  return {
    capture: (next) => {
      email = next
      for (const listener of [...listeners]) listener()
    },
    get: () => email,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** What the dApp received from email capture (`?capture=on`): shown as the page's own status. */
export const CapturedEmailNote = ({ store }: { readonly store: CapturedEmailStore }) => {
  const email = useSyncExternalStore(store.subscribe, store.get)
  return (
    <p role="status" className={styles.output}>
      {email === undefined ? null : `Captured email: ${email}`}
    </p>
  )
}
