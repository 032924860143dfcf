import type { CaipNetwork } from "../chains/CaipNetwork"

/** What a network-change hook is told: the network now active and the one before. */
export interface NetworkChangeContext {
  readonly network: CaipNetwork
  readonly previous: CaipNetwork | undefined
}
