// Issue 36 item 2 ("the WalletConnect solana namespace"): a WalletConnect session's Solana
// wallet is presented to the Solana adapter as a Wallet Standard wallet; the adapter keeps the
// shared contract over it, each of its asks one request of the session in the namespace's
// shapes (messages base58, transactions base64, signatures base58).
import { ed25519 } from "@noble/curves/ed25519"
import { base58, base64 } from "@scure/base"
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import {
  type FamilyWallet,
  solanaDevnet,
  solanaTestnet,
  UserRejectedRequestError,
  walletConnectHandle,
} from "../../core"
import { describeChainAdapterContract } from "../../test/chainAdapterContract"
import { solanaHandleOf } from "./SolanaWalletHandle"
import { featureMethod } from "./StandardWallet"
import { solanaAdapter } from "./solanaAdapter"
import { solanaTestPublicKeys, solanaTestSeeds } from "./solanaFixtures"

const [secret] = solanaTestSeeds
const [publicKey, otherKey] = solanaTestPublicKeys
if (secret === undefined || publicKey === undefined || otherKey === undefined) {
  throw new Error("two test accounts expected")
}
const address = base58.encode(publicKey)
const chain = solanaDevnet.caipNetworkId

/** A session whose wallet signs with the test key, for its own account only; it records asks. */
const sessionWallet = () => {
  const asked: Array<{ method: string; params: unknown; chain: string }> = []
  const wallet: FamilyWallet = {
    info: {
      id: "walletConnect",
      type: "WALLET_CONNECT",
      name: "Sandbox Wallet",
      icon: undefined,
      rdns: undefined,
      chains: ["eip155"],
    },
    namespace: "solana",
    accounts: [address],
    chainId: solanaDevnet.id,
    handle: walletConnectHandle(
      async (on, method, params) => {
        asked.push({ method, params, chain: on })
        const { message, pubkey, transaction } = params as Record<string, string>
        if (method === "solana_signMessage" && pubkey === address && message !== undefined) {
          return { signature: base58.encode(ed25519.sign(base58.decode(message), secret)) }
        }
        if (method === "solana_signAndSendTransaction" && transaction !== undefined) {
          return { signature: base58.encode(new Uint8Array(64).fill(7)) }
        }
        throw Object.assign(new Error("Unauthorized"), { code: 4100 })
      },
      chain,
      [`${chain}:${address}`, `${solanaTestnet.caipNetworkId}:${address}`],
    ),
    subscribe: () => () => {},
  }
  return { wallet, asked }
}

describeChainAdapterContract("Solana over WalletConnect", {
  adapter: solanaAdapter,
  network: solanaDevnet,
  connect: async () => ({
    wallet: sessionWallet().wallet,
    address,
    verifies: (message, signature) => {
      try {
        return ed25519.verify(
          base58.decode(signature),
          new TextEncoder().encode(message),
          publicKey,
        )
      } catch {
        return false
      }
    },
  }),
  addresses: { same: [address, address], other: base58.encode(otherKey) },
  notAnAddress: "0x1234",
})

describe("a WalletConnect session's Solana wallet, as the Solana adapter asks it", () => {
  it("signs text with one solana_signMessage of the session on its chain: the message base58, the account's key as pubkey", async () => {
    const { wallet, asked } = sessionWallet()
    await Effect.runPromise(solanaAdapter.signMessage(wallet, address, "hello"))
    expect(asked).toEqual([
      {
        method: "solana_signMessage",
        params: { message: base58.encode(new TextEncoder().encode("hello")), pubkey: address },
        chain,
      },
    ])
  })

  it("is presented once per session, its account listing every Solana chain the session approved (a switch within them succeeds)", async () => {
    const { wallet } = sessionWallet()
    expect(solanaHandleOf(wallet)).toBe(solanaHandleOf(wallet))
    expect(solanaHandleOf(wallet).account.chains).toEqual([chain, solanaTestnet.caipNetworkId])
    await Effect.runPromise(solanaAdapter.switchNetwork(wallet, solanaTestnet))
  })

  it("sends a signed transaction with solana_signAndSendTransaction, base64 with the send options, and answers the base58 signature as bytes", async () => {
    const { wallet, asked } = sessionWallet()
    const { wallet: presented, account } = solanaHandleOf(wallet)
    const send = featureMethod(presented, "solana:signAndSendTransaction", "signAndSendTransaction")
    const outputs = await send?.({
      account,
      chain,
      transaction: Uint8Array.of(1, 2, 3),
      options: { preflightCommitment: "confirmed" },
    })
    expect(outputs).toEqual([{ signature: new Uint8Array(64).fill(7) }])
    expect(asked).toEqual([
      {
        method: "solana_signAndSendTransaction",
        params: {
          transaction: base64.encode(Uint8Array.of(1, 2, 3)),
          sendOptions: { preflightCommitment: "confirmed" },
        },
        chain,
      },
    ])
  })

  it("the visitor declining in the wallet is 'User rejected the request', as from a browser wallet", async () => {
    const session = walletConnectHandle(
      async () => {
        throw Object.assign(new Error("User rejected."), { code: 4001 })
      },
      chain,
      [`${chain}:${address}`],
    )
    const wallet: FamilyWallet = { ...sessionWallet().wallet, handle: session }
    const error = await Effect.runPromise(
      Effect.flip(solanaAdapter.signMessage(wallet, address, "hello")),
    )
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error.message).toBe("User rejected the request")
  })
})
