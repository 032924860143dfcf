import { useMessage } from "../plugin/useMessage"
import { centred, paragraph } from "../primitives/Text.css"
import type { FoyerViewProps } from "./FoyerViewProps"

/**
 * The UsageExceeded view (spec 2): the plan has exceeded its usage limit, so pushing a
 * connecting view lands here instead and no wallet is asked. It says so; Back returns to the
 * wallet list, Close closes.
 */
const UsageExceeded = (_props: FoyerViewProps) => {
  const message = useMessage()
  return (
    <div className={centred}>
      <p role="status" className={paragraph}>
        {message("usageExceeded.explanation")}
      </p>
    </div>
  )
}

export default UsageExceeded
