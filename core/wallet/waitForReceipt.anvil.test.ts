import { Deferred, Effect, Fiber } from "effect"
import { type Address, type Hash, parseEther, parseGwei } from "viem"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { devnetPublicClient, devnetWalletClient } from "../../sandbox/devnet/devnetClients"
import { type Anvil, startAnvil } from "../../sandbox/devnet/startAnvil"
import { type RpcRead, waitForReceipt } from "./waitForReceipt"

// The receipt wait against a real node: anvil with automatic mining off, so a transaction
// stays pending until the test mines it, and anvil's pool replaces a pending transaction by
// one with the same sender and nonce at a higher fee, as a wallet's speed-up or cancel does.
describe("waitForReceipt on anvil", () => {
  let anvil: Anvil
  let read: RpcRead<unknown>

  const rpc = (method: string, params: ReadonlyArray<unknown> = []) =>
    devnetPublicClient(anvil).request({ method, params } as never) as Promise<unknown>

  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 31337, accounts: 3 })
    await rpc("evm_setAutomine", [false])
    read = (method, params) =>
      Effect.tryPromise({ try: () => rpc(method, params), catch: (e) => e })
  }, 60_000)

  afterAll(async () => {
    await anvil?.stop()
  }, 60_000)

  const accountAt = (index: number): Address => anvil.accounts[index]?.address as Address

  const send = (
    from: number,
    tx: { to: Address; value: bigint; nonce: number; gasPrice: bigint },
  ): Promise<Hash> => {
    const wallet = devnetWalletClient(anvil, from)
    return wallet.sendTransaction({ ...tx, gas: 21_000n, account: wallet.account!, chain: null })
  }

  const nextNonce = (index: number) =>
    devnetPublicClient(anvil).getTransactionCount({
      address: accountAt(index),
      blockTag: "pending",
    })

  it("receipt wait ends resolved with the mined receipt", async () => {
    const nonce = await nextNonce(0)
    const hash = await send(0, { to: accountAt(1), value: 1n, nonce, gasPrice: parseGwei("2") })
    const outcome = await Effect.runPromise(
      Effect.gen(function* () {
        const fiber = yield* waitForReceipt(read, { hash }).pipe(Effect.forkChild)
        yield* Effect.promise(() => rpc("evm_mine"))
        return yield* Fiber.join(fiber)
      }),
    )
    expect(outcome._tag).toBe("Resolved")
    if (outcome._tag !== "Resolved") return
    expect(outcome.receipt.transactionHash).toBe(hash)
    expect(outcome.receipt.status).toBe("success")
  }, 30_000)

  it("receipt wait ends replaced, reason repriced, when a higher fee replaced the transaction", async () => {
    const nonce = await nextNonce(0)
    const base = { to: accountAt(1), value: parseEther("1"), nonce }
    const hash = await send(0, { ...base, gasPrice: parseGwei("2") })
    const outcome = await Effect.runPromise(
      Effect.gen(function* () {
        // Told when the wait has read the original as pending (it then knows its nonce).
        const seenPending = yield* Deferred.make<void>()
        const watched: RpcRead<unknown> = (method, params) =>
          read(method, params).pipe(
            Effect.tap((result) =>
              method === "eth_getTransactionByHash" && result !== null
                ? Deferred.succeed(seenPending, undefined)
                : Effect.void,
            ),
          )
        const fiber = yield* waitForReceipt(watched, { hash }).pipe(Effect.forkChild)
        yield* Deferred.await(seenPending)
        // Now a speed-up takes its nonce.
        const sped = yield* Effect.promise(() => send(0, { ...base, gasPrice: parseGwei("4") }))
        yield* Effect.promise(() => rpc("evm_mine"))
        return { sped, outcome: yield* Fiber.join(fiber) }
      }),
    )
    expect(outcome.outcome._tag).toBe("Replaced")
    if (outcome.outcome._tag !== "Replaced") return
    expect(outcome.outcome.reason).toBe("repriced")
    expect(outcome.outcome.replacedHash).toBe(hash)
    expect(outcome.outcome.transaction.hash).toBe(outcome.sped)
    expect(outcome.outcome.receipt.status).toBe("success")
  }, 30_000)

  it("receipt wait ends replaced, reason cancelled, for a 0-value transaction to the sender itself", async () => {
    const nonce = await nextNonce(0)
    const sent = { to: accountAt(2), value: parseEther("2"), nonce }
    const hash = await send(0, { ...sent, gasPrice: parseGwei("2") })
    const cancel = await send(0, { to: accountAt(0), value: 0n, nonce, gasPrice: parseGwei("5") })
    await rpc("evm_mine")
    // Mined before the wait began: the original is gone, so the wait needs its sender and nonce.
    const outcome = await Effect.runPromise(
      waitForReceipt(read, {
        hash,
        sent: { from: accountAt(0), nonce, to: sent.to, value: sent.value, input: "0x" },
      }),
    )
    expect(outcome._tag).toBe("Replaced")
    if (outcome._tag !== "Replaced") return
    expect(outcome.reason).toBe("cancelled")
    expect(outcome.transaction.hash).toBe(cancel)
  }, 30_000)

  it("receipt wait ends replaced, reason replaced, for another recipient", async () => {
    const nonce = await nextNonce(0)
    const sent = { to: accountAt(2), value: parseEther("1"), nonce }
    const hash = await send(0, { ...sent, gasPrice: parseGwei("2") })
    await send(0, { to: accountAt(1), value: parseEther("1"), nonce, gasPrice: parseGwei("5") })
    await rpc("evm_mine")
    const outcome = await Effect.runPromise(
      waitForReceipt(read, {
        hash,
        sent: { from: accountAt(0), nonce, to: sent.to, value: sent.value, input: "0x" },
      }),
    )
    expect(outcome._tag === "Replaced" && outcome.reason).toBe("replaced")
  }, 30_000)
})
