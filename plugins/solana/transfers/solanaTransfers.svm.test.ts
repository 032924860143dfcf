// The Solana adapter's transfers against the sandbox's Solana devnet (litesvm behind JSON-RPC):
// the sandbox's Solana test wallet connected through the plugin's Wallet Standard connector
// signs and sends, and the balances are read back over the devnet's RPC (issue 36 item 2).
import { ed25519 } from "@noble/curves/ed25519"
import { type Address, address, createSolanaRpc, getAddressDecoder, signature } from "@solana/kit"
import { findAssociatedTokenPda } from "@solana-program/token"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  type ChainTransfer,
  type ConnectedWallet,
  foyerSolanaDevnet,
  TransferOutcome,
  WalletRpcError,
} from "../../../core"
import { type SolanaDevnet, startSolanaDevnet } from "../../../sandbox/solana/startSolanaDevnet"
import { createSolanaTestWallet } from "../../../sandbox/solanaWallet/createSolanaTestWallet"
import { walletStandardConnector } from "../discovery/walletStandardConnector"
import type { StandardWallet } from "../StandardWallet"
import { solanaAdapter } from "../solanaAdapter"
import { solanaTransfers } from "./solanaTransfers"
import { fetchRpc } from "./transferFixtures"

let devnet: SolanaDevnet

beforeAll(async () => {
  devnet = await startSolanaDevnet({ accounts: 2 })
}, 60_000)

afterAll(async () => {
  await devnet?.stop()
})

const transfers = solanaAdapter.transfers ?? solanaTransfers({ preflightCommitment: "confirmed" })
const kitRpc = () => createSolanaRpc(devnet.rpcUrl)
const network = () => foyerSolanaDevnet(devnet.rpcUrl)

/**
 * The sandbox's Solana test wallet over the devnet's funded accounts, connected through the
 * plugin's connector; `signOnly` takes its solana:signAndSendTransaction away.
 */
const connect = async (form: "signAndSend" | "signOnly" = "signAndSend") => {
  const { wallet, control } = createSolanaTestWallet({
    secretKeys: devnet.accounts.map((account) => account.secretKey),
    rpcUrl: devnet.rpcUrl,
    chains: [devnet.caipNetworkId],
  })
  const standard: StandardWallet =
    form === "signAndSend"
      ? wallet
      : {
          version: wallet.version,
          name: wallet.name,
          icon: wallet.icon,
          chains: wallet.chains,
          features: { ...wallet.features, "solana:signAndSendTransaction": undefined },
          get accounts() {
            return wallet.accounts
          },
        }
  const connector = walletStandardConnector(standard, {
    networks: [network()],
    onUnregister: () => () => undefined,
  })
  const connected: ConnectedWallet = await Effect.runPromise(
    connector.connect({ refresh: false, report: () => undefined }),
  )
  return { connected, control, sender: address(control.addresses[0] ?? "") }
}

/** An address no one has funded: it holds only what the test sends it. */
const freshAddress = (): Address =>
  getAddressDecoder().decode(ed25519.getPublicKey(ed25519.utils.randomPrivateKey()))

const solBalance = async (owner: Address) => (await kitRpc().getBalance(owner).send()).value

const tokenAccountOf = async (owner: Address) =>
  (
    await findAssociatedTokenPda({
      owner,
      mint: devnet.token.mint,
      tokenProgram: devnet.token.programId,
    })
  )[0]

/** The owner's FUSD in base units; null while it has no token account. */
const fusdBalance = async (owner: Address) => {
  const account = await tokenAccountOf(owner)
  const { value } = await kitRpc().getAccountInfo(account, { encoding: "base64" }).send()
  if (value === null) return null
  return BigInt((await kitRpc().getTokenAccountBalance(account).send()).value.amount)
}

/** The fee the devnet charged for the transaction `id`. */
const feeCharged = async (id: string) => {
  const sent = await kitRpc()
    .getTransaction(signature(id), { maxSupportedTransactionVersion: 0, encoding: "json" })
    .send()
  expect(sent?.meta?.err).toBeNull()
  return sent?.meta?.fee ?? 0n
}

const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(effect)

