import type { ChainNamespace } from "../chains/ChainNamespace"
import type { CaipNetworkId } from "../chains/parseCaipNetworkId"

/**
 * The part of a CAIP network (spec 3) that state transitions read. A full
 * `CaipNetwork` from core/chains is assignable to it, so stores stay generic over it.
 */
export interface NetworkRef {
  /** The chain id within its namespace (137 for Polygon, a genesis hash for Solana). */
  readonly id: number | string
  /** The CAIP-2 id, e.g. `eip155:137`. */
  readonly caipNetworkId: CaipNetworkId
  /** The chain family. */
  readonly chainNamespace: ChainNamespace
  /** The display name. */
  readonly name: string
}
