import { Effect } from "effect"
import { type AccountsState, accountOf, resetAccount, setAccount } from "../accounts/AccountState"
import type { AccountsShape } from "../accounts/Accounts"
import type { CaipNetwork } from "../chains/CaipNetwork"
import type { ChainNamespace } from "../chains/ChainNamespace"
import { toCaipAddress } from "../chains/parseCaipAddress"
import { networkForChainId } from "../client/networkForChainId"
import type { ConnectorInfo } from "../connectors/ConnectorInfo"
import type { NetworksShape } from "../networks/Networks"
import { type Connection, type ConnectionState, currentConnection } from "./ConnectionState"
import { walletNamespace as evm } from "./walletNamespace"

/**
 * Which family's connection the active network follows after a change:
 * - `activate`: `namespace`'s (a wallet of that family was just connected or switched to);
 * - `fallback`: the active family's if it still has one, else the first family that has a
 *   connection (the active family's wallet went away, or a session was restored);
 * - none: the active family's, if it has one (a wallet of a family that is not active changing
 *   its account does not move the active network).
 */
export type ShowFocus =
  | { readonly _tag: "activate"; readonly namespace: ChainNamespace }
  | { readonly _tag: "fallback" }

/** What showing the connections reads and writes. */
export interface ShownConnection {
  readonly state: ConnectionState<CaipNetwork>
  /** A held wallet's info, as it named itself, by connector id. */
  readonly infoOf: (connectorId: string) => ConnectorInfo | undefined
  readonly accounts: AccountsShape
  readonly networks: NetworksShape
  readonly focus?: ShowFocus | undefined
  /**
   * Called once the active network is settled, before the account data loads (the wallet the
   * kit asks, the active family's, is published then: the balance sources read it).
   */
  readonly settled?: () => void
}

/** A family's current connection with its first account, if it has one. */
const shownOf = (state: ConnectionState<CaipNetwork>, namespace: ChainNamespace) => {
  const current = currentConnection(state, namespace)
  const address = current?.accounts[0]?.address
  return current === undefined || address === undefined ? undefined : { current, address }
}

/** The network a family's connection is on: its own, else the one its chain id names. */
const networkOf = (
  networks: NetworksShape,
  namespace: ChainNamespace,
  current: Connection<CaipNetwork>,
): CaipNetwork =>
  current.caipNetwork ??
  (current.chainId === undefined
    ? (networks.networks.find((network) => network.chainNamespace === namespace) ??
      networks.defaultNetwork)
    : networkForChainId(networks.networks, namespace, current.chainId))

/** `namespace`'s account slot showing its current connection, or emptied when it has none. */
const showNamespace = (
  accounts: AccountsState,
  shown: ShownConnection,
  namespace: ChainNamespace,
): AccountsState => {
  const { state } = shown
  const connected = shownOf(state, namespace)
  if (connected === undefined) {
    return setAccount(resetAccount(accounts, namespace), namespace, { status: state.status })
  }
  const { current, address } = connected
  const target = networkOf(shown.networks, namespace, current)
  const previous = accountOf(accounts, namespace)
  const explorer = target.blockExplorers?.default.url
  const info = shown.infoOf(current.connectorId)
  return setAccount(accounts, namespace, {
    address,
    caipAddress: toCaipAddress(target.caipNetworkId, address),
    addressExplorerUrl: explorer === undefined ? undefined : `${explorer}/address/${address}`,
    status: "connected",
    connectedWalletInfo:
      info === undefined
        ? undefined
        : { name: info.name, type: info.type, ...(info.icon ? { icon: info.icon } : {}) },
    // Spec 3: an embedded wallet's social provider (none for an email sign-in) and its user.
    socialProvider: current.auth?.name === "email" ? undefined : current.auth?.name,
    user: current.auth?.user,
    // Another address: what was loaded for the previous one no longer applies.
    ...(previous.address === address
      ? {}
      : {
          balance: undefined,
          balanceSymbol: undefined,
          profileName: undefined,
          profileImage: undefined,
          tokenBalance: [],
          balanceLoading: false,
          lastRetry: undefined,
        }),
  })
}

/** The family whose connection the active network follows now (see ShowFocus). */
const followedNamespace = (
  shown: ShownConnection,
  families: ReadonlyArray<ChainNamespace>,
  active: ChainNamespace | undefined,
): ChainNamespace | undefined => {
  const { state, focus } = shown
  if (focus?._tag === "activate" && shownOf(state, focus.namespace) !== undefined) {
    return focus.namespace
  }
  if (active !== undefined && shownOf(state, active) !== undefined) return active
  if (focus?._tag !== "fallback") return undefined
  return families.find((namespace) => shownOf(state, namespace) !== undefined)
}

/**
 * Makes the account and network stores show the connections (or their absence): each chain
 * family's account slot shows its current connection (address, CAIP address, wallet info) or is
 * emptied; the active network follows one family's connection (see ShowFocus), whose account
 * data is then loaded. When the active family has no connection left, the active account is
 * cleared and its load stopped.
 */
export const showConnection = (shown: ShownConnection): Effect.Effect<void> =>
  Effect.gen(function* () {
    const { state, accounts, networks } = shown
    const network = networks.store
    const active = network.getSnapshot().activeChain
    const families = [
      ...new Set<ChainNamespace>([
        evm,
        ...(Object.keys(state.connections) as ReadonlyArray<ChainNamespace>),
        ...(Object.keys(accounts.store.getSnapshot()) as ReadonlyArray<ChainNamespace>),
        ...(active === undefined ? [] : [active]),
      ]),
    ]
    accounts.store.update((s) =>
      families.reduce((next, namespace) => showNamespace(next, shown, namespace), s),
    )
    const followed = followedNamespace(shown, families, active)
    const connected = followed === undefined ? undefined : shownOf(state, followed)
    if (followed === undefined || connected === undefined) {
      accounts.stop()
      network.update((s) =>
        s.activeCaipAddress !== undefined ? { ...s, activeCaipAddress: undefined } : s,
      )
      shown.settled?.()
      return
    }
    const target = networkOf(networks, followed, connected.current)
    if (network.getSnapshot().activeCaipNetwork?.caipNetworkId === target.caipNetworkId) {
      const caipAddress = toCaipAddress(target.caipNetworkId, connected.address)
      network.update((s) =>
        s.activeCaipAddress === caipAddress ? s : { ...s, activeCaipAddress: caipAddress },
      )
    } else {
      yield* networks.change(target)
    }
    shown.settled?.()
    accounts.load(connected.address, target)
  })
