// The kit's hooks on the real kernel, its provider API on the sandbox over real HTTP (in
// Node: the sandbox's devnets do not start under happy-dom).
import { Effect } from "effect"
import { type Address, parseEther } from "viem"
import { privateKeyToAccount } from "viem/accounts"
import { describe, expect, it } from "vitest"
import { AccountState, Accounts, makeKernel, Networks, Storage, withSandbox } from "../../core"
import { sendNative } from "../../sandbox/devnet/sendNative"
import { foyerSandboxOf } from "../../sandbox/foyerSandboxOf"
import { sandboxApiHarness } from "../../test/sandboxApiHarness"
import { ActivityHistory } from "./ActivityHistory"
import type { ActivityServiceShape } from "./ActivityService"
import { activity } from "./index"
import { initialTransactionsState } from "./TransactionsState"

const projectId = "foyer-activity-kit"
const harness = sandboxApiHarness({ projectId })

/** The kernel on the sandbox with activity(), and an EVM account set in its account store. */
const startOnSandbox = async (address: Address) => {
  const kernel = await Effect.runPromise(
    makeKernel(
      withSandbox({ plugins: [activity()] }, foyerSandboxOf(harness.sandbox(), projectId)),
      { storage: Storage.layerMemory },
    ),
  )
  const setAddress = (value: string | undefined) =>
    kernel.runtime.runSync(
      Effect.map(Effect.service(Accounts), (accounts) =>
        accounts.store.update((state) =>
          AccountState.setAccount(state, "eip155", {
            address: value,
            caipAddress: value === undefined ? undefined : `eip155:31337:${value}`,
          }),
        ),
      ),
    )
  setAddress(address)
  // The kit's runtime holds the plugin's services besides the kernel's (its type names only those).
  const service = await kernel.runtime.runPromise(
    Effect.flatMap(Effect.service(ActivityHistory), (history) => history.get) as Effect.Effect<
      ActivityServiceShape,
      never,
      never
    >,
  )
  await kernel.runtime.runPromise(service.open)
  return { kernel, service, setAddress }
}

describe("the plugin's kit on the kernel, against the sandbox", { timeout: 60_000 }, () => {
  const received = async (digit: string) => {
    const recipient = privateKeyToAccount(`0x${digit.repeat(64)}`).address
    const receipt = await sendNative(harness.sandbox().devnets[0]!, 6, recipient, parseEther("0.1"))
    return { recipient, hash: receipt.transactionHash }
  }

  it("a network change empties the history of the network left, through the plugin's networkChange hook", async () => {
    const { recipient, hash } = await received("2")
    const { kernel, service } = await startOnSandbox(recipient)
    expect(service.store.getSnapshot().transactions.map((t) => t.metadata.hash)).toEqual([hash])
    await kernel.runtime.runPromise(
      Effect.flatMap(Effect.service(Networks), (networks) =>
        networks.change(networks.networks[1]!),
      ),
    )
    // The account stayed (no wallet to move it): the hook, not the account's change, emptied it.
    const account = kernel.runtime.runSync(
      Effect.map(Effect.service(Accounts), (accounts) =>
        AccountState.accountOf(accounts.store.getSnapshot(), "eip155"),
      ),
    )
    expect(account.address).toBe(recipient)
    expect(service.store.getSnapshot()).toEqual(initialTransactionsState)
    await kernel.dispose()
  })

  it("the kernel's refresh of the account (after the visitor's send, swap or purchase) lists the new transaction in the history held at once, past the 15 s cache", async () => {
    const { recipient, hash } = await received("4")
    const { kernel, service } = await startOnSandbox(recipient)
    const newer = await sendNative(harness.sandbox().devnets[0]!, 6, recipient, parseEther("0.2"))
    const listed = () => service.store.getSnapshot().transactions.map((t) => t.metadata.hash)
    const { requests } = await harness.counting("getHistory", async () => {
      await kernel.runtime.runPromise(Effect.flatMap(Effect.service(Accounts), (a) => a.refresh))
      await expect.poll(listed).toEqual([newer.transactionHash, hash])
    })
    expect(requests).toBe(1)
    await kernel.dispose()
  })

  it("a disconnect resets all: the account's address goes, and so does its history", async () => {
    const { recipient, hash } = await received("3")
    const { kernel, service, setAddress } = await startOnSandbox(recipient)
    expect(service.store.getSnapshot().transactions.map((t) => t.metadata.hash)).toEqual([hash])
    setAddress(undefined)
    expect(service.store.getSnapshot()).toEqual(initialTransactionsState)
    await kernel.dispose()
  })
})
