import { spinner } from "../primitives/Spinner.css"
import { loading } from "./LoadingState.css"

/** The modal's loading state: a spinner and the word "Loading", announced politely. */
export const LoadingState = () => (
  <div role="status" className={loading}>
    <span className={spinner} aria-hidden="true" />
    Loading…
  </div>
)
