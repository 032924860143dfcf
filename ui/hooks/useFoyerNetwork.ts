import { useMemo } from "react"
import type { CaipNetwork } from "../../core"
import { defaultNetworkOf } from "../provider/defaultNetwork"
import { useFoyerHandle } from "../provider/FoyerContext"
import { useFoyerBridge } from "../provider/useFoyerBridge"
import { useStoreSelector } from "../state/useStoreSelector"

/** The active network and a way to switch it. */
export interface FoyerNetwork {
  /** The active network; before the kit loads, the network it will start on. */
  readonly caipNetwork: CaipNetwork | undefined
  readonly caipNetworkId: string | undefined
  /** The chain id within its namespace (1 for Ethereum). */
  readonly chainId: number | string | undefined
  /** Switches network (loads the kit if needed); the result shows in the network state. */
  readonly switchNetwork: (caipNetworkId: string) => Promise<void>
}

/** The active network and `switchNetwork`. */
export const useFoyerNetwork = (): FoyerNetwork => {
  const foyer = useFoyerHandle()
  const client = useFoyerBridge("client")
  const fallback = useMemo(() => defaultNetworkOf(foyer.options), [foyer])
  const caipNetwork = useStoreSelector(client?.stores.network, (s) => s.activeCaipNetwork, fallback)
  return useMemo(
    () => ({
      caipNetwork,
      caipNetworkId: caipNetwork?.caipNetworkId,
      chainId: caipNetwork?.id,
      switchNetwork: async (caipNetworkId) => {
        const loaded = await foyer.load()
        await loaded.switchNetwork(caipNetworkId)
      },
    }),
    [caipNetwork, foyer],
  )
}
