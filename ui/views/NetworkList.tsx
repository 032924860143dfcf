import { useId } from "react"
import type { CaipNetwork, ChainNamespace, FoyerClient } from "../../core"
import { showErrorToast } from "../plugin/runInKit"
import { useMessage } from "../plugin/useMessage"
import { ListButton } from "../primitives/ListButton"
import { list } from "../primitives/ListButton.css"
import { sectionHeading, stack } from "../primitives/Text.css"
import { useStoreSelector } from "../state/useStoreSelector"

/** Props of {@link NetworkList}. */
export interface NetworkListProps {
  readonly client: FoyerClient
  /** The networks to offer; the configured ones by default. */
  readonly networks?: ReadonlyArray<CaipNetwork>
  /**
   * What choosing a network does: `client.switchNetwork` by default (the kit switches at once);
   * the SwitchNetwork view passes `client.selectNetwork`, which opens the view spec 2 names.
   */
  readonly choose?: (caipNetworkId: string) => Promise<void>
}

const Section = ({
  client,
  choose,
  namespace,
  networks,
  activeId,
  titled,
}: {
  readonly client: FoyerClient
  readonly choose: (caipNetworkId: string) => Promise<void>
  readonly namespace: ChainNamespace
  readonly networks: ReadonlyArray<CaipNetwork>
  readonly activeId: string | undefined
  readonly titled: boolean
}) => {
  const message = useMessage()
  const headingId = useId()
  return (
    <section className={stack} aria-labelledby={titled ? headingId : undefined}>
      {titled ? (
        <h3 id={headingId} className={sectionHeading}>
          {message(`chain.${namespace}`)}
        </h3>
      ) : null}
      <ul className={list} aria-label={titled ? undefined : message("networkList.label")}>
        {networks.map((network) => {
          const active = network.caipNetworkId === activeId
          return (
            <li key={network.caipNetworkId}>
              <ListButton
                label={network.name}
                icon={network.assets?.imageUrl}
                tag={active ? message("networkList.active") : undefined}
                aria-current={active ? "true" : undefined}
                onClick={() => {
                  choose(network.caipNetworkId).catch((error: unknown) =>
                    showErrorToast(client, error),
                  )
                }}
              />
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/**
 * The network list: every offered network as a button (the active one marked), grouped by
 * chain family when there is more than one. Choosing one asks the kit to switch (`choose`).
 */
export const NetworkList = ({
  client,
  networks = client.kernel.networks,
  choose = client.switchNetwork,
}: NetworkListProps) => {
  const activeId = useStoreSelector(
    client.stores.network,
    (s) => s.activeCaipNetwork?.caipNetworkId,
    undefined,
  )
  const namespaces = [...new Set(networks.map((n) => n.chainNamespace))]
  return (
    <div className={stack}>
      {namespaces.map((namespace) => (
        <Section
          key={namespace}
          client={client}
          choose={choose}
          namespace={namespace}
          networks={networks.filter((n) => n.chainNamespace === namespace)}
          activeId={activeId}
          titled={namespaces.length > 1}
        />
      ))}
    </div>
  )
}
