import {
  blockhash,
  getBase58Decoder,
  getBase64Decoder,
  getBase64Encoder,
  isSolanaError,
  lamports,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  type TransactionMessageBytesBase64,
} from "@solana/kit"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { lamportsPerSol } from "./seedSolanaDevnet"
import {
  type DevnetRpc,
  devnetRpc,
  freshSigner,
  rawCall,
  rawRequest,
  signedTransfer,
} from "./solanaDevnetFixtures"
import { type SolanaDevnet, startSolanaDevnet } from "./startSolanaDevnet"

const sol = (amount: bigint) => amount * lamportsPerSol

describe("sendTransaction refusals, in Solana's error shapes", () => {
  let devnet: SolanaDevnet
  let rpc: DevnetRpc

  beforeAll(async () => {
    devnet = await startSolanaDevnet({ accounts: 2 })
    rpc = devnetRpc(devnet.rpcUrl)
  })

  afterAll(() => devnet?.stop())

  /** A fresh signer that the faucet gave `amount` SOL. */
  const funded = async (amount: bigint) => {
    const signer = await freshSigner()
    await rpc.requestAirdrop(signer.address, lamports(sol(amount))).send()
    return signer
  }

  /** `count` airdrops in one JSON-RPC batch: `count` new blocks. */
  const advanceBlocks = async (count: number) => {
    const to = (await freshSigner()).address
    const calls = Array.from({ length: count }, (_, id) => ({
      jsonrpc: "2.0",
      id,
      method: "requestAirdrop",
      params: [to, 1_000_000_000],
    }))
    const { json } = await rawCall(devnet.rpcUrl, calls)
    expect((json as ReadonlyArray<{ readonly id: number }>).map((answer) => answer.id)).toEqual(
      calls.map((call) => call.id),
    )
  }

  it("a blockhash is valid for 150 blocks after its own; after that a transaction on it is refused (preflight) or dropped (skipPreflight)", async () => {
    const payer = await funded(1n)
    const to = (await freshSigner()).address
    const { value: latest } = await rpc.getLatestBlockhash().send()
    expect(latest.lastValidBlockHeight).toBe((await rpc.getBlockHeight().send()) + 150n)
    await advanceBlocks(150)
    expect((await rpc.isBlockhashValid(latest.blockhash).send()).value).toBe(true)
    await advanceBlocks(1)
    expect((await rpc.isBlockhashValid(latest.blockhash).send()).value).toBe(false)
    const { wire, signature } = await signedTransfer(rpc, payer, to, sol(1n) / 2n, latest)

    const { json } = await rawRequest(devnet.rpcUrl, "sendTransaction", [
      wire,
      { encoding: "base64" },
    ])
    expect(json).toMatchObject({
      jsonrpc: "2.0",
      id: 1,
      error: {
        code: -32002,
        message: "Transaction simulation failed: Blockhash not found",
        data: { err: "BlockhashNotFound", logs: [], accounts: null },
      },
    })
    const refused = await rpc
      .sendTransaction(wire, { encoding: "base64" })
      .send()
      .catch((error: unknown) => error)
    expect(
      isSolanaError(
        refused,
        SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
      ),
    ).toBe(true)

    expect(
      await rpc.sendTransaction(wire, { encoding: "base64", skipPreflight: true }).send(),
    ).toBe(signature)
    expect((await rpc.getSignatureStatuses([signature]).send()).value).toEqual([null])
    expect((await rpc.getBalance(to).send()).value).toBe(0n)
  })

  it("a transfer beyond the balance is refused by preflight with the system program's error and logs", async () => {
    const payer = await funded(1n)
    const { wire, signature } = await signedTransfer(
      rpc,
      payer,
      (await freshSigner()).address,
      sol(2n),
    )
    const { json } = await rawRequest(devnet.rpcUrl, "sendTransaction", [
      wire,
      { encoding: "base64" },
    ])
    expect(json).toMatchObject({
      error: {
        code: -32002,
        message:
          "Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1",
        data: { err: { InstructionError: [0, { Custom: 1 }] } },
      },
    })
    const { logs } = (json as { readonly error: { readonly data: { readonly logs: string[] } } })
      .error.data
    expect(logs).toContain(`Transfer: insufficient lamports ${sol(1n) - 5000n}, need ${sol(2n)}`)
    expect((await rpc.getSignatureStatuses([signature]).send()).value).toEqual([null])
    expect((await rpc.getBalance(payer.address).send()).value).toBe(sol(1n))
  })

  it("without preflight the same transfer lands failed: the fee is charged and the error recorded", async () => {
    const payer = await funded(1n)
    const { wire, signature } = await signedTransfer(
      rpc,
      payer,
      (await freshSigner()).address,
      sol(2n),
    )
    await rpc.sendTransaction(wire, { encoding: "base64", skipPreflight: true }).send()
    // @solana/kit reads every number of a result as a bigint.
    const [status] = (await rpc.getSignatureStatuses([signature]).send()).value
    expect(status).toMatchObject({
      err: { InstructionError: [0n, { Custom: 1n }] },
      status: { Err: { InstructionError: [0n, { Custom: 1n }] } },
    })
    expect((await rpc.getBalance(payer.address).send()).value).toBe(sol(1n) - 5000n)
    const [listed] = await rpc.getSignaturesForAddress(payer.address, { limit: 1 }).send()
    expect(listed).toMatchObject({ signature, err: { InstructionError: [0n, { Custom: 1n }] } })
  })

  it("a fee payer that never held SOL, a bad signature and a repeat are refused as Solana refuses them", async () => {
    const stranger = await freshSigner()
    const unfunded = await signedTransfer(rpc, stranger, devnet.accounts[1]!.address, 1n)
    expect(
      (await rawRequest(devnet.rpcUrl, "sendTransaction", [unfunded.wire, { encoding: "base64" }]))
        .json,
    ).toMatchObject({
      error: {
        code: -32002,
        message:
          "Transaction simulation failed: Attempt to debit an account but found no record of a prior credit.",
        data: { err: "AccountNotFound" },
      },
    })

    const payer = await funded(1n)
    const sent = await signedTransfer(rpc, payer, stranger.address, sol(1n) / 4n)
    const bytes = new Uint8Array(getBase64Encoder().encode(sent.wire))
    bytes[1] = bytes[1]! ^ 0xff // the first byte of the first signature
    const forged = getBase64Decoder().decode(bytes)
    expect(
      (await rawRequest(devnet.rpcUrl, "sendTransaction", [forged, { encoding: "base64" }])).json,
    ).toMatchObject({
      error: { code: -32003, message: "Transaction signature verification failure" },
    })

    await rpc.sendTransaction(sent.wire, { encoding: "base64" }).send()
    expect(
      (await rawRequest(devnet.rpcUrl, "sendTransaction", [sent.wire, { encoding: "base64" }]))
        .json,
    ).toMatchObject({
      error: {
        code: -32002,
        message: "Transaction simulation failed: This transaction has already been processed",
        data: { err: "AlreadyProcessed" },
      },
    })
    expect((await rpc.getBalance(stranger.address).send()).value).toBe(sol(1n) / 4n)
  })

  it("takes the legacy base58 encoding as well (Solana's default for sendTransaction)", async () => {
    const payer = await funded(1n)
    const to = (await freshSigner()).address
    const { wire, signature } = await signedTransfer(rpc, payer, to, sol(1n) / 2n)
    expect(
      await rpc
        .getTransaction(signature, { encoding: "base58", maxSupportedTransactionVersion: 0 })
        .send(),
    ).toBeNull()
    const text = getBase58Decoder().decode(getBase64Encoder().encode(wire))
    expect((await rawRequest(devnet.rpcUrl, "sendTransaction", [text])).json).toMatchObject({
      result: signature,
    })
    expect((await rpc.getBalance(to).send()).value).toBe(sol(1n) / 2n)
    const landed = await rpc
      .getTransaction(signature, { encoding: "base64", maxSupportedTransactionVersion: 0 })
      .send()
    expect(landed?.transaction).toEqual([wire, "base64"])
  })

  it("simulates without keeping effects: unsigned with sigVerify off, refused with it on, on any blockhash when asked to replace it", async () => {
    const payer = await funded(1n)
    const to = (await freshSigner()).address
    const { wire } = await signedTransfer(rpc, payer, to, sol(1n) / 2n)
    const bytes = new Uint8Array(getBase64Encoder().encode(wire))
    bytes.fill(0, 1, 65) // no signature
    const unsigned = getBase64Decoder().decode(bytes)
    const simulated = await rawRequest(devnet.rpcUrl, "simulateTransaction", [
      unsigned,
      { encoding: "base64", accounts: { addresses: [to], encoding: "base64" } },
    ])
    expect(simulated.json).toMatchObject({
      result: {
        value: {
          err: null,
          logs: [
            "Program 11111111111111111111111111111111 invoke [1]",
            "Program 11111111111111111111111111111111 success",
          ],
          accounts: [{ lamports: Number(sol(1n) / 2n), owner: "11111111111111111111111111111111" }],
          replacementBlockhash: null,
        },
      },
    })
    expect((await rpc.getBalance(to).send()).value).toBe(0n)
    expect(
      (
        await rawRequest(devnet.rpcUrl, "simulateTransaction", [
          unsigned,
          { encoding: "base64", sigVerify: true },
        ])
      ).json,
    ).toMatchObject({
      error: { code: -32003, message: "Transaction signature verification failure" },
    })

    const stale = await signedTransfer(rpc, payer, to, 1_000_000n, {
      blockhash: blockhash("11111111111111111111111111111111"),
      lastValidBlockHeight: 0n,
    })
    const plain = await rpc.simulateTransaction(stale.wire, { encoding: "base64" }).send()
    expect(plain.value.err).toBe("BlockhashNotFound")
    const replaced = await rpc
      .simulateTransaction(stale.wire, { encoding: "base64", replaceRecentBlockhash: true })
      .send()
    expect(replaced.value.err).toBeNull()
    expect(replaced.value.replacementBlockhash?.blockhash).toBe(
      (await rpc.getLatestBlockhash().send()).value.blockhash,
    )
  })

  it("gives a message's fee (5000 lamports a signature), or null when its blockhash is not valid", async () => {
    const payer = await funded(1n)
    const to = (await freshSigner()).address
    const messageOf = async (lifetime?: Parameters<typeof signedTransfer>[4]) => {
      const { wire } = await signedTransfer(rpc, payer, to, 1n, lifetime)
      // One signature: a count byte, 64 signature bytes, then the message.
      return getBase64Decoder().decode(
        getBase64Encoder().encode(wire).slice(65),
      ) as TransactionMessageBytesBase64
    }
    const fee = await rpc.getFeeForMessage(await messageOf()).send()
    expect(fee.value).toBe(5000n)
    const unknown = await messageOf({
      blockhash: blockhash("11111111111111111111111111111111"),
      lastValidBlockHeight: 0n,
    })
    expect((await rpc.getFeeForMessage(unknown).send()).value).toBeNull()
  })
})
