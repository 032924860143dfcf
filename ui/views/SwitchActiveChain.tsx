import { namespaceDisplayNames } from "../../core/chains/ChainNamespace"
import type { SwitchActiveChainData } from "../../core/state/ViewName"
import { pushView, replaceView, showErrorToast } from "../modal/runInKit"
import { Button } from "../primitives/Button"
import { centred, paragraph, strong } from "../primitives/Text.css"
import { useStoreSelector } from "../state/useStoreSelector"
import type { FoyerViewProps } from "./FoyerViewProps"

const dataOf = (data: unknown): SwitchActiveChainData | undefined =>
  typeof data === "object" && data !== null && "switchToChain" in data && "network" in data
    ? (data as SwitchActiveChainData)
    : undefined

/**
 * The SwitchActiveChain view (spec 2): the visitor is connected on one chain family and asked
 * for a network of another where they have no account. Continuing switches the active network
 * and goes on to the view in the data (Connect), replacing this one when the data says so.
 */
const SwitchActiveChain = ({ client, view }: FoyerViewProps) => {
  const activeChain = useStoreSelector(client.stores.network, (s) => s.activeChain, undefined)
  const data = dataOf(view.data)
  if (data === undefined) {
    return (
      <p role="alert" className={paragraph}>
        No network to switch to was given.
      </p>
    )
  }
  const target = namespaceDisplayNames[data.switchToChain]
  const from = activeChain === undefined ? undefined : namespaceDisplayNames[activeChain]
  const proceed = async () => {
    await client
      .switchNetwork(data.network.caipNetworkId)
      .catch((error: unknown) => showErrorToast(client, error))
    const next = { name: data.navigateTo }
    await (data.navigateWithReplace ? replaceView(client, next) : pushView(client, next))
  }
  return (
    <div className={centred}>
      <p className={strong}>{data.network.name}</p>
      <p className={paragraph}>
        {data.network.name} is a {target} network.
        {from === undefined ? "" : ` Your wallet is connected on ${from}.`} Connect a wallet for{" "}
        {target} to continue.
      </p>
      <Button variant="primary" onClick={() => void proceed()}>
        Switch to {target}
      </Button>
    </div>
  )
}

export default SwitchActiveChain
