import { useMessage } from "../plugin/useMessage"
import { Spinner } from "../primitives/Spinner"
import { loading } from "./LoadingState.css"

/** The modal's loading state: a spinner and the word "Loading", announced politely. */
export const LoadingState = () => {
  const message = useMessage()
  return (
    <div role="status" className={loading}>
      <Spinner />
      {message("modal.loading")}
    </div>
  )
}
