// solana:signAndSendTransaction against the sandbox's Solana devnet (litesvm behind
// JSON-RPC), its outcome read back over RPC with @solana/kit as the kit would.
import { ed25519 } from "@noble/curves/ed25519"
import {
  type Address,
  address,
  createSolanaRpc,
  getAddressDecoder,
  getBase58Decoder,
  type Lamports,
  lamports,
  signature,
} from "@solana/kit"
import type { WalletAccount } from "@wallet-standard/base"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type SolanaDevnet, startSolanaDevnet } from "../solana/startSolanaDevnet"
import { createSolanaTestWallet } from "./createSolanaTestWallet"
import { transferBytes } from "./solanaWalletFixtures"

let devnet: SolanaDevnet

beforeAll(async () => {
  devnet = await startSolanaDevnet({ accounts: 2 })
}, 60_000)

afterAll(async () => {
  await devnet?.stop()
})

const rpc = () => createSolanaRpc(devnet.rpcUrl)

/** A connected wallet over the devnet's funded accounts, declaring the devnet's chain. */
const connectedWallet = async () => {
  const { wallet, control } = createSolanaTestWallet({
    secretKeys: devnet.accounts.map((account) => account.secretKey),
    rpcUrl: devnet.rpcUrl,
    chains: [devnet.caipNetworkId],
  })
  const [account] = (await wallet.features["standard:connect"].connect()).accounts
  if (account === undefined) throw new Error("connect gave no account")
  return { wallet, control, account }
}

/** An address no one has funded: its balance is only what the test sends it. */
const freshAddress = (): Address =>
  getAddressDecoder().decode(ed25519.getPublicKey(ed25519.utils.randomPrivateKey()))

/** A SOL transfer from `account` (its fee payer too), on the devnet's latest blockhash. */
const transfer = async (account: WalletAccount, to: Address, amount: Lamports) =>
  transferBytes({
    source: address(account.address),
    destination: to,
    amount,
    lifetime: (await rpc().getLatestBlockhash().send()).value,
  })

const balanceOf = async (address: Address) => (await rpc().getBalance(address).send()).value

describe("solana:signAndSendTransaction on the sandbox devnet", { timeout: 60_000 }, () => {
  it("sends a SOL transfer: the receiver's balance, read back over RPC, is the amount; the sender paid it and the fee", async () => {
    const { wallet, account } = await connectedWallet()
    const receiver = freshAddress()
    const sender = address(account.address)
    const before = await balanceOf(sender)
    const amount = lamports(1_500_000_000n)
    const [output] = await wallet.features["solana:signAndSendTransaction"].signAndSendTransaction({
      account,
      transaction: await transfer(account, receiver, amount),
      chain: devnet.caipNetworkId,
      options: { preflightCommitment: "confirmed", commitment: "confirmed" },
    })
    const id = signature(getBase58Decoder().decode(output?.signature ?? new Uint8Array()))
    expect(await balanceOf(receiver)).toBe(amount)
    const sent = await rpc()
      .getTransaction(id, { maxSupportedTransactionVersion: 0, encoding: "json" })
      .send()
    expect(sent?.meta?.err).toBeNull()
    const fee = sent?.meta?.fee ?? 0n
    expect(fee > 0n).toBe(true)
    expect(await balanceOf(sender)).toBe(before - amount - fee)
    const { value: statuses } = await rpc().getSignatureStatuses([id]).send()
    expect(statuses[0]?.confirmationStatus).toBe("finalized")
  })

  it("spec 5: an old commitment name (singleGossip, recent) is honoured as the level it names", async () => {
    const { wallet, account } = await connectedWallet()
    const receiver = freshAddress()
    await wallet.features["solana:signAndSendTransaction"].signAndSendTransaction({
      account,
      transaction: await transfer(account, receiver, lamports(1_000_000n)),
      chain: devnet.caipNetworkId,
      options: {
        // The standard types only today's three; a dApp may pass the others all the same.
        preflightCommitment: "singleGossip" as "confirmed",
        commitment: "recent" as "processed",
      },
    })
    expect(await balanceOf(receiver)).toBe(lamports(1_000_000n))
  })

  it("a transfer beyond the balance fails at preflight: nothing moves and the request is logged as failed", async () => {
    const { wallet, control, account } = await connectedWallet()
    const receiver = freshAddress()
    const tooMuch = lamports((await balanceOf(address(account.address))) + 1n)
    await expect(
      wallet.features["solana:signAndSendTransaction"].signAndSendTransaction({
        account,
        transaction: await transfer(account, receiver, tooMuch),
        chain: devnet.caipNetworkId,
      }),
    ).rejects.toThrow()
    expect(await balanceOf(receiver)).toBe(0n)
    expect(control.requests.at(-1)?.outcome).toBe("failed")
  })

  it("without preflight the failing transfer lands failed, and waiting for its commitment reports the failure", async () => {
    const { wallet, account } = await connectedWallet()
    const receiver = freshAddress()
    const tooMuch = lamports((await balanceOf(address(account.address))) + 1n)
    await expect(
      wallet.features["solana:signAndSendTransaction"].signAndSendTransaction({
        account,
        transaction: await transfer(account, receiver, tooMuch),
        chain: devnet.caipNetworkId,
        options: { skipPreflight: true, commitment: "confirmed" },
      }),
    ).rejects.toThrow(/^Transaction \w+ failed: /)
    expect(await balanceOf(receiver)).toBe(0n)
  })

  it("a rejected request sends nothing", async () => {
    const { wallet, control, account } = await connectedWallet()
    control.setBehaviour("solana:signAndSendTransaction", "reject")
    const receiver = freshAddress()
    await expect(
      wallet.features["solana:signAndSendTransaction"].signAndSendTransaction({
        account,
        transaction: await transfer(account, receiver, lamports(1_000n)),
        chain: devnet.caipNetworkId,
      }),
    ).rejects.toMatchObject({ name: "WalletStandardError", context: { __code: 4001000 } })
    expect(await balanceOf(receiver)).toBe(0n)
  })
})
