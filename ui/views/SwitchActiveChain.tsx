import type { SwitchActiveChainData } from "../../core"
import { showErrorToast } from "../plugin/runInKit"
import { useMessage } from "../plugin/useMessage"
import { useNavigate } from "../plugin/useNavigate"
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
  const message = useMessage()
  const navigate = useNavigate()
  const activeChain = useStoreSelector(client.stores.network, (s) => s.activeChain, undefined)
  const data = dataOf(view.data)
  if (data === undefined) {
    return (
      <p role="alert" className={paragraph}>
        {message("switchActiveChain.noTarget")}
      </p>
    )
  }
  const target = message(`chain.${data.switchToChain}`)
  const from = activeChain === undefined ? undefined : message(`chain.${activeChain}`)
  const proceed = async () => {
    await client
      .switchNetwork(data.network.caipNetworkId)
      .catch((error: unknown) => showErrorToast(client, error))
    await (data.navigateWithReplace
      ? navigate.replace(data.navigateTo)
      : navigate.push(data.navigateTo))
  }
  const explanation = [
    message("switchActiveChain.family", { network: data.network.name, family: target }),
    from === undefined ? undefined : message("switchActiveChain.connectedOn", { family: from }),
    message("switchActiveChain.connectFor", { family: target }),
  ]
  return (
    <div className={centred}>
      <p className={strong}>{data.network.name}</p>
      <p className={paragraph}>{explanation.filter((part) => part !== undefined).join(" ")}</p>
      <Button variant="primary" onClick={() => void proceed()}>
        {message("switchActiveChain.switchTo", { family: target })}
      </Button>
    </div>
  )
}

export default SwitchActiveChain
