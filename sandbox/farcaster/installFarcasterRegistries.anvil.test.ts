import { viemConnector } from "@farcaster/auth-client"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { devnetPublicClient } from "../devnet/devnetClients"
import { sandboxIdRegistryAbi } from "../devnet/farcasterRegistriesAbi"
import { type Anvil, startAnvil } from "../devnet/startAnvil"
import {
  FarcasterRegistriesInstallError,
  farcasterIdRegistryAddress,
  installFarcasterRegistries,
} from "./installFarcasterRegistries"
import { sandboxFarcasterAccounts } from "./SandboxFarcasterAccount"

let anvil: Anvil
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31_437, accounts: 2 })
  await installFarcasterRegistries(anvil, sandboxFarcasterAccounts)
}, 60_000)
afterAll(async () => {
  await anvil.stop()
})

describe("installFarcasterRegistries", () => {
  it("auth-client's viemConnector reads each sandbox account's fid from its custody address", async () => {
    const connector = viemConnector({ rpcUrl: anvil.rpcUrl })
    const fids = await Promise.all(
      sandboxFarcasterAccounts.map((account) => connector.getFid(account.custody)),
    )
    expect(fids).toEqual(sandboxFarcasterAccounts.map((account) => BigInt(account.fid)))
  })

  it("an address that owns no fid reads fid 0", async () => {
    const connector = viemConnector({ rpcUrl: anvil.rpcUrl })
    expect(await connector.getFid(anvil.accounts[0]?.address ?? "0x")).toBe(0n)
  })

  it("custodyOf answers each fid's custody address", async () => {
    const client = devnetPublicClient(anvil)
    for (const account of sandboxFarcasterAccounts) {
      expect(
        await client.readContract({
          address: farcasterIdRegistryAddress,
          abi: sandboxIdRegistryAbi,
          functionName: "custodyOf",
          args: [BigInt(account.fid)],
        }),
      ).toBe(account.custody)
    }
  })

  it("the KeyRegistry knows no auth address, so sign-ins verify by custody", async () => {
    const connector = viemConnector({ rpcUrl: anvil.rpcUrl })
    const [account] = sandboxFarcasterAccounts
    if (account === undefined) throw new Error("no sandbox account")
    expect(await connector.isValidAuthAddress(account.custody, BigInt(account.fid))).toBe(false)
  })

  it("moves no funded account's nonce, and a second install changes nothing", async () => {
    const client = devnetPublicClient(anvil)
    const blockBefore = await client.getBlockNumber()
    await installFarcasterRegistries(anvil, sandboxFarcasterAccounts)
    expect(await client.getBlockNumber()).toBe(blockBefore)
    const nonces = await Promise.all(
      anvil.accounts.map((account) => client.getTransactionCount({ address: account.address })),
    )
    expect(nonces).toEqual([0, 0])
  })

  it("the registry refuses a custody address that already owns an fid (the real HasId)", async () => {
    const client = devnetPublicClient(anvil)
    const [account] = sandboxFarcasterAccounts
    if (account === undefined) throw new Error("no sandbox account")
    await expect(
      client.simulateContract({
        address: farcasterIdRegistryAddress,
        abi: sandboxIdRegistryAbi,
        functionName: "register",
        args: [account.custody, 99_999n],
      }),
    ).rejects.toThrow(/HasId/)
  })

  it("fails, naming the fid and its owner, when an account's fid belongs to another custody address", async () => {
    const [alice, bob] = sandboxFarcasterAccounts
    if (alice === undefined || bob === undefined) throw new Error("no sandbox accounts")
    const impostor = { ...bob, custody: anvil.accounts[1]?.address ?? bob.custody, fid: alice.fid }
    const failure = await installFarcasterRegistries(anvil, [impostor]).then(
      () => undefined,
      (error: unknown) => error,
    )
    expect(failure).toBeInstanceOf(FarcasterRegistriesInstallError)
    expect(String((failure as Error).message)).toMatch(
      new RegExp(
        `^Cannot install the Farcaster registries on devnet 31437: cannot register fid ${alice.fid} to ${impostor.custody}: fid ${alice.fid} belongs to ${alice.custody}$`,
      ),
    )
  })
})
