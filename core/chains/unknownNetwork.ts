import { messages } from "../errors/messages"
import type { CaipNetwork } from "./CaipNetwork"
import { isChainNamespace } from "./ChainNamespace"
import {
  type CaipNetworkId,
  CaipNetworkIdInvalidError,
  parseCaipNetworkId,
} from "./parseCaipNetworkId"

/**
 * The placeholder network for an id the kit does not support (spec 3: named
 * 'Unknown Network'), e.g. a chain the wallet switched to on its own. It has no RPC
 * endpoints, no explorer and an empty native currency. Throws `CaipNetworkIdInvalidError`
 * for a malformed id or an unknown namespace.
 * @example
 * unknownNetwork("eip155:999").name // "Unknown Network"
 */
export const unknownNetwork = (caipNetworkId: CaipNetworkId): CaipNetwork => {
  const { chainNamespace, chainId } = parseCaipNetworkId(caipNetworkId)
  if (!isChainNamespace(chainNamespace)) {
    throw new CaipNetworkIdInvalidError({ input: caipNetworkId })
  }
  // EVM chain ids are numbers everywhere else in the kit (wallets report them as numbers),
  // but only where the number writes back as the same id: "0001" would become chain 1 and
  // 20 nines would round to another chain, so the placeholder would claim a different id.
  const asNumber = Number(chainId)
  const id =
    chainNamespace === "eip155" &&
    Number.isSafeInteger(asNumber) &&
    asNumber >= 0 &&
    String(asNumber) === chainId
      ? asNumber
      : chainId
  return {
    id,
    caipNetworkId: `${chainNamespace}:${id}`,
    chainNamespace,
    name: messages.unknownNetwork,
    nativeCurrency: { name: "", symbol: "", decimals: 0 },
    rpcUrls: { default: { http: [] } },
  }
}

/** Whether `network` is the 'Unknown Network' placeholder of `unknownNetwork`. */
export const isUnknownNetwork = (network: CaipNetwork): boolean =>
  network.name === messages.unknownNetwork && network.rpcUrls.default.http.length === 0
