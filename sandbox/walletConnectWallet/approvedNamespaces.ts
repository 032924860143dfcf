import type { ProposalTypes, SessionTypes } from "@walletconnect/types"
import type { Address } from "viem"

/** The methods the sandbox WalletConnect wallet offers on every session. */
export const walletConnectWalletMethods: ReadonlyArray<string> = [
  "personal_sign",
  "eth_sendTransaction",
  "eth_signTypedData_v4",
  "wallet_switchEthereumChain",
  "eth_sign",
  "eth_accounts",
  "eth_chainId",
  "eth_requestAccounts",
  "wallet_addEthereumChain",
]

/** The events the sandbox WalletConnect wallet emits. */
export const walletConnectWalletEvents: ReadonlyArray<string> = ["accountsChanged", "chainChanged"]

/** The proposal asks for something the wallet cannot give (a required chain or namespace). */
export class UnsupportedProposalError extends Error {
  override readonly name = "UnsupportedProposalError"
}

type Namespaces = ProposalTypes.RequiredNamespaces | undefined

/** The CAIP-2 chains a set of proposal namespaces asks for, by namespace ("eip155"). */
const chainsAskedIn = (namespaces: Namespaces, namespace: string): string[] =>
  Object.entries(namespaces ?? {}).flatMap(([key, value]) =>
    // A key may be a namespace ("eip155", chains listed) or one chain ("eip155:1").
    key.includes(":")
      ? key.startsWith(`${namespace}:`)
        ? [key]
        : []
      : key === namespace
        ? (value.chains ?? [])
        : [],
  )

/**
 * The namespaces the wallet approves a proposal with: the eip155 chains asked for (required
 * and optional) that it supports, or all it supports when the dApp asked for none of them,
 * with `address` on each, and every method and event the wallet offers.
 * @throws UnsupportedProposalError when a required chain or namespace is not supported.
 */
export const approvedNamespaces = (
  proposal: Pick<ProposalTypes.Struct, "requiredNamespaces" | "optionalNamespaces">,
  supportedChainIds: ReadonlyArray<number>,
  address: Address,
): SessionTypes.Namespaces => {
  const supported = supportedChainIds.map((chainId) => `eip155:${chainId}`)
  const otherRequired = Object.keys(proposal.requiredNamespaces ?? {}).filter(
    (key) => key.split(":")[0] !== "eip155",
  )
  if (otherRequired.length > 0) {
    throw new UnsupportedProposalError(
      `The wallet supports eip155 only, not ${otherRequired.join(", ")}`,
    )
  }
  const required = chainsAskedIn(proposal.requiredNamespaces, "eip155")
  const missing = required.filter((chain) => !supported.includes(chain))
  if (missing.length > 0) {
    throw new UnsupportedProposalError(`The wallet does not support ${missing.join(", ")}`)
  }
  const asked = [...required, ...chainsAskedIn(proposal.optionalNamespaces, "eip155")]
  // In the dApp's order: UniversalProvider takes the first chain as its default.
  const offered = [...new Set(asked)].filter((chain) => supported.includes(chain))
  const chains = offered.length > 0 ? offered : supported
  return {
    eip155: {
      chains,
      accounts: chains.map((chain) => `${chain}:${address}`),
      methods: [...walletConnectWalletMethods],
      events: [...walletConnectWalletEvents],
    },
  }
}
