import { AccountState, type CaipNetwork, type NetworkState } from "../../core"

/** Whose history the Activity view shows, or why it shows none. */
export type ActivitySubject =
  /** No account is connected on the active network: nothing is fetched (spec 5). */
  | { readonly _tag: "NoAccount" }
  /** Activity supports EVM only (spec 6): on another family nothing is fetched. */
  | { readonly _tag: "Unsupported"; readonly network: CaipNetwork }
  /** The connected EVM address, on the active network. */
  | { readonly _tag: "Account"; readonly address: string; readonly network: CaipNetwork }

/**
 * The subject of the history, from the kernel's network and account stores: the account of
 * the active family on the active network, as `Accounts.current` reads it.
 * @example
 * activitySubject(networks.store.getSnapshot(), accounts.store.getSnapshot())
 * // { _tag: "Account", address: "0x7099…79C8", network: devnet }
 */
export const activitySubject = (
  network: NetworkState.NetworkState<CaipNetwork>,
  accounts: AccountState.AccountsState,
): ActivitySubject => {
  const caipNetwork = network.activeCaipNetwork
  const namespace = network.activeChain ?? caipNetwork?.chainNamespace
  if (caipNetwork === undefined || namespace === undefined) return { _tag: "NoAccount" }
  const address = AccountState.accountOf(accounts, namespace).address
  if (address === undefined) return { _tag: "NoAccount" }
  if (namespace !== "eip155" || caipNetwork.chainNamespace !== "eip155") {
    return { _tag: "Unsupported", network: caipNetwork }
  }
  return { _tag: "Account", address, network: caipNetwork }
}

/** One text per subject: the history is fetched again when it changes. */
export const subjectKey = (subject: ActivitySubject): string =>
  subject._tag === "Account"
    ? `${subject.network.caipNetworkId}/${subject.address.toLowerCase()}`
    : subject._tag === "Unsupported"
      ? `unsupported/${subject.network.caipNetworkId}`
      : "none"
