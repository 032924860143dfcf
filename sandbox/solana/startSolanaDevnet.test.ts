import { createServer } from "node:net"
import { address, lamports } from "@solana/kit"
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstructionAsync,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from "@solana-program/token"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { devnetMnemonic } from "../devnet/deriveDevnetAccounts"
import { devnetTokenHolderCount, devnetTokenSpecs } from "../devnet/seedDevnet"
import { deriveSolanaAccounts } from "./deriveSolanaAccounts"
import { lamportsPerSol, solanaTestToken } from "./seedSolanaDevnet"
import {
  type DevnetRpc,
  devnetRpc,
  freshSigner,
  signedTransaction,
  signedTransfer,
  signerOf,
} from "./solanaDevnetFixtures"
import {
  type SolanaDevnet,
  solanaDevnetCaipNetworkId,
  startSolanaDevnet,
} from "./startSolanaDevnet"

const sol = (amount: bigint) => amount * lamportsPerSol

describe("startSolanaDevnet at genesis", () => {
  // A devnet of its own: the other tests move the seeded balances.
  let genesis: SolanaDevnet
  let genesisRpc: DevnetRpc

  beforeAll(async () => {
    genesis = await startSolanaDevnet()
    genesisRpc = devnetRpc(genesis.rpcUrl)
  })

  afterAll(() => genesis?.stop())

  it("seeds every account of the sandbox mnemonic (m/44'/501'/i'/0') with 10000 SOL", async () => {
    expect(genesis.accounts).toEqual(deriveSolanaAccounts(devnetMnemonic, 10))
    const { value } = await genesisRpc
      .getMultipleAccounts(genesis.accounts.map((account) => account.address))
      .send()
    expect(value.map((account) => account?.lamports)).toEqual(
      genesis.accounts.map(() => sol(10_000n)),
    )
  })

  it("seeds the test token as the EVM devnets' FUSD: a mint and 10000 for each of the first three", async () => {
    const [fusd] = devnetTokenSpecs
    expect(solanaTestToken).toMatchObject({
      name: fusd.name,
      symbol: fusd.symbol,
      decimals: fusd.decimals,
    })
    expect(solanaTestToken.amountEach).toBe(BigInt(fusd.amountEach))
    expect(solanaTestToken.holders).toBe(devnetTokenHolderCount)
    const mint = await genesisRpc
      .getAccountInfo(genesis.token.mint, { encoding: "jsonParsed" })
      .send()
    expect(mint.value?.owner).toBe(TOKEN_PROGRAM_ADDRESS)
    expect(mint.value?.data).toMatchObject({
      program: "spl-token",
      parsed: {
        type: "mint",
        info: {
          decimals: 6,
          supply: "30000000000",
          mintAuthority: genesis.accounts[0]!.address,
          freezeAuthority: null,
          isInitialized: true,
        },
      },
    })
    for (const [index, account] of genesis.accounts.slice(0, 4).entries()) {
      const { value } = await genesisRpc
        .getTokenAccountsByOwner(
          account.address,
          { mint: genesis.token.mint },
          { encoding: "jsonParsed" },
        )
        .send()
      const held = value.map((entry) => entry.account.data.parsed.info.tokenAmount.uiAmountString)
      expect({ index, held }).toEqual({ index, held: index < 3 ? ["10000"] : [] })
    }
    const [ata] = await findAssociatedTokenPda({
      mint: genesis.token.mint,
      owner: genesis.accounts[2]!.address,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    expect((await genesisRpc.getTokenAccountBalance(ata).send()).value).toEqual({
      amount: "10000000000",
      decimals: 6,
      uiAmount: 10000,
      uiAmountString: "10000",
    })
  })
})

describe("startSolanaDevnet", () => {
  let devnet: SolanaDevnet
  let rpc: DevnetRpc

  beforeAll(async () => {
    devnet = await startSolanaDevnet()
    rpc = devnetRpc(devnet.rpcUrl)
  })

  afterAll(() => devnet?.stop())

  it("binds 127.0.0.1 on a free port, names its cluster, and stop() frees the port", async () => {
    const other = await startSolanaDevnet({ accounts: 1 })
    expect(other.rpcUrl).toBe(`http://127.0.0.1:${other.port}`)
    expect(other.wsUrl).toBe(`ws://127.0.0.1:${other.port}`)
    expect(other.port).not.toBe(devnet.port)
    const otherRpc = devnetRpc(other.rpcUrl)
    expect(await otherRpc.getHealth().send()).toBe("ok")
    expect(await otherRpc.getGenesisHash().send()).toBe(other.genesisHash)
    expect(other.caipNetworkId).toBe(`solana:${other.genesisHash.slice(0, 32)}`)
    expect(solanaDevnetCaipNetworkId).toBe(devnet.caipNetworkId)
    await other.stop()
    // Free again: another server can listen on it.
    const probe = createServer()
    await new Promise<void>((resolve, reject) => {
      probe.once("error", reject)
      probe.listen(other.port, "127.0.0.1", () => resolve())
    })
    await new Promise<void>((resolve) => probe.close(() => resolve()))
  })

  it("an airdrop moves SOL from the faucet and lands in a block of its own, final at once", async () => {
    const to = (await freshSigner()).address
    const slotBefore = await rpc.getSlot().send()
    const signature = await rpc.requestAirdrop(to, lamports(sol(2n))).send()
    expect((await rpc.getBalance(to).send()).value).toBe(sol(2n))
    const [status] = (await rpc.getSignatureStatuses([signature]).send()).value
    expect(status).toMatchObject({
      slot: slotBefore + 1n,
      err: null,
      confirmationStatus: "finalized",
    })
    expect(await rpc.getSlot().send()).toBe(slotBefore + 1n)
    const transaction = await rpc
      .getTransaction(signature, { maxSupportedTransactionVersion: 0, encoding: "json" })
      .send()
    expect(transaction?.transaction.message.accountKeys.slice(0, 2)).toEqual([
      devnet.faucet.address,
      to,
    ])
    expect(transaction?.meta?.postBalances[1]).toBe(sol(2n))
  })

  it("a SOL transfer signed with @solana/kit moves both balances, less the fee, and is in both histories", async () => {
    const payer = await signerOf(devnet.accounts[1]!)
    const to = (await freshSigner()).address
    const before = (await rpc.getBalance(payer.address).send()).value
    const { wire, signature } = await signedTransfer(rpc, payer, to, sol(3n))
    expect(await rpc.sendTransaction(wire, { encoding: "base64" }).send()).toBe(signature)
    const [status] = (await rpc.getSignatureStatuses([signature]).send()).value
    expect(status).toMatchObject({
      err: null,
      confirmationStatus: "finalized",
      confirmations: null,
    })
    expect((await rpc.getBalance(to).send()).value).toBe(sol(3n))
    expect((await rpc.getBalance(payer.address).send()).value).toBe(before - sol(3n) - 5000n)
    const landed = await rpc
      .getTransaction(signature, { maxSupportedTransactionVersion: 0, encoding: "json" })
      .send()
    expect(landed?.meta).toMatchObject({
      err: null,
      fee: 5000n,
      preBalances: [before, 0n, 1n],
      postBalances: [before - sol(3n) - 5000n, sol(3n), 1n],
    })
    expect(landed?.version).toBe(0)
    expect(landed?.slot).toBe(status?.slot)
    for (const owner of [payer.address, to]) {
      const [newest] = await rpc.getSignaturesForAddress(owner, { limit: 1 }).send()
      expect(newest).toMatchObject({ signature, err: null, confirmationStatus: "finalized" })
      expect(newest?.blockTime).toBe(landed?.blockTime)
    }
  })

  it("an SPL transfer that creates the receiver's token account moves both token balances", async () => {
    const sender = await signerOf(devnet.accounts[0]!)
    const receiver = (await freshSigner()).address
    const { mint } = devnet.token
    const [source] = await findAssociatedTokenPda({
      mint,
      owner: sender.address,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    const [destination] = await findAssociatedTokenPda({
      mint,
      owner: receiver,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    const before = (await rpc.getTokenAccountBalance(source).send()).value.amount
    expect((await rpc.getAccountInfo(destination).send()).value).toBeNull()
    const { wire, signature } = await signedTransaction(rpc, sender, [
      await getCreateAssociatedTokenIdempotentInstructionAsync({
        payer: sender,
        owner: receiver,
        mint,
      }),
      getTransferCheckedInstruction({
        source,
        mint,
        destination,
        authority: sender,
        amount: 25_500_000n,
        decimals: 6,
      }),
    ])
    await rpc.sendTransaction(wire, { encoding: "base64" }).send()
    expect((await rpc.getTokenAccountBalance(destination).send()).value.uiAmountString).toBe("25.5")
    expect((await rpc.getTokenAccountBalance(source).send()).value.amount).toBe(
      (BigInt(before) - 25_500_000n).toString(),
    )
    const { value } = await rpc
      .getTokenAccountsByOwner(
        receiver,
        { programId: TOKEN_PROGRAM_ADDRESS },
        { encoding: "jsonParsed" },
      )
      .send()
    expect(value.map((entry) => entry.pubkey)).toEqual([destination])
    const landed = await rpc
      .getTransaction(signature, { maxSupportedTransactionVersion: 0, encoding: "json" })
      .send()
    const tokenBalances = (
      balances:
        | ReadonlyArray<{
            readonly owner?: string
            readonly uiTokenAmount: { readonly amount: string }
          }>
        | undefined,
    ) =>
      Object.fromEntries((balances ?? []).map((entry) => [entry.owner, entry.uiTokenAmount.amount]))
    expect(tokenBalances(landed?.meta?.preTokenBalances)).toEqual({ [sender.address]: before })
    expect(tokenBalances(landed?.meta?.postTokenBalances)).toEqual({
      [sender.address]: (BigInt(before) - 25_500_000n).toString(),
      [receiver]: "25500000",
    })
    expect(landed?.meta?.innerInstructions?.length).toBeGreaterThan(0)
    expect(landed?.meta?.logMessages).toContain(
      "Program TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA success",
    )
  })

  it("lists an address's signatures newest first, a page at a time (limit, before, until)", async () => {
    const owner = (await freshSigner()).address
    const signatures = []
    for (const amount of [1n, 2n, 3n, 4n]) {
      signatures.push(await rpc.requestAirdrop(owner, lamports(sol(amount))).send())
    }
    const newestFirst = [...signatures].reverse()
    const page = async (config: Parameters<DevnetRpc["getSignaturesForAddress"]>[1]) =>
      (await rpc.getSignaturesForAddress(owner, config).send()).map((entry) => entry.signature)
    expect(await page({})).toEqual(newestFirst)
    expect(await page({ limit: 2 })).toEqual(newestFirst.slice(0, 2))
    expect(await page({ before: newestFirst[1]!, limit: 2 })).toEqual(newestFirst.slice(2, 4))
    expect(await page({ until: newestFirst[2]! })).toEqual(newestFirst.slice(0, 2))
    expect(
      await rpc
        .getSignaturesForAddress(address("Stake11111111111111111111111111111111111111"))
        .send(),
    ).toEqual([])
  })
})
