import {
  airdropFactory,
  appendTransactionMessageInstruction,
  assertIsTransactionWithBlockhashLifetime,
  createTransactionMessage,
  lamports,
  pipe,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from "@solana/kit"
import { getTransferSolInstruction } from "@solana-program/system"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { lamportsPerSol } from "./seedSolanaDevnet"
import {
  type DevnetRpc,
  devnetRpc,
  devnetSubscriptions,
  freshSigner,
  signerOf,
} from "./solanaDevnetFixtures"
import { type SolanaDevnet, startSolanaDevnet } from "./startSolanaDevnet"

describe("the Solana devnet's subscriptions (WebSocket, same port)", () => {
  let devnet: SolanaDevnet
  let rpc: DevnetRpc
  let rpcSubscriptions: ReturnType<typeof devnetSubscriptions>

  beforeAll(async () => {
    devnet = await startSolanaDevnet({ accounts: 2 })
    rpc = devnetRpc(devnet.rpcUrl)
    rpcSubscriptions = devnetSubscriptions(devnet.wsUrl)
  })

  afterAll(() => devnet?.stop())

  it("@solana/kit's sendAndConfirmTransaction confirms a transfer (signatureSubscribe, slotSubscribe)", async () => {
    const payer = await signerOf(devnet.accounts[0]!)
    const to = (await freshSigner()).address
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
              amount: lamports(lamportsPerSol),
            }),
            m,
          ),
      ),
    )
    assertIsTransactionWithBlockhashLifetime(transaction)
    const sendAndConfirm = sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions })
    await sendAndConfirm(transaction, { commitment: "confirmed" })
    expect((await rpc.getBalance(to).send()).value).toBe(lamportsPerSol)
  })

  it("@solana/kit's airdrop waits for its airdrop's confirmation", async () => {
    const to = (await freshSigner()).address
    const airdrop = airdropFactory({ rpc, rpcSubscriptions })
    const signature = await airdrop({
      recipientAddress: to,
      lamports: lamports(5n * lamportsPerSol),
      commitment: "finalized",
    })
    expect((await rpc.getSignatureStatuses([signature]).send()).value[0]?.confirmationStatus).toBe(
      "finalized",
    )
    expect((await rpc.getBalance(to).send()).value).toBe(5n * lamportsPerSol)
  })

  it("notifies an account's new state and each new slot", async () => {
    const watched = (await freshSigner()).address
    const abort = new AbortController()
    const accounts = (
      await rpcSubscriptions
        .accountNotifications(watched, { encoding: "base64" })
        .subscribe({ abortSignal: abort.signal })
    )[Symbol.asyncIterator]()
    const slots = (
      await rpcSubscriptions.slotNotifications().subscribe({ abortSignal: abort.signal })
    )[Symbol.asyncIterator]()
    // The kit's iterators keep only what arrives while a next() waits: ask before the airdrop.
    const account = accounts.next()
    const slot = slots.next()
    const signature = await rpc.requestAirdrop(watched, lamports(3n * lamportsPerSol)).send()
    const landedSlot = (await rpc.getSignatureStatuses([signature]).send()).value[0]?.slot
    expect((await account).value).toMatchObject({
      context: { slot: landedSlot },
      value: { lamports: 3n * lamportsPerSol, owner: "11111111111111111111111111111111" },
    })
    expect((await slot).value).toMatchObject({ slot: landedSlot, parent: landedSlot! - 1n })
    abort.abort()
  })
})
