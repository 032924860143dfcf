import { Effect, Option } from "effect"
import type { ConnectedWallet, Connector, WalletSessionEvents } from "../connectors/Connector"
import type { ConnectorInfo } from "../connectors/ConnectorInfo"
import type { CaipNetwork } from "./CaipNetwork"
import type { ChainAdapter } from "./ChainAdapter"
import type { ChainNamespace } from "./ChainNamespace"
import { type ChainTransfers, TransferOutcome } from "./ChainTransfers"

/** One call a test chain adapter received. */
export type TestAdapterCall =
  | { readonly method: "switchNetwork"; readonly wallet: string; readonly target: string }
  | {
      readonly method: "signMessage"
      readonly wallet: string
      readonly address: string
      readonly message: string
    }
  | {
      readonly method: "transfer"
      readonly wallet: string
      readonly transfer: { readonly from: string; readonly to: string; readonly units: bigint }
      readonly network: string
    }

/**
 * A chain adapter for another family than EVM, for tests of the dispatch on a wallet's
 * namespace (not part of the public API): it records what it is asked, names a network by
 * its CAIP-2 reference, compares addresses exactly (as base58 ones are), reports the accounts
 * and chain it is told to, and signs by echoing the message.
 */
export const makeTestChainAdapter = (
  namespace: ChainNamespace,
  reported: {
    accounts?: ReadonlyArray<string>
    chain?: string
    /** Whether the family can send: fee 5000, the id `sent:<units>`, confirmed at once. */
    transfers?: boolean
  } = {},
) => {
  const calls: TestAdapterCall[] = []
  const adapter: ChainAdapter = {
    namespace,
    chainReferenceOf: (network: CaipNetwork) => network.id,
    sameAddress: (a, b) => a === b,
    reportedAccounts: () => Effect.succeed(Option.fromNullishOr(reported.accounts)),
    reportedChain: () => Effect.succeed(Option.fromNullishOr(reported.chain)),
    switchNetwork: (wallet, target) =>
      Effect.sync(() => {
        calls.push({
          method: "switchNetwork",
          wallet: wallet.info.id,
          target: target.caipNetworkId,
        })
      }),
    signMessage: (wallet, address, message) =>
      Effect.sync(() => {
        calls.push({ method: "signMessage", wallet: wallet.info.id, address, message })
        return `signed:${message}`
      }),
    ...(reported.transfers === true
      ? {
          transfers: {
            isAddress: (text: string) => text.length > 0,
            fee: () => Effect.succeed(5000n),
            send: (wallet, { from, to, units, network }) =>
              Effect.sync(() => {
                calls.push({
                  method: "transfer",
                  wallet: wallet.info.id,
                  transfer: { from, to, units },
                  network: network.caipNetworkId,
                })
                return `sent:${units}`
              }),
            waitForOutcome: (id) => Effect.succeed(TransferOutcome.Confirmed({ id })),
          } satisfies ChainTransfers,
        }
      : {}),
  }
  return { adapter, calls }
}

/**
 * A connector whose wallet is of `namespace` and connects at once on `chainId` (a CAIP-2
 * reference) with `accounts`; its session's events are the test's to fire (`sessions`).
 */
export const makeTestFamilyConnector = (options: {
  readonly id: string
  readonly namespace: Exclude<ChainNamespace, "eip155">
  readonly accounts: ReadonlyArray<string>
  readonly chainId: number | string
  /** Whether `restore` gives the wallet back without a prompt (the site is authorised). */
  readonly authorised?: boolean
}) => {
  const sessions = new Set<WalletSessionEvents>()
  const info: ConnectorInfo = {
    id: options.id,
    type: "ANNOUNCED",
    name: options.id,
    icon: undefined,
    rdns: options.id,
    chains: [options.namespace],
  }
  const wallet: ConnectedWallet = {
    info,
    // Only its adapter talks to it; the kernel never reads the handle.
    handle: { family: options.namespace },
    namespace: options.namespace,
    accounts: options.accounts,
    chainId: options.chainId,
    subscribe: (handlers) => {
      sessions.add(handlers)
      return () => sessions.delete(handlers)
    },
  }
  const connector: Connector = {
    info,
    connect: () => Effect.succeed(wallet),
    restore: Effect.succeed(options.authorised === true ? wallet : undefined),
    disconnect: () => Effect.void,
  }
  return { connector, wallet, sessions }
}
