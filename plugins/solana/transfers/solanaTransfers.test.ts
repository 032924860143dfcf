// @vitest-environment happy-dom
// The Solana adapter's transfers (issue 36 item 2, "send of SOL and SPL tokens"): receivers,
// fees, and the transaction the wallet is handed, read back from its wire bytes.
import { ed25519 } from "@noble/curves/ed25519"
import { base58 } from "@scure/base"
import { type Address, address } from "@solana/kit"
import {
  getTransferSolInstructionDataDecoder,
  SYSTEM_PROGRAM_ADDRESS,
} from "@solana-program/system"
import {
  ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
  findAssociatedTokenPda,
  getTransferCheckedInstructionDataDecoder,
  TOKEN_PROGRAM_ADDRESS,
} from "@solana-program/token"
import { Effect } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import {
  type ChainTransfer,
  solanaDevnet,
  UserRejectedRequestError,
  WalletRpcError,
} from "../../../core"
import { solanaAdapter } from "../solanaAdapter"
import { solanaTestPublicKeys, unregisterSolanaTestWallets } from "../solanaFixtures"
import { solanaTransfers } from "./solanaTransfers"
import {
  addressOfSeed,
  base64Bytes,
  connectListed,
  decodeMessage,
  decodeWire,
  inContext,
  type RpcScript,
  registerRecordingWallet,
  scriptedRpc,
  testLifetime,
} from "./transferFixtures"

afterEach(unregisterSolanaTestWallets)

const transfers = solanaAdapter.transfers ?? solanaTransfers({ preflightCommitment: "confirmed" })
const token2022 = address("TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb")

const sender = address(base58.encode(solanaTestPublicKeys[0] ?? new Uint8Array()))
const receiver = address(addressOfSeed(7))
const mint = address(addressOfSeed(9))
/** The rent-exempt minimum of a 165-byte token account on Solana's current rent. */
const tokenAccountRent = 2_039_280

const solTransfer: ChainTransfer = {
  from: sender,
  to: receiver,
  network: solanaDevnet,
  units: 1_500_000_000n,
}
const fusdTransfer: ChainTransfer = {
  ...solTransfer,
  token: { address: mint, decimals: 6 },
  units: 2_500_000n,
}

const associated = async (owner: Address, tokenProgram: Address = TOKEN_PROGRAM_ADDRESS) =>
  (await findAssociatedTokenPda({ owner, mint, tokenProgram }))[0]

/**
 * A node on the test lifetime where the mint belongs to `tokenProgram` and the receiver's token
 * account exists or not; the rest of `extra` added.
 */
const nodeWith = async (
  options: { receiverHasAccount: boolean; tokenProgram?: Address },
  extra: RpcScript = {},
) => {
  const tokenProgram = options.tokenProgram ?? TOKEN_PROGRAM_ADDRESS
  const receiverAccount = await associated(receiver, tokenProgram)
  return scriptedRpc({
    getLatestBlockhash: () => inContext(testLifetime),
    getAccountInfo: ([address]) => {
      if (address === mint) return inContext({ owner: tokenProgram, lamports: 1_461_600 })
      if (address === receiverAccount && options.receiverHasAccount) {
        return inContext({ owner: tokenProgram, lamports: tokenAccountRent })
      }
      return inContext(null)
    },
    getFeeForMessage: () => inContext(5_000),
    getMinimumBalanceForRentExemption: ([bytes]) =>
      Effect.succeed(bytes === 165 ? tokenAccountRent : 0),
    ...extra,
  })
}

const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(effect)

describe("the Solana adapter's transfers: receivers", () => {
  it("a receiver is the base58 text of 32 bytes (an ed25519 public key)", () => {
    expect(transfers.isAddress(receiver)).toBe(true)
    expect(transfers.isAddress("11111111111111111111111111111111")).toBe(true)
    expect(transfers.isAddress("7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU")).toBe(true)
  })

  it("refuses an EVM address, too few or too many bytes, and characters base58 leaves out (0, O, I, l)", () => {
    for (const text of [
      "0x5FbDB2315678afecb367f032d93F642f64180aa3",
      base58.encode(new Uint8Array(31).fill(1)),
      base58.encode(new Uint8Array(33).fill(1)),
      `${receiver.slice(0, -1)}0`,
      `${receiver.slice(0, -1)}O`,
      `${receiver.slice(0, -1)}l`,
      "",
      ` ${receiver}`,
    ]) {
      expect(transfers.isAddress(text), text).toBe(false)
    }
  })
})