describe("the Solana adapter's transfers on the sandbox devnet", { timeout: 60_000 }, () => {
  it("sends SOL to a fresh address: Confirmed; the receiver holds the amount, the sender paid the amount and the fee the kit told beforehand", async () => {
    const { connected, sender } = await connect()
    const rpc = fetchRpc(devnet.rpcUrl)
    const receiver = freshAddress()
    const transfer: ChainTransfer = {
      from: sender,
      to: receiver,
      network: network(),
      units: 1_500_000_000n,
    }
    const before = await solBalance(sender)
    const estimate = await run(transfers.fee(transfer, rpc))
    const id = await run(transfers.send(connected, transfer, rpc))
    expect(await run(transfers.waitForOutcome(id, network(), rpc))).toEqual(
      TransferOutcome.Confirmed({ id }),
    )
    expect(await solBalance(receiver)).toBe(1_500_000_000n)
    const fee = await feeCharged(id)
    expect(fee).toBe(estimate)
    expect(await solBalance(sender)).toBe(before - 1_500_000_000n - fee)
  })

  it("sends FUSD to a fresh address, creating its token account: Confirmed; the FUSD moved, and the sender paid the fee and the account's rent as the kit told", async () => {
    const { connected, sender } = await connect()
    const rpc = fetchRpc(devnet.rpcUrl)
    const receiver = freshAddress()
    const transfer: ChainTransfer = {
      from: sender,
      to: receiver,
      network: network(),
      token: { address: devnet.token.mint, decimals: devnet.token.decimals },
      units: 2_500_000n,
    }
    const solBefore = await solBalance(sender)
    const fusdBefore = await fusdBalance(sender)
    expect(await fusdBalance(receiver)).toBeNull()
    const rent = (await kitRpc().getMinimumBalanceForRentExemption(165n).send()) ?? 0n
    const estimate = await run(transfers.fee(transfer, rpc))
    const id = await run(transfers.send(connected, transfer, rpc))
    expect(await run(transfers.waitForOutcome(id, network(), rpc))).toEqual(
      TransferOutcome.Confirmed({ id }),
    )
    expect(await fusdBalance(receiver)).toBe(2_500_000n)
    expect(await fusdBalance(sender)).toBe((fusdBefore ?? 0n) - 2_500_000n)
    const fee = await feeCharged(id)
    expect(estimate).toBe(fee + rent)
    expect(await solBalance(sender)).toBe(solBefore - fee - rent)
    // The receiver's token account now exists: a second transfer costs the fee alone.
    expect(await run(transfers.fee(transfer, rpc))).toBe(fee)
  })

  it("a wallet with only solana:signTransaction: the kit sends the signed SOL transfer over the node, Confirmed", async () => {
    const { connected, control, sender } = await connect("signOnly")
    const rpc = fetchRpc(devnet.rpcUrl)
    const receiver = freshAddress()
    const id = await run(
      transfers.send(
        connected,
        { from: sender, to: receiver, network: network(), units: 1_000_000_000n },
        rpc,
      ),
    )
    expect(await run(transfers.waitForOutcome(id, network(), rpc))).toEqual(
      TransferOutcome.Confirmed({ id }),
    )
    expect(await solBalance(receiver)).toBe(1_000_000_000n)
    expect(control.requests.map((request) => request.feature)).toEqual([
      "standard:connect",
      "solana:signTransaction",
    ])
  })

  it("more FUSD than the sender holds is refused at preflight with the node's error; nothing moves", async () => {
    const { connected, sender } = await connect("signOnly")
    const rpc = fetchRpc(devnet.rpcUrl)
    const receiver = freshAddress()
    const held = (await fusdBalance(sender)) ?? 0n
    const error = await run(
      Effect.flip(
        transfers.send(
          connected,
          {
            from: sender,
            to: receiver,
            network: network(),
            token: { address: devnet.token.mint, decimals: devnet.token.decimals },
            units: held + 1n,
          },
          rpc,
        ),
      ),
    )
    expect(error).toBeInstanceOf(WalletRpcError)
    expect(error.message).toMatch(/simulation failed/i)
    expect(await fusdBalance(receiver)).toBeNull()
    expect(await fusdBalance(sender)).toBe(held)
  })
})
