// Issue 36: the Bitcoin adapter passes the chain adapter contract every family's adapter
// passes, over a WalletConnect session whose wallet signs with a real key of the sandbox
// (Bitcoin's signed message, BIP-137, checked by key recovery).
import { type FamilyWallet, foyerBitcoinRegtest, walletConnectHandle } from "../../core"
import { bip84Path, deriveBitcoinAccount } from "../../sandbox/bitcoin/bitcoinKeys"
import { signBitcoinMessage, verifyBitcoinMessage } from "../../sandbox/bitcoin/bitcoinMessage"
import { devnetMnemonic } from "../../sandbox/devnet/deriveDevnetAccounts"
import { describeChainAdapterContract } from "../../test/chainAdapterContract"
import { bitcoinAdapter } from "./bitcoinAdapter"

// The sandbox chain; its URL is never read here.
const regtest = foyerBitcoinRegtest("http://127.0.0.1:9")
const account = deriveBitcoinAccount(devnetMnemonic, bip84Path(0))
const chain = regtest.caipNetworkId

/** A session's Bitcoin wallet that signs for its own address only, as a wallet does. */
const sessionWallet = (): FamilyWallet => ({
  info: {
    id: "walletConnect",
    type: "WALLET_CONNECT",
    name: "Sandbox Wallet",
    icon: undefined,
    rdns: undefined,
    chains: ["eip155"],
  },
  namespace: "bip122",
  accounts: [account.address],
  chainId: regtest.id,
  handle: walletConnectHandle(
    async (_on, method, params) => {
      const { address, message } = params as { address: string; message: string }
      if (method !== "signMessage" || address !== account.address) {
        throw Object.assign(new Error("Unauthorized address"), { code: 4100 })
      }
      return { address, signature: signBitcoinMessage(account.privateKey, message) }
    },
    chain,
    [`${chain}:${account.address}`],
  ),
  subscribe: () => () => {},
})

describeChainAdapterContract("Bitcoin", {
  adapter: bitcoinAdapter,
  network: regtest,
  connect: async () => ({
    wallet: sessionWallet(),
    address: account.address,
    verifies: (message, signature) => verifyBitcoinMessage(account.address, message, signature),
  }),
  addresses: {
    same: [account.address, account.address.toUpperCase()],
    other: deriveBitcoinAccount(devnetMnemonic, bip84Path(1)).address,
  },
  notAnAddress: "bcrt1qnotanaddress",
})
