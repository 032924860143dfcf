import type { Effect, Option } from "effect"
import type { ConnectedWallet } from "../connectors/Connector"
import type { WalletRequestError } from "../connectors/walletRequest"
import type { CaipNetwork } from "./CaipNetwork"
import type { ChainNamespace } from "./ChainNamespace"
import type { ChainTransfers } from "./ChainTransfers"
import type { WalletConnectNamespace } from "./WalletConnectNamespace"

/**
 * What the kit does differently for one chain family (a CAIP-2 namespace: eip155, solana,
 * bip122), so that Connections and Wallet stay the same for every family and only dispatch on
 * the session's namespace (AppKit's `ChainAdapterBlueprint`, as a plain record instead of a
 * class). The EVM one is the kernel's (`eip155Adapter`); another family's comes with its
 * plugin (`PluginKit.chainAdapters`).
 *
 * Every wallet the adapter is handed is a session of its namespace: the kernel never gives an
 * EVM wallet to the Solana adapter.
 */
export interface ChainAdapter {
  readonly namespace: ChainNamespace
  /**
   * The chain reference a wallet of this family reports for `network` (the part after the
   * namespace in its CAIP-2 id): EIP-155's numeric chain id, Solana's genesis-hash prefix.
   * It is what `ConnectedWallet.chainId` and the wallet's `chainChanged` carry.
   */
  readonly chainReferenceOf: (network: CaipNetwork) => number | string
  /**
   * Whether two addresses of this family name the same account (EVM addresses ignore case,
   * base58 ones do not).
   */
  readonly sameAddress: (a: string, b: string) => boolean
  /**
   * The accounts the wallet reports now, without a prompt (EVM: eth_accounts); none when the
   * wallet cannot tell, and the kit then does not hold a request back for it.
   */
  readonly reportedAccounts: (
    wallet: ConnectedWallet,
  ) => Effect.Effect<Option.Option<ReadonlyArray<string>>>
  /** The chain the wallet reports it is on now (EVM: eth_chainId); none when it cannot tell. */
  readonly reportedChain: (wallet: ConnectedWallet) => Effect.Effect<Option.Option<number | string>>
  /**
   * Asks the wallet to move to `target`, a network of this family (EVM:
   * wallet_switchEthereumChain, adding the chain first when the wallet does not know it).
   */
  readonly switchNetwork: (
    wallet: ConnectedWallet,
    target: CaipNetwork,
  ) => Effect.Effect<void, WalletRequestError>
  /**
   * Asks the wallet to sign the text `message` with `address`; gives the signature as the
   * family writes it (EVM: personal_sign's 0x hex).
   */
  readonly signMessage: (
    wallet: ConnectedWallet,
    address: string,
    message: string,
  ) => Effect.Effect<string, WalletRequestError>
  /**
   * How the family sends its coin and tokens; absent while its plugin cannot (the EVM family's
   * send is the send plugin's own flow over eth_sendTransaction).
   */
  readonly transfers?: ChainTransfers
  /**
   * What a WalletConnect session asks a wallet for in this family's namespace (its methods and
   * events, as WalletConnect's RPC reference for the namespace names them); absent when the
   * family is not asked for over WalletConnect. The EVM family's are the kit's own.
   */
  readonly walletConnect?: WalletConnectNamespace
}

/**
 * A family's adapter as a plugin's kit declares it when the adapter's code should wait for the
 * visitor (issue 36: no Solana or Bitcoin code before such a wallet or network is picked): what
 * the kit needs before any wallet of the family is picked (its namespace, what WalletConnect
 * asks for in it), and `load`, which imports the adapter. The kernel loads it when a session of
 * the family is made or restored, and before any request that needs it.
 * @example
 * chainAdapters: (options: MyChainOptions) => [{
 *   namespace: "mychain",
 *   walletConnect: { methods: ["mychain_signMessage"], events: [] },
 *   load: () => import("./myChainAdapter").then(({ makeMyChainAdapter }) => makeMyChainAdapter(options)),
 * }]
 */
export interface DeferredChainAdapter {
  readonly namespace: ChainNamespace
  /** What a WalletConnect session asks for in the namespace (as `ChainAdapter.walletConnect`). */
  readonly walletConnect?: WalletConnectNamespace
  /** Imports the adapter (its namespace must be `namespace`). */
  readonly load: () => Promise<ChainAdapter>
}

/** A chain adapter a plugin's kit brings: ready, or deferred until the family is used. */
export type ChainAdapterEntry = ChainAdapter | DeferredChainAdapter

/** Whether `entry` is deferred (declared by its namespace, imported on first use). */
export const isDeferredChainAdapter = (entry: ChainAdapterEntry): entry is DeferredChainAdapter =>
  "load" in entry
