import { Effect } from "effect"
import { type Address, erc20Abi, type Hash, numberToHex, parseEther } from "viem"
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  type CaipNetwork,
  foyerDevnet,
  Messages,
  type TokenBalance,
  waitForReceipt,
} from "../../core"
import { devnetPublicClient } from "../../sandbox/devnet/devnetClients"
import { type DevnetSeed, seedDevnet } from "../../sandbox/devnet/seedDevnet"
import { type Anvil, startAnvil } from "../../sandbox/devnet/startAnvil"
import type { SendServiceShape } from "./SendService"
import { initialSendState, type SendState } from "./SendState"
import { makeSendTestKernel } from "./sendTestKernel"

// The send service against a real node: the sandbox devnet (anvil with its seeded test tokens),
// its first account sending through eth_sendTransaction (anvil holds the account's key, as a
// wallet would), the fee estimate and the receipt wait reading the same node.
describe("SendService on the sandbox devnet", () => {
  let anvil: Anvil
  let seed: DevnetSeed
  let network: CaipNetwork

  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 31337, accounts: 3 })
    seed = await seedDevnet(anvil)
    network = foyerDevnet(anvil.rpcUrl)
  }, 60_000)

  afterAll(async () => {
    await anvil?.stop()
  }, 60_000)

  const client = () => devnetPublicClient(anvil)
  const rpc = (method: string, params: ReadonlyArray<unknown>) =>
    Effect.tryPromise({
      try: () => client().request({ method, params } as never) as Promise<unknown>,
      catch: (cause) => cause,
    })

  /** The kit's view of account `index`: its ETH and the seeded tokens, on the devnet. */
  const kitFor = (index: number) => {
    const address = anvil.accounts[index]?.address as Address
    const tokenBalance: ReadonlyArray<TokenBalance> = [
      {
        name: "Ether",
        symbol: "ETH",
        chainId: network.caipNetworkId,
        value: 0,
        price: 0,
        quantity: { decimals: "18", numeric: "10000" },
        iconUrl: "",
      },
      ...seed.tokens.map((token) => ({
        name: token.name,
        symbol: token.symbol,
        chainId: network.caipNetworkId,
        address: token.address,
        value: 0,
        price: 0,
        quantity: { decimals: String(token.decimals), numeric: "0" },
        iconUrl: "",
      })),
    ]
    // The node's time: a receipt not there at the first poll is polled again in real time.
    const kernel = makeSendTestKernel({ address, tokenBalance, network, liveClock: true })
    kernel.script.publicRequest = rpc
    kernel.script.sendTransaction = (transaction) =>
      rpc("eth_sendTransaction", [
        {
          from: address,
          to: transaction.to,
          ...(transaction.value === undefined ? {} : { value: numberToHex(transaction.value) }),
          ...(transaction.data === undefined ? {} : { data: transaction.data }),
        },
      ]) as Effect.Effect<Hash, unknown>
    kernel.script.outcome = (hash) => waitForReceipt(rpc, { hash })
    return kernel
  }

  const fill = (service: SendServiceShape, symbol: string, amount: string, to: Address) =>
    Effect.gen(function* () {
      const token = service.tokens.getSnapshot().find((t) => t.symbol === symbol)
      if (token === undefined) throw new Error(`no ${symbol} offered`)
      yield* service.selectToken(token)
      yield* service.setAmount(amount)
      yield* service.setReceiver(to)
    })

  const errorText = (state: SendState) =>
    Effect.map(Effect.service(Messages), (messages) =>
      state.error === undefined ? undefined : messages.text(state.error.id, state.error.values),
    )

  const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address

  it("sends ether: the receiver's balance on the devnet grows by exactly the amount", async () => {
    const kit = kitFor(0)
    const to = freshAddress()
    await kit.run((service) =>
      Effect.gen(function* () {
        yield* fill(service, "ETH", "1.5", to)
        expect(service.store.getSnapshot().gasEstimate).toMatchObject({
          _tag: "Estimated",
          gas: 21_000n,
        })
        yield* service.send
        expect(service.store.getSnapshot()).toEqual(initialSendState)
      }),
    )
    expect(await client().getBalance({ address: to })).toBe(parseEther("1.5"))
    const success = kit.events.find((e) => e.type === "SEND_SUCCESS") as { hash: Hash } | undefined
    const receipt = await client().getTransactionReceipt({ hash: success?.hash ?? "0x" })
    expect(receipt.status).toBe("success")
  }, 30_000)

  it("spec 9: the fee is the gas at the proposed max fee, the latest block's base fee × 1.2 plus the node's tip", async () => {
    const kit = kitFor(0)
    const estimate = await kit.run((service) =>
      Effect.map(
        fill(service, "ETH", "1", freshAddress()),
        () => service.store.getSnapshot().gasEstimate,
      ),
    )
    const latest = await client().getBlock({ blockTag: "latest" })
    const tip = await client().estimateMaxPriorityFeePerGas()
    const baseFee = latest.baseFeePerGas ?? 0n
    expect(baseFee).toBeGreaterThan(0n)
    expect(estimate).toMatchObject({
      _tag: "Estimated",
      gas: 21_000n,
      fee: 21_000n * ((baseFee * 12n) / 10n + tip),
    })
  }, 30_000)

  it("sends an ERC-20 (FUSD, 6 decimals): the receiver holds exactly the amount on the devnet", async () => {
    const kit = kitFor(1)
    const to = freshAddress()
    const fusd = seed.tokens.find((t) => t.symbol === "FUSD")?.address as Address
    await kit.run((service) => Effect.flatMap(fill(service, "FUSD", "2.5", to), () => service.send))
    expect(
      await client().readContract({
        address: fusd,
        abi: erc20Abi,
        functionName: "balanceOf",
        args: [to],
      }),
    ).toBe(2_500_000n)
    expect(kit.events.map((e) => e.type)).toEqual(["SEND_INITIATED", "SEND_SUCCESS"])
  }, 30_000)

  it("insufficient funds shows the node's readable message, the form kept", async () => {
    const kit = kitFor(2)
    const to = freshAddress()
    await kit.run((service) =>
      Effect.gen(function* () {
        yield* fill(service, "ETH", "1000000", to)
        yield* service.send
        const state = service.store.getSnapshot()
        expect(yield* errorText(state)).toBe(
          "The account does not have enough funds to pay for the gas and the value.",
        )
        expect(state).toMatchObject({
          sendTokenAmount: "1000000",
          receiverAddress: to,
          phase: "editing",
        })
      }),
    )
    expect(await client().getBalance({ address: to })).toBe(0n)
  }, 30_000)

  it("an ERC-20 transfer above the balance is mined reverted: the revert is shown, the form kept, nothing moved", async () => {
    const kit = kitFor(2)
    const to = freshAddress()
    const fusd = seed.tokens.find((t) => t.symbol === "FUSD")?.address as Address
    await kit.run((service) =>
      Effect.gen(function* () {
        yield* fill(service, "FUSD", "20000", to)
        yield* service.send
        // anvil mines the reverting transfer; the reason is read by replaying it at its block.
        const text = yield* errorText(service.store.getSnapshot())
        expect(text).toMatch(/^Execution reverted: /)
        expect(service.store.getSnapshot()).toMatchObject({
          sendTokenAmount: "20000",
          phase: "editing",
        })
      }),
    )
    const waited = kit.steps.find((s) => s.step === "waitForReceipt") as { hash: Hash } | undefined
    expect((await client().getTransactionReceipt({ hash: waited?.hash ?? "0x" })).status).toBe(
      "reverted",
    )
    expect(
      await client().readContract({
        address: fusd,
        abi: erc20Abi,
        functionName: "balanceOf",
        args: [to],
      }),
    ).toBe(0n)
    expect(kit.events.map((e) => e.type)).toEqual(["SEND_INITIATED"])
  }, 30_000)
})
