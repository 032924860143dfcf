import type { CaipNetwork, SwitchAttempt, SwitchNetworkData } from "../../core"
import { showErrorToast } from "../plugin/runInKit"
import { useMessage } from "../plugin/useMessage"
import { Button } from "../primitives/Button"
import { Spinner } from "../primitives/Spinner"
import { centred, errorMessage, paragraph, statusRow, strong } from "../primitives/Text.css"
import { useStoreSelector } from "../state/useStoreSelector"
import type { FoyerViewProps } from "./FoyerViewProps"
import { NetworkList } from "./NetworkList"
import { WalletImage } from "./WalletImage"

const idle: SwitchAttempt = { _tag: "Idle" }

const targetOf = (data: unknown): SwitchNetworkData["network"] | undefined =>
  typeof data === "object" && data !== null && "network" in data
    ? (data as SwitchNetworkData).network
    : undefined

/**
 * The SwitchNetwork view. With a target network (spec 2 data) or while a switch is under way it
 * shows that switch: waiting for the wallet, or the refusal exactly as reported ('User rejected
 * the request') with Try again. Opened without a target it is the network list, whose choice
 * goes through `selectNetwork` (spec 2, network switching target view).
 */
const SwitchNetwork = ({ client, view }: FoyerViewProps) => {
  const message = useMessage()
  const attempt = useStoreSelector(client.stores.switchAttempt, (s) => s, idle)
  const active = useStoreSelector(client.stores.network, (s) => s.activeCaipNetwork, undefined)
  const target = targetOf(view.data)
  const targetId = attempt._tag === "Idle" ? target?.caipNetworkId : attempt.caipNetworkId
  // The network list: a choice opens the view spec 2 names for it (this one with a target,
  // SwitchActiveChain, or nothing for the active network).
  if (targetId === undefined) {
    return <NetworkList client={client} choose={(id) => client.selectNetwork(id)} />
  }

  const network: { readonly name: string; readonly assets?: CaipNetwork["assets"] } | undefined =
    client.kernel.networks.find((n) => n.caipNetworkId === targetId) ??
    (target?.caipNetworkId === targetId ? target : undefined)
  const name = network?.name ?? targetId
  const switchNow = () => {
    client.switchNetwork(targetId).catch((error: unknown) => showErrorToast(client, error))
  }

  return (
    <div className={centred}>
      <WalletImage src={network?.assets?.imageUrl} />
      <p className={strong}>{name}</p>
      {attempt._tag === "Switching" ? (
        <p role="status" className={statusRow}>
          <Spinner />
          {message("switchNetwork.approve")}
        </p>
      ) : attempt._tag === "Rejected" || attempt._tag === "Failed" ? (
        <>
          <p role="alert" className={errorMessage}>
            {attempt.message}
          </p>
          <Button variant="primary" onClick={switchNow}>
            {message("switchNetwork.tryAgain")}
          </Button>
        </>
      ) : active?.caipNetworkId === targetId ? (
        <p role="status" className={paragraph}>
          {message("switchNetwork.current", { name })}
        </p>
      ) : (
        <>
          <p className={paragraph}>{message("switchNetwork.prompt", { name })}</p>
          <Button variant="primary" onClick={switchNow}>
            {message("switchNetwork.switch")}
          </Button>
        </>
      )}
    </div>
  )
}

export default SwitchNetwork
