// The Bitcoin plugin's injected-wallet tests' set-up (not part of the plugin): the sandbox key the
// test wallets sign with, the connector context of a site with given networks, the kernel test
// that connects a wallet and has it sign, and the adapter contract over a connected wallet.
import { NETWORK } from "@scure/btc-signer"
import { Effect } from "effect"
import {
  bitcoin as bitcoinMainnet,
  type ConnectedWallet,
  type ConnectorContext,
  decodeResolvedConfig,
} from "../../core"
import { bip84Path, deriveBitcoinAccount } from "../../sandbox/bitcoin/bitcoinKeys"
import { verifyBitcoinMessage } from "../../sandbox/bitcoin/bitcoinMessage"
import { devnetMnemonic } from "../../sandbox/devnet/deriveDevnetAccounts"
import { describeChainAdapterContract } from "../../test/chainAdapterContract"
import type { LocalServer } from "../../test/localServer"
import { connectAndSignOnKernel } from "../../test/pluginKernelHarness"
import { bitcoinAdapter } from "./bitcoinAdapter"
import { bitcoin } from "./index"

/** A mainnet P2WPKH account of the sandbox mnemonic (BIP-84, coin type 0). */
export const bitcoinTestKey = deriveBitcoinAccount(devnetMnemonic, bip84Path(0, 0), NETWORK)

/** Bitcoin mainnet's CAIP-2 id. */
export const mainnetChain = bitcoinMainnet.caipNetworkId

/** The connector context of a site configured with `networks`. */
export const connectorContextFor = (networks: ReadonlyArray<string>): Promise<ConnectorContext> =>
  Effect.runPromise(
    decodeResolvedConfig({ projectId: "test-project", networks: [...networks] }),
  ).then(({ config, networks: resolved }) => ({ config, networks: resolved, environment: {} }))

/**
 * Starts the kernel with the Bitcoin plugin on an EVM network and Bitcoin mainnet, connects the
 * wallet listed as `connectorId` and has it sign `message` (see connectAndSignOnKernel).
 */
export const connectAndSignOnBitcoinKernel = (
  api: LocalServer,
  connectorId: string,
  message: string,
) =>
  connectAndSignOnKernel({
    api,
    networks: ["eip155:1", mainnetChain],
    plugins: [bitcoin()],
    connectorId,
    namespace: "bip122",
    message,
  })

/**
 * The chain adapter contract for Bitcoin mainnet over the wallet `connect` gives, a wallet
 * holding {@link bitcoinTestKey}'s account.
 */
export const describeBitcoinWalletContract = (
  name: string,
  connect: () => Promise<ConnectedWallet>,
) =>
  describeChainAdapterContract(name, {
    adapter: bitcoinAdapter,
    network: bitcoinMainnet,
    connect: async () => ({
      wallet: await connect(),
      address: bitcoinTestKey.address,
      verifies: (message, signature) =>
        verifyBitcoinMessage(bitcoinTestKey.address, message, signature),
    }),
    addresses: {
      same: [bitcoinTestKey.address, bitcoinTestKey.address.toUpperCase()],
      other: deriveBitcoinAccount(devnetMnemonic, bip84Path(1, 0), NETWORK).address,
    },
    notAnAddress: "bc1qnotanaddress",
  })