describe("the Solana adapter's transfers: fee", () => {
  it("a SOL transfer costs the network's fee for its message (getFeeForMessage on the compiled message)", async () => {
    const { rpc, calls } = await nodeWith(
      { receiverHasAccount: false },
      { getFeeForMessage: () => inContext(5_000) },
    )
    expect(await run(transfers.fee(solTransfer, rpc))).toBe(5_000n)
    expect(calls.map((call) => call.method)).toEqual(["getLatestBlockhash", "getFeeForMessage"])
    const decoded = decodeMessage(base64Bytes(calls[1]?.params[0]))
    expect(decoded.feePayer).toBe(sender)
    // The message holds the blockhash (its last valid height is the node's to know).
    expect(decoded.lifetime).toMatchObject({ blockhash: testLifetime.blockhash })
    expect(decoded.instructions.map((i) => i.programAddress)).toEqual([SYSTEM_PROGRAM_ADDRESS])
  })

  it("is 5000 lamports a signature when the node does not price the message (no method, or null)", async () => {
    const unanswered = await nodeWith(
      { receiverHasAccount: false },
      { getFeeForMessage: undefined },
    )
    expect(await run(transfers.fee(solTransfer, unanswered.rpc))).toBe(5_000n)
    const unpriced = await nodeWith(
      { receiverHasAccount: false },
      { getFeeForMessage: () => inContext(null) },
    )
    expect(await run(transfers.fee(solTransfer, unpriced.rpc))).toBe(5_000n)
  })

  it("a token transfer to a receiver without a token account adds that account's rent-exempt minimum (165 bytes)", async () => {
    const { rpc, calls } = await nodeWith({ receiverHasAccount: false })
    expect(await run(transfers.fee(fusdTransfer, rpc))).toBe(5_000n + BigInt(tokenAccountRent))
    expect(calls.find((call) => call.method === "getMinimumBalanceForRentExemption")).toEqual({
      method: "getMinimumBalanceForRentExemption",
      params: [165],
    })
  })

  it("a token transfer to a receiver that has its token account costs the fee alone", async () => {
    const { rpc, calls } = await nodeWith({ receiverHasAccount: true })
    expect(await run(transfers.fee(fusdTransfer, rpc))).toBe(5_000n)
    expect(calls.map((call) => call.method)).not.toContain("getMinimumBalanceForRentExemption")
  })

  it("fails, naming getAccountInfo, for a token whose mint no token program owns", async () => {
    const { rpc } = await nodeWith({
      receiverHasAccount: false,
      tokenProgram: SYSTEM_PROGRAM_ADDRESS,
    })
    const error = await run(Effect.flip(transfers.fee(fusdTransfer, rpc)))
    expect(error).toMatchObject({ _tag: "WalletRequestFailedError", method: "getAccountInfo" })
  })
})

