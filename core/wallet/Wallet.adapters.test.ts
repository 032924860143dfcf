// Issue 36 item 1: Wallet asks the connected wallet through its family's chain adapter.
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { chainAdaptersOf } from "../chains/ChainAdapters"
import { makeTestChainAdapter, makeTestFamilyConnector } from "../chains/chainAdapterFixtures"
import { solanaDevnet } from "../chains/defaultNetworks"
import { eip155Adapter } from "../chains/eip155/eip155Adapter"
import { decodeResolvedConfig } from "../config/decodeConfig"
import { WalletRequestFailedError } from "../connectors/WalletRequestFailedError"
import { makeWallet } from "./Wallet"

const address = "7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU"

const solanaKit = async (
  reported: { accounts?: ReadonlyArray<string>; transfers?: boolean } = {},
) => {
  const { config } = await Effect.runPromise(
    decodeResolvedConfig({ projectId: "test-project", networks: [solanaDevnet.caipNetworkId] }),
  )
  const family = makeTestChainAdapter("solana", reported)
  const { wallet } = makeTestFamilyConnector({
    id: "io.solana.test",
    namespace: "solana",
    accounts: [address],
    chainId: solanaDevnet.id,
  })
  const kit = makeWallet({
    config,
    currentWallet: Effect.succeed(wallet),
    activeNetwork: Effect.succeed(solanaDevnet),
    adapters: chainAdaptersOf([eip155Adapter, family.adapter]),
  })
  return { kit, family }
}

describe("Wallet.signMessage dispatches on the wallet's namespace", () => {
  it("has a Solana wallet sign through the Solana adapter, with the connected account", async () => {
    const { kit, family } = await solanaKit()
    const signature = await Effect.runPromise(kit.signMessage("Sign in to Foyer"))
    expect(signature).toBe("signed:Sign in to Foyer")
    expect(family.calls).toEqual([
      { method: "signMessage", wallet: "io.solana.test", address, message: "Sign in to Foyer" },
    ])
  })

  it("spec 8 'Account not found.': refuses before signing when the wallet no longer reports the account, compared as the family compares addresses", async () => {
    // Base58 addresses are case-sensitive: the same letters in another case are another account.
    const { kit, family } = await solanaKit({ accounts: [address.toLowerCase()] })
    const error = await Effect.runPromise(Effect.flip(kit.signMessage("hi")))
    expect(error.message).toBe("Account not found.")
    expect(family.calls).toEqual([])
  })
})

describe("EVM requests never go to another family's wallet", () => {
  it("'Unsupported chain': an EIP-1193 request or an EVM transaction for a Solana wallet fails before reaching it", async () => {
    const { kit, family } = await solanaKit()
    const request = await Effect.runPromise(Effect.flip(kit.request("eth_chainId")))
    const sent = await Effect.runPromise(
      Effect.flip(kit.sendTransaction({ to: `0x${"b0".repeat(20)}`, value: 1n })),
    )
    for (const [error, method] of [
      [request, "eth_chainId"],
      [sent, "eth_sendTransaction"],
    ] as const) {
      expect(error).toBeInstanceOf(WalletRequestFailedError)
      expect(error).toMatchObject({ method })
      expect((error as WalletRequestFailedError).cause).toMatchObject({
        message: "Unsupported chain",
      })
    }
    expect(family.calls).toEqual([])
  })
})

describe("Wallet.transfer dispatches on the wallet's family (issue 36: send off EVM)", () => {
  const receiver = "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM"

  it("sends from the connected account on the active network through the family's adapter, then waits there", async () => {
    const { kit, family } = await solanaKit({ transfers: true })
    const fee = await Effect.runPromise(kit.transferFee({ to: receiver, units: 7n }))
    const id = await Effect.runPromise(kit.transfer({ to: receiver, units: 7n }))
    const outcome = await Effect.runPromise(kit.waitForTransfer(id))
    expect(fee).toBe(5000n)
    expect(id).toBe("sent:7")
    expect(outcome).toMatchObject({ _tag: "Confirmed", id: "sent:7" })
    expect(family.calls).toEqual([
      {
        method: "transfer",
        wallet: "io.solana.test",
        transfer: { from: address, to: receiver, units: 7n },
        network: solanaDevnet.caipNetworkId,
      },
    ])
  })

  it("spec 8 'Account not found.': no transfer when the wallet no longer reports the account", async () => {
    const { kit, family } = await solanaKit({ transfers: true, accounts: [receiver] })
    const error = await Effect.runPromise(Effect.flip(kit.transfer({ to: receiver, units: 1n })))
    expect(error.message).toBe("Account not found.")
    expect(family.calls).toEqual([])
  })

  it("'Unsupported chain' for a family whose plugin cannot send, before the wallet is asked", async () => {
    const { kit, family } = await solanaKit()
    for (const attempt of [
      Effect.flip(Effect.asVoid(kit.transfer({ to: receiver, units: 1n }))),
      Effect.flip(Effect.asVoid(kit.transferFee({ to: receiver, units: 1n }))),
    ]) {
      const error = await Effect.runPromise(attempt)
      expect(error).toBeInstanceOf(WalletRequestFailedError)
      expect((error as WalletRequestFailedError).cause).toMatchObject({
        message: "Unsupported chain",
      })
    }
    expect(family.calls).toEqual([])
  })
})
