import type { MouseEvent, ReactNode } from "react"
import { Button, Spinner, textStyles } from "../../../ui/plugin"
import { statusLine } from "./LoginProgress.css"

/**
 * A sign-in's progress as ConnectingSocial and ConnectingFarcaster say it: the spinner beside
 * what is under way, announced politely (a status).
 */
export const LoginStatusLine = ({ children }: { readonly children: ReactNode }) => (
  <p role="status" className={statusLine}>
    <Spinner />
    {children}
  </p>
)

/** What a failed sign-in shows. */
export interface LoginFailureProps {
  /** Why it failed, as the visitor reads it. */
  readonly text: string
  /** The retry button's label ("Try again"). */
  readonly retryLabel: string
  /** Starts the sign-in again, from the click's own handler (a popup may open in it). */
  readonly onRetry: (event: MouseEvent<HTMLButtonElement>) => void
}

/** A failed sign-in: why, as an alert, and the button that starts it again. */
export const LoginFailure = ({ text, retryLabel, onRetry }: LoginFailureProps) => (
  <div className={textStyles.stack}>
    <p role="alert" className={textStyles.errorMessage}>
      {text}
    </p>
    <Button variant="primary" onClick={onRetry}>
      {retryLabel}
    </Button>
  </div>
)
