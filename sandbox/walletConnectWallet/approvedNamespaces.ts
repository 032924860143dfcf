import type { ProposalTypes, SessionTypes } from "@walletconnect/types"
import type { Address } from "viem"

/** The eip155 methods the sandbox WalletConnect wallet offers on every session. */
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

/** The eip155 events the sandbox WalletConnect wallet emits. */
export const walletConnectWalletEvents: ReadonlyArray<string> = ["accountsChanged", "chainChanged"]

/**
 * What the wallet serves in one namespace: its chains (CAIP-2), the address it offers on each
 * (a session account is `<chain>:<address>`, CAIP-10), the methods it answers and the events
 * it may emit.
 */
export interface ServedNamespace {
  /** "eip155", "solana", "bip122". */
  readonly namespace: string
  readonly chains: ReadonlyArray<string>
  readonly address: string
  readonly methods: ReadonlyArray<string>
  readonly events: ReadonlyArray<string>
}

/** The wallet's eip155 namespace: `address` on each of the chains it has. */
export const eip155Namespace = (
  chainIds: ReadonlyArray<number>,
  address: Address,
): ServedNamespace => ({
  namespace: "eip155",
  chains: chainIds.map((chainId) => `eip155:${chainId}`),
  address,
  methods: walletConnectWalletMethods,
  events: walletConnectWalletEvents,
})

/** The proposal asks for something the wallet cannot give (a required chain or namespace). */
export class UnsupportedProposalError extends Error {
  override readonly name = "UnsupportedProposalError"
}

type Namespaces = ProposalTypes.RequiredNamespaces | undefined

/** The namespace of a proposal key: a namespace ("eip155") or one chain ("eip155:1"). */
const namespaceOf = (key: string) => key.split(":")[0] ?? key

/** The CAIP-2 chains a set of proposal namespaces asks for in one namespace ("eip155"). */
const chainsAskedIn = (namespaces: Namespaces, namespace: string): string[] =>
  Object.entries(namespaces ?? {}).flatMap(([key, value]) =>
    key.includes(":")
      ? namespaceOf(key) === namespace
        ? [key]
        : []
      : key === namespace
        ? (value.chains ?? [])
        : [],
  )

const asks = (namespaces: Namespaces, namespace: string) =>
  Object.keys(namespaces ?? {}).some((key) => namespaceOf(key) === namespace)

/**
 * The namespaces the wallet approves a proposal with: each namespace it serves that the
 * dApp asked for (required or optional), on the chains asked for that it has, in the dApp's
 * order, or on all it has when the dApp asked for none of them; with the offered address on
 * each chain, and every method and event the wallet has there. A dApp that asks for no
 * namespace the wallet serves gets the first one (eip155) on all its chains, from which it
 * may ask to switch.
 * @throws UnsupportedProposalError when a required chain or namespace is not served.
 */
export const approvedNamespaces = (
  proposal: Pick<ProposalTypes.Struct, "requiredNamespaces" | "optionalNamespaces">,
  served: ReadonlyArray<ServedNamespace>,
): SessionTypes.Namespaces => {
  const names = served.map((each) => each.namespace)
  const otherRequired = Object.keys(proposal.requiredNamespaces ?? {}).filter(
    (key) => !names.includes(namespaceOf(key)),
  )
  if (otherRequired.length > 0) {
    throw new UnsupportedProposalError(
      `The wallet supports ${names.join(", ")} only, not ${otherRequired.join(", ")}`,
    )
  }
  const missing = served.flatMap((each) =>
    chainsAskedIn(proposal.requiredNamespaces, each.namespace).filter(
      (chain) => !each.chains.includes(chain),
    ),
  )
  if (missing.length > 0) {
    throw new UnsupportedProposalError(`The wallet does not support ${missing.join(", ")}`)
  }
  const asked = served.filter(
    (each) =>
      asks(proposal.requiredNamespaces, each.namespace) ||
      asks(proposal.optionalNamespaces, each.namespace),
  )
  const approved = asked.length > 0 ? asked : served.slice(0, 1)
  return Object.fromEntries(
    approved.map((each) => {
      const wanted = [
        ...chainsAskedIn(proposal.requiredNamespaces, each.namespace),
        ...chainsAskedIn(proposal.optionalNamespaces, each.namespace),
      ]
      // In the dApp's order: UniversalProvider takes the first chain as its default.
      const offered = [...new Set(wanted)].filter((chain) => each.chains.includes(chain))
      const chains = offered.length > 0 ? offered : [...each.chains]
      return [
        each.namespace,
        {
          chains,
          accounts: chains.map((chain) => `${chain}:${each.address}`),
          methods: [...each.methods],
          events: [...each.events],
        },
      ]
    }),
  )
}
