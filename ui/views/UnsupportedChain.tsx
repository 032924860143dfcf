import { showErrorToast } from "../modal/runInKit"
import { Button } from "../primitives/Button"
import { paragraph, sectionHeading, stack } from "../primitives/Text.css"
import type { FoyerViewProps } from "./FoyerViewProps"
import { NetworkList } from "./NetworkList"

/**
 * The UnsupportedChain view: the wallet is on a network this app does not support. It lists
 * the supported networks to switch to, and offers to disconnect instead.
 */
const UnsupportedChain = ({ client }: FoyerViewProps) => (
  <div className={stack}>
    <p className={paragraph}>
      Your wallet is on a network this app does not support. Switch to a supported network to
      continue.
    </p>
    <h3 className={sectionHeading}>Supported networks</h3>
    <NetworkList client={client} />
    <Button
      variant="danger"
      onClick={() => {
        client.disconnect().catch((error: unknown) => showErrorToast(client, error))
      }}
    >
      Disconnect
    </Button>
  </div>
)

export default UnsupportedChain
