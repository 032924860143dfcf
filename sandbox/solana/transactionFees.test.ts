import {
  address,
  getBase64Decoder,
  getBase64Encoder,
  type Instruction,
  lamports,
  type TransactionMessageBytesBase64,
} from "@solana/kit"
import { getTransferSolInstruction } from "@solana-program/system"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { lamportsPerSol } from "./seedSolanaDevnet"
import { type DevnetRpc, devnetRpc, freshSigner, signedTransaction } from "./solanaDevnetFixtures"
import { type SolanaDevnet, startSolanaDevnet } from "./startSolanaDevnet"

const computeBudgetProgram = address("ComputeBudget111111111111111111111111111111")

/** ComputeBudget's SetComputeUnitPrice (micro-lamports per unit) and SetComputeUnitLimit. */
const unitPrice = (microLamports: bigint): Instruction => {
  const data = new Uint8Array(9)
  data[0] = 3
  new DataView(data.buffer).setBigUint64(1, microLamports, true)
  return { programAddress: computeBudgetProgram, data }
}
const unitLimit = (units: number): Instruction => {
  const data = new Uint8Array(5)
  data[0] = 2
  new DataView(data.buffer).setUint32(1, units, true)
  return { programAddress: computeBudgetProgram, data }
}

describe("the fees the Solana devnet charges and reports", () => {
  let devnet: SolanaDevnet
  let rpc: DevnetRpc

  beforeAll(async () => {
    devnet = await startSolanaDevnet({ accounts: 1 })
    rpc = devnetRpc(devnet.rpcUrl)
  })

  afterAll(() => devnet?.stop())

  it.each([
    ["the base fee alone", [], 5000n],
    ["a priority fee on the default unit limit", [unitPrice(1_000_000n)], 11_000n],
    ["a priority fee on a set unit limit", [unitPrice(1_000_000n), unitLimit(300_000)], 305_000n],
  ] as const)(
    "with %s, getFeeForMessage, getTransaction's fee and the balance agree",
    async (_case, budget, fee) => {
      const payer = await freshSigner()
      await rpc.requestAirdrop(payer.address, lamports(lamportsPerSol)).send()
      const to = (await freshSigner()).address
      const amount = lamportsPerSol / 2n
      const { wire, signature } = await signedTransaction(rpc, payer, [
        ...budget,
        getTransferSolInstruction({ source: payer, destination: to, amount }),
      ])
      // The message: what follows the one signature (a count byte and 64 bytes).
      const message = getBase64Decoder().decode(
        getBase64Encoder().encode(wire).slice(65),
      ) as TransactionMessageBytesBase64
      expect((await rpc.getFeeForMessage(message).send()).value).toBe(fee)
      await rpc.sendTransaction(wire, { encoding: "base64" }).send()
      const landed = await rpc
        .getTransaction(signature, { encoding: "json", maxSupportedTransactionVersion: 0 })
        .send()
      expect(landed?.meta?.fee).toBe(fee)
      expect((await rpc.getBalance(payer.address).send()).value).toBe(lamportsPerSol - amount - fee)
    },
  )
})
