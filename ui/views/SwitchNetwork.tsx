import type { CaipNetwork } from "../../core/chains/CaipNetwork"
import type { SwitchAttempt } from "../../core/client/FoyerClient"
import type { SwitchNetworkData } from "../../core/state/ViewName"
import { showErrorToast } from "../modal/runInKit"
import { Button } from "../primitives/Button"
import { spinner } from "../primitives/Spinner.css"
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
 * the request') with Try again. Opened without a target it is the network list.
 */
const SwitchNetwork = ({ client, view }: FoyerViewProps) => {
  const attempt = useStoreSelector(client.stores.switchAttempt, (s) => s, idle)
  const active = useStoreSelector(client.stores.network, (s) => s.activeCaipNetwork, undefined)
  const target = targetOf(view.data)
  const targetId = attempt._tag === "Idle" ? target?.caipNetworkId : attempt.caipNetworkId
  if (targetId === undefined) return <NetworkList client={client} />

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
          <span className={spinner} aria-hidden="true" />
          Approve the network switch in your wallet.
        </p>
      ) : attempt._tag === "Rejected" || attempt._tag === "Failed" ? (
        <>
          <p role="alert" className={errorMessage}>
            {attempt.message}
          </p>
          <Button variant="primary" onClick={switchNow}>
            Try again
          </Button>
        </>
      ) : active?.caipNetworkId === targetId ? (
        <p role="status" className={paragraph}>
          You are on {name}.
        </p>
      ) : (
        <>
          <p className={paragraph}>Switch your wallet to {name} to continue.</p>
          <Button variant="primary" onClick={switchNow}>
            Switch network
          </Button>
        </>
      )}
    </div>
  )
}

export default SwitchNetwork
