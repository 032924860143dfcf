// Issue 36: the EVM adapter passes the chain adapter contract every family's adapter passes,
// with a wallet that signs with a real key (EIP-191 personal_sign, checked by recovery).
import { type Hex, isHex, verifyMessage } from "viem"
import { privateKeyToAccount } from "viem/accounts"
import { describeChainAdapterContract } from "../../../test/chainAdapterContract"
import { ethereum } from "../defaultNetworks"
import { eip155Adapter } from "./eip155Adapter"

// Anvil's first well-known development key: public by design.
const account = privateKeyToAccount(
  "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80",
)

/** An EIP-1193 wallet over one key on Ethereum: it signs for its own account only. */
const keyWallet = {
  request: async ({ method, params }: { method: string; params?: unknown }) => {
    const args = (params ?? []) as ReadonlyArray<unknown>
    switch (method) {
      case "eth_accounts":
        return [account.address]
      case "eth_chainId":
        return "0x1"
      case "wallet_switchEthereumChain":
        return null
      case "personal_sign": {
        const [data, from] = args
        if (typeof from !== "string" || from.toLowerCase() !== account.address.toLowerCase()) {
          throw Object.assign(new Error("The requested account has not been authorized"), {
            code: 4100,
          })
        }
        return account.signMessage({ message: { raw: data as Hex } })
      }
      default:
        throw Object.assign(new Error(`Unsupported method ${method}`), { code: 4200 })
    }
  },
  on: () => {},
  removeListener: () => {},
}

describeChainAdapterContract("EVM", {
  adapter: eip155Adapter,
  network: ethereum,
  connect: async () => ({
    wallet: {
      info: {
        id: "io.key",
        type: "ANNOUNCED",
        name: "Key",
        icon: undefined,
        rdns: "io.key",
        chains: ["eip155"],
      },
      namespace: "eip155",
      provider: keyWallet,
      accounts: [account.address],
      chainId: 1,
      subscribe: () => () => {},
    },
    address: account.address,
    verifies: (message, signature) =>
      isHex(signature) && verifyMessage({ address: account.address, message, signature }),
  }),
  addresses: {
    same: [account.address, account.address.toLowerCase()],
    other: `0x${"b0".repeat(20)}`,
  },
  notAnAddress: "0x1234",
})
