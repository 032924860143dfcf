import { showErrorToast } from "../plugin/runInKit"
import { useMessage } from "../plugin/useMessage"
import { Button } from "../primitives/Button"
import { paragraph, sectionHeading, stack } from "../primitives/Text.css"
import type { FoyerViewProps } from "./FoyerViewProps"
import { NetworkList } from "./NetworkList"

/**
 * The UnsupportedChain view: the wallet is on a network this app does not support. It lists
 * the supported networks to switch to, and offers to disconnect instead.
 */
const UnsupportedChain = ({ client }: FoyerViewProps) => {
  const message = useMessage()
  return (
    <div className={stack}>
      <p className={paragraph}>{message("unsupportedChain.explanation")}</p>
      <h3 className={sectionHeading}>{message("unsupportedChain.supported")}</h3>
      <NetworkList client={client} />
      <Button
        variant="danger"
        onClick={() => {
          client.disconnect().catch((error: unknown) => showErrorToast(client, error))
        }}
      >
        {message("unsupportedChain.disconnect")}
      </Button>
    </div>
  )
}

export default UnsupportedChain
