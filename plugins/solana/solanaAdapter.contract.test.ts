// Issue 36: the Solana adapter passes the chain adapter contract every family's adapter passes,
// over the sandbox's Solana test wallet (written against the Wallet Standard only) on the
// devnet, its ed25519 signatures checked with the account's public key.
import { ed25519 } from "@noble/curves/ed25519"
import { base58 } from "@scure/base"
import { type ConnectedWallet, solanaDevnet } from "../../core"
import { createSolanaTestWallet } from "../../sandbox/solanaWallet/createSolanaTestWallet"
import { describeChainAdapterContract } from "../../test/chainAdapterContract"
import { walletStandardConnectorId } from "./discovery/walletStandardConnector"
import type { SolanaWalletHandle } from "./SolanaWalletHandle"
import { solanaAdapter } from "./solanaAdapter"
import { solanaTestPublicKeys, solanaTestSeeds } from "./solanaFixtures"

const [first, second] = solanaTestPublicKeys.map((key) => base58.encode(key))
if (first === undefined || second === undefined) throw new Error("two test accounts expected")

/** The test wallet connected with its first account, on the devnet (nothing is sent). */
const connect = async () => {
  const { wallet } = createSolanaTestWallet({
    secretKeys: solanaTestSeeds.slice(0, 1),
    // Signing is local; port 9 is discard.
    rpcUrl: "http://127.0.0.1:9/",
    chains: [solanaDevnet.caipNetworkId],
  })
  const [account] = (await wallet.features["standard:connect"].connect()).accounts
  if (account === undefined) throw new Error("connect gave no account")
  const handle: SolanaWalletHandle = { wallet, account }
  const id = walletStandardConnectorId(wallet.name)
  const connected: ConnectedWallet = {
    info: {
      id,
      type: "ANNOUNCED",
      name: wallet.name,
      icon: undefined,
      rdns: id,
      chains: ["solana"],
    },
    namespace: "solana",
    handle,
    accounts: [account.address],
    chainId: solanaDevnet.id,
    subscribe: () => () => {},
  }
  return {
    wallet: connected,
    address: account.address,
    verifies: (message: string, signature: string) => {
      try {
        return ed25519.verify(
          base58.decode(signature),
          new TextEncoder().encode(message),
          base58.decode(account.address),
        )
      } catch {
        return false
      }
    },
  }
}

describeChainAdapterContract("Solana", {
  adapter: solanaAdapter,
  network: solanaDevnet,
  connect,
  // Base58 has one spelling per account.
  addresses: { same: [first, first], other: second },
  notAnAddress: "0x1234",
})
