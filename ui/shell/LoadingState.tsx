import { useMessage } from "../plugin/useMessage"
import { spinner } from "../primitives/Spinner.css"
import { loading } from "./LoadingState.css"

/** The modal's loading state: a spinner and the word "Loading", announced politely. */
export const LoadingState = () => {
  const message = useMessage()
  return (
    <div role="status" className={loading}>
      {/* The class, not <Spinner />: see Spinner.tsx (issue 35). */}
      <span className={spinner} aria-hidden="true" />
      {message("modal.loading")}
    </div>
  )
}
