import {
  address,
  appendTransactionMessageInstruction,
  compressTransactionMessageUsingAddressLookupTables,
  createTransactionMessage,
  getAddressEncoder,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from "@solana/kit"
import { getTransferSolInstruction } from "@solana-program/system"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { lamportsPerSol } from "./seedSolanaDevnet"
import { type DevnetRpc, devnetRpc, freshSigner } from "./solanaDevnetFixtures"
import { type SolanaDevnet, startSolanaDevnet } from "./startSolanaDevnet"

const lookupTableProgram = address("AddressLookupTab1e1111111111111111111111111")

/**
 * An active lookup table's account data: ProgramState::LookupTable (u32 1), deactivation slot
 * u64::MAX, last extended at slot 0 from index 0, no authority, two bytes of padding (56
 * bytes), then the addresses.
 */
const lookupTableData = (addresses: ReadonlyArray<string>): Uint8Array => {
  const data = new Uint8Array(56 + 32 * addresses.length)
  const view = new DataView(data.buffer)
  view.setUint32(0, 1, true)
  view.setBigUint64(4, 2n ** 64n - 1n, true)
  for (const [index, entry] of addresses.entries()) {
    data.set(getAddressEncoder().encode(address(entry)), 56 + 32 * index)
  }
  return data
}

describe("version 0 transactions with address lookup tables on the Solana devnet", () => {
  let devnet: SolanaDevnet
  let rpc: DevnetRpc

  beforeAll(async () => {
    devnet = await startSolanaDevnet({ accounts: 1 })
    rpc = devnetRpc(devnet.rpcUrl)
  })

  afterAll(() => devnet?.stop())

  it("loads the table's addresses: balances, loadedAddresses and history cover them", async () => {
    const payer = await freshSigner()
    // Landing this airdrop moves the devnet past the table's last extension (slot 0).
    await rpc.requestAirdrop(payer.address, lamports(lamportsPerSol)).send()
    const to = (await freshSigner()).address
    const table = (await freshSigner()).address
    const data = lookupTableData([to])
    devnet.ledger.svm.setAccount({
      address: table,
      data,
      executable: false,
      lamports: lamports(devnet.ledger.svm.minimumBalanceForRentExemption(BigInt(data.length))),
      programAddress: lookupTableProgram,
      space: BigInt(data.length),
    })
    const { value: latest } = await rpc.getLatestBlockhash().send()
    const transaction = await signTransactionMessageWithSigners(
      pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayerSigner(payer, m),
        (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
        (m) =>
          appendTransactionMessageInstruction(
            getTransferSolInstruction({
              source: payer,
              destination: to,
              amount: lamportsPerSol / 4n,
            }),
            m,
          ),
        (m) => compressTransactionMessageUsingAddressLookupTables(m, { [table]: [to] }),
      ),
    )
    const signature = getSignatureFromTransaction(transaction)
    await rpc
      .sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: "base64" })
      .send()
    expect((await rpc.getBalance(to).send()).value).toBe(lamportsPerSol / 4n)

    const landed = await rpc
      .getTransaction(signature, { encoding: "json", maxSupportedTransactionVersion: 0 })
      .send()
    expect(landed?.transaction.message.accountKeys).not.toContain(to)
    expect(landed?.meta?.loadedAddresses).toEqual({ writable: [to], readonly: [] })
    expect(landed?.meta?.postBalances.at(-1)).toBe(lamportsPerSol / 4n)
    const parsed = await rpc
      .getTransaction(signature, { encoding: "jsonParsed", maxSupportedTransactionVersion: 0 })
      .send()
    expect(parsed?.transaction.message.accountKeys.at(-1)).toEqual({
      pubkey: to,
      signer: false,
      writable: true,
      source: "lookupTable",
    })
    const [newest] = await rpc.getSignaturesForAddress(to, { limit: 1 }).send()
    expect(newest?.signature).toBe(signature)
  })
})
