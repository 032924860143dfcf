import { Effect } from "effect"
import { accountOf, resetAccount, setAccount } from "../accounts/AccountState"
import type { AccountsShape } from "../accounts/Accounts"
import type { CaipNetwork } from "../chains/CaipNetwork"
import { toCaipAddress } from "../chains/parseCaipAddress"
import { networkForChainId } from "../client/networkForChainId"
import type { ConnectorInfo } from "../connectors/ConnectorInfo"
import type { NetworksShape } from "../networks/Networks"
import { type ConnectionState, currentConnection } from "./ConnectionState"

const evm = "eip155"

/** What showing a connection reads and writes. */
export interface ShownConnection {
  readonly state: ConnectionState<CaipNetwork>
  /** The current connection's wallet, as it named itself. */
  readonly info: ConnectorInfo | undefined
  readonly accounts: AccountsShape
  readonly networks: NetworksShape
}

/**
 * Makes the account and network stores show the current connection (or its absence):
 * address, CAIP address, wallet info, the wallet's network as the active one (opening
 * UnsupportedChain when it applies), then loads the account data.
 */
export const showConnection = ({
  state,
  info,
  accounts,
  networks,
}: ShownConnection): Effect.Effect<void> =>
  Effect.gen(function* () {
    const network = networks.store
    const current = currentConnection(state, evm)
    const address = current?.accounts[0]?.address
    if (current === undefined || address === undefined) {
      accounts.stop()
      accounts.store.update((s) => setAccount(resetAccount(s, evm), evm, { status: state.status }))
      network.update((s) =>
        s.activeChain === evm && s.activeCaipAddress !== undefined
          ? { ...s, activeCaipAddress: undefined }
          : s,
      )
      return
    }
    const target =
      current.caipNetwork ??
      (current.chainId === undefined
        ? networks.defaultNetwork
        : networkForChainId(networks.networks, evm, current.chainId))
    const previous = accountOf(accounts.store.getSnapshot(), evm)
    const explorer = target.blockExplorers?.default.url
    accounts.store.update((s) =>
      setAccount(s, evm, {
        address,
        caipAddress: toCaipAddress(target.caipNetworkId, address),
        addressExplorerUrl: explorer === undefined ? undefined : `${explorer}/address/${address}`,
        status: "connected",
        connectedWalletInfo:
          info === undefined
            ? undefined
            : { name: info.name, type: info.type, ...(info.icon ? { icon: info.icon } : {}) },
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
      }),
    )
    if (network.getSnapshot().activeCaipNetwork?.caipNetworkId === target.caipNetworkId) {
      const caipAddress = toCaipAddress(target.caipNetworkId, address)
      network.update((s) =>
        s.activeCaipAddress === caipAddress ? s : { ...s, activeCaipAddress: caipAddress },
      )
    } else {
      yield* networks.change(target)
    }
    accounts.load(address, target)
  })