describe("the Solana adapter's transfers: send", () => {
  it("SOL: the wallet signs and sends a v0 transaction of one System transfer, on the network's chain, with preflightCommitment; the id is its base58 signature", async () => {
    const recording = registerRecordingWallet("signAndSend")
    const wallet = await connectListed([solanaDevnet.caipNetworkId])
    const { rpc, calls } = await nodeWith({ receiverHasAccount: false })
    const id = await run(transfers.send(wallet, solTransfer, rpc))
    expect(recording.sent).toHaveLength(1)
    const [input] = recording.sent
    expect(input?.account.address).toBe(sender)
    expect(input?.chain).toBe(solanaDevnet.caipNetworkId)
    expect(input?.options).toEqual({ preflightCommitment: "confirmed" })
    const decoded = decodeWire(input?.transaction ?? new Uint8Array())
    expect(decoded.version).toBe(0)
    expect(decoded.feePayer).toBe(sender)
    expect(decoded.lifetime).toMatchObject({ blockhash: testLifetime.blockhash })
    expect(decoded.instructions).toHaveLength(1)
    const [transfer] = decoded.instructions
    expect(transfer?.programAddress).toBe(SYSTEM_PROGRAM_ADDRESS)
    expect(transfer?.accounts).toEqual([sender, receiver])
    expect(
      getTransferSolInstructionDataDecoder().decode(transfer?.data ?? new Uint8Array()),
    ).toEqual({
      discriminator: 2,
      amount: 1_500_000_000n,
    })
    // The id is the sender's signature over the message the wallet was handed.
    expect(
      ed25519.verify(
        base58.decode(id),
        decoded.messageBytes,
        solanaTestPublicKeys[0] ?? new Uint8Array(),
      ),
    ).toBe(true)
    // The wallet sent it: the kit itself sent nothing to the node.
    expect(calls.map((call) => call.method)).toEqual(["getLatestBlockhash"])
  })

  it("an SPL token: creates the receiver's associated token account (idempotent) and moves the amount with transferChecked between the owners' associated accounts", async () => {
    const recording = registerRecordingWallet("signAndSend")
    const wallet = await connectListed([solanaDevnet.caipNetworkId])
    const { rpc } = await nodeWith({ receiverHasAccount: false })
    await run(transfers.send(wallet, fusdTransfer, rpc))
    const decoded = decodeWire(recording.sent[0]?.transaction ?? new Uint8Array())
    const [create, send] = decoded.instructions
    expect(decoded.instructions).toHaveLength(2)
    expect(create?.programAddress).toBe(ASSOCIATED_TOKEN_PROGRAM_ADDRESS)
    expect(create?.accounts).toEqual([
      sender,
      await associated(receiver),
      receiver,
      mint,
      SYSTEM_PROGRAM_ADDRESS,
      TOKEN_PROGRAM_ADDRESS,
    ])
    expect([...(create?.data ?? [])]).toEqual([1])
    expect(send?.programAddress).toBe(TOKEN_PROGRAM_ADDRESS)
    expect(send?.accounts).toEqual([
      await associated(sender),
      mint,
      await associated(receiver),
      sender,
    ])
    expect(
      getTransferCheckedInstructionDataDecoder().decode(send?.data ?? new Uint8Array()),
    ).toEqual({ discriminator: 12, amount: 2_500_000n, decimals: 6 })
  })

  it("an SPL token to a receiver that has its token account: transferChecked alone", async () => {
    const recording = registerRecordingWallet("signAndSend")
    const wallet = await connectListed([solanaDevnet.caipNetworkId])
    const { rpc } = await nodeWith({ receiverHasAccount: true })
    await run(transfers.send(wallet, fusdTransfer, rpc))
    const decoded = decodeWire(recording.sent[0]?.transaction ?? new Uint8Array())
    expect(decoded.instructions.map((i) => i.programAddress)).toEqual([TOKEN_PROGRAM_ADDRESS])
  })

  it("a Token-2022 mint: its program sends, and the associated accounts are derived with it", async () => {
    const recording = registerRecordingWallet("signAndSend")
    const wallet = await connectListed([solanaDevnet.caipNetworkId])
    const { rpc } = await nodeWith({ receiverHasAccount: false, tokenProgram: token2022 })
    await run(transfers.send(wallet, fusdTransfer, rpc))
    const decoded = decodeWire(recording.sent[0]?.transaction ?? new Uint8Array())
    const [create, send] = decoded.instructions
    const receiverAccount = await associated(receiver, token2022)
    expect(create?.accounts.slice(1, 2)).toEqual([receiverAccount])
    expect(create?.accounts.at(-1)).toBe(token2022)
    expect(send?.programAddress).toBe(token2022)
    expect(send?.accounts).toEqual([
      await associated(sender, token2022),
      mint,
      receiverAccount,
      sender,
    ])
  })

  it("a wallet whose features take legacy transactions only is handed a legacy one", async () => {
    const recording = registerRecordingWallet("signAndSend", ["legacy"])
    const wallet = await connectListed([solanaDevnet.caipNetworkId])
    const { rpc } = await nodeWith({ receiverHasAccount: false })
    await run(transfers.send(wallet, solTransfer, rpc))
    expect(decodeWire(recording.sent[0]?.transaction ?? new Uint8Array()).version).toBe("legacy")
  })

  it("a wallet that names the cluster as the Wallet Standard does (solana:devnet) is asked on that chain", async () => {
    const recording = registerRecordingWallet("signAndSend", ["legacy", 0], ["solana:devnet"])
    const wallet = await connectListed([solanaDevnet.caipNetworkId])
    const { rpc } = await nodeWith({ receiverHasAccount: false })
    await run(transfers.send(wallet, solTransfer, rpc))
    expect(recording.sent[0]?.chain).toBe("solana:devnet")
  })

  it("a wallet with only solana:signTransaction signs; the kit sends the signed bytes with sendTransaction (base64, preflightCommitment) and gives the node's signature", async () => {
    const recording = registerRecordingWallet("signOnly")
    const wallet = await connectListed([solanaDevnet.caipNetworkId])
    let signature = ""
    const { rpc, calls } = await nodeWith(
      { receiverHasAccount: false },
      {
        sendTransaction: ([wire]) => {
          const decoded = decodeWire(base64Bytes(wire))
          signature = base58.encode(Uint8Array.from(Object.values(decoded.signatures)[0] ?? []))
          return Effect.succeed(signature)
        },
      },
    )
    const id = await run(transfers.send(wallet, solTransfer, rpc))
    expect(recording.signed).toHaveLength(1)
    expect(recording.signed[0]?.options).toEqual({ preflightCommitment: "confirmed" })
    const send = calls.find((call) => call.method === "sendTransaction")
    expect(send?.params[1]).toEqual({ encoding: "base64", preflightCommitment: "confirmed" })
    const decoded = decodeWire(base64Bytes(send?.params[0]))
    expect(
      ed25519.verify(
        base58.decode(id),
        decoded.messageBytes,
        solanaTestPublicKeys[0] ?? new Uint8Array(),
      ),
    ).toBe(true)
    expect(id).toBe(signature)
  })

  it("spec 5: an older commitment name is sent as the level it stands for (singleGossip is confirmed, max is finalized)", async () => {
    const recording = registerRecordingWallet("signAndSend")
    const wallet = await connectListed([solanaDevnet.caipNetworkId])
    const { rpc } = await nodeWith({ receiverHasAccount: false })
    for (const [name, level] of [
      ["singleGossip", "confirmed"],
      ["max", "finalized"],
      ["recent", "processed"],
    ] as const) {
      await run(solanaTransfers({ preflightCommitment: name }).send(wallet, solTransfer, rpc))
      expect(recording.sent.at(-1)?.options).toEqual({ preflightCommitment: level })
    }
  })

  it("the visitor's refusal in the wallet is 'User rejected the request', and nothing is sent", async () => {
    const recording = registerRecordingWallet("signOnly")
    recording.control.setBehaviour("solana:signTransaction", "reject")
    const wallet = await connectListed([solanaDevnet.caipNetworkId])
    const { rpc, calls } = await nodeWith({ receiverHasAccount: false })
    const error = await run(Effect.flip(transfers.send(wallet, solTransfer, rpc)))
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(calls.map((call) => call.method)).not.toContain("sendTransaction")
  })

  it("the node's refusal of the signed transaction (a failed preflight) is its RPC error", async () => {
    registerRecordingWallet("signOnly")
    const wallet = await connectListed([solanaDevnet.caipNetworkId])
    const refusal = new WalletRpcError({
      code: -32002,
      message:
        "Transaction simulation failed: Attempt to debit an account but found no record of a prior credit.",
    })
    const { rpc } = await nodeWith(
      { receiverHasAccount: false },
      { sendTransaction: () => Effect.fail(refusal) },
    )
    expect(await run(Effect.flip(transfers.send(wallet, solTransfer, rpc)))).toBe(refusal)
  })

  it("refuses to send from an address the wallet does not hold, before anything is built", async () => {
    registerRecordingWallet("signAndSend")
    const wallet = await connectListed([solanaDevnet.caipNetworkId])
    const { rpc, calls } = await nodeWith({ receiverHasAccount: false })
    const error = await run(
      Effect.flip(transfers.send(wallet, { ...solTransfer, from: receiver }, rpc)),
    )
    expect(error).toMatchObject({
      _tag: "WalletRequestFailedError",
      method: "solana:signAndSendTransaction",
    })
    expect(calls).toEqual([])
  })
})
