// The devnet's genesis: funded accounts from the sandbox's test mnemonic, a faucet for
// airdrops, and the sandbox's test token as an SPL token with balances for the first accounts.
// Accounts are written into the SVM before any block, as a cluster's genesis holds them: no
// transactions, so the history starts empty.
import { sha256 } from "@noble/hashes/sha2"
import { utf8ToBytes } from "@noble/hashes/utils"
import { type Address, lamports as toLamports } from "@solana/kit"
import {
  AccountState,
  findAssociatedTokenPda,
  getMintEncoder,
  getMintSize,
  getTokenEncoder,
  getTokenSize,
  TOKEN_PROGRAM_ADDRESS,
} from "@solana-program/token"
import {
  deriveSolanaAccounts,
  type SolanaDevnetAccount,
  solanaAccountOf,
} from "./deriveSolanaAccounts"
import type { SolanaLedger } from "./SolanaLedger"

/** Lamports in one SOL. */
export const lamportsPerSol = 1_000_000_000n

const systemProgram = "11111111111111111111111111111111" as Address

/**
 * The sandbox's test token on Solana: the EVM devnets' first test token (FUSD, 6 decimals,
 * 10000 for each of the first three accounts; `devnetTokenSpecs`), so a wallet sees the same
 * token on both chains.
 */
export const solanaTestToken = {
  name: "Foyer USD",
  symbol: "FUSD",
  decimals: 6,
  amountEach: 10_000n,
  holders: 3,
} as const

/** An SPL token of the devnet. */
export interface SolanaDevnetToken {
  /** The mint's address. */
  readonly mint: Address
  readonly name: string
  readonly symbol: string
  readonly decimals: number
  /** The token program that owns the mint (SPL Token). */
  readonly programId: Address
  /** Who may mint more: the devnet's first account. */
  readonly mintAuthority: Address
  /** The associated token account of each holder, in account order. */
  readonly holders: ReadonlyArray<{ readonly owner: Address; readonly tokenAccount: Address }>
}

/** What the devnet was seeded with. */
export interface SolanaDevnetSeed {
  readonly accounts: ReadonlyArray<SolanaDevnetAccount>
  readonly token: SolanaDevnetToken
  /** The account that pays airdrops (requestAirdrop). */
  readonly faucet: SolanaDevnetAccount
}

/** How to seed the devnet. */
export interface SeedSolanaDevnetOptions {
  readonly mnemonic: string
  readonly accounts: number
  /** The SOL balance of each account. */
  readonly balanceSol: bigint
}

/** A fixed key of the devnet's own (faucet, mint): the same address on every start. */
const fixedAccount = (purpose: string): SolanaDevnetAccount =>
  solanaAccountOf(sha256(utf8ToBytes(`Foyer Solana Devnet ${purpose}`)))

/** The faucet's balance: a billion SOL, far more than any sandbox session airdrops. */
const faucetLamports = 1_000_000_000n * lamportsPerSol

/** Writes the genesis accounts into the ledger's SVM. */
export const seedSolanaDevnet = async (
  ledger: SolanaLedger,
  options: SeedSolanaDevnetOptions,
): Promise<SolanaDevnetSeed> => {
  const { svm } = ledger
  const put = (address: Address, lamports: bigint, programAddress: Address, data: Uint8Array) =>
    svm.setAccount({
      address,
      lamports: toLamports(lamports),
      programAddress,
      data,
      executable: false,
      space: BigInt(data.length),
    })
  const rent = (bytes: number) => svm.minimumBalanceForRentExemption(BigInt(bytes))

  const accounts = deriveSolanaAccounts(options.mnemonic, options.accounts)
  for (const account of accounts) {
    put(account.address, options.balanceSol * lamportsPerSol, systemProgram, new Uint8Array())
  }
  const faucet = fixedAccount("faucet")
  put(faucet.address, faucetLamports, systemProgram, new Uint8Array())

  const { name, symbol, decimals, amountEach, holders: holderCount } = solanaTestToken
  const mint = fixedAccount(`${symbol} mint`).address
  const mintAuthority = accounts[0]?.address ?? faucet.address
  const amount = amountEach * 10n ** BigInt(decimals)
  const owners = accounts.slice(0, holderCount).map((account) => account.address)
  const mintData = getMintEncoder().encode({
    mintAuthority,
    supply: amount * BigInt(owners.length),
    decimals,
    isInitialized: true,
    freezeAuthority: null,
  })
  put(mint, rent(getMintSize()), TOKEN_PROGRAM_ADDRESS, new Uint8Array(mintData))

  const holders = []
  for (const owner of owners) {
    const [tokenAccount] = await findAssociatedTokenPda({
      mint,
      owner,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    const data = getTokenEncoder().encode({
      mint,
      owner,
      amount,
      delegate: null,
      state: AccountState.Initialized,
      isNative: null,
      delegatedAmount: 0,
      closeAuthority: null,
    })
    put(tokenAccount, rent(getTokenSize()), TOKEN_PROGRAM_ADDRESS, new Uint8Array(data))
    holders.push({ owner, tokenAccount })
  }

  return {
    accounts,
    faucet,
    token: {
      mint,
      name,
      symbol,
      decimals,
      programId: TOKEN_PROGRAM_ADDRESS,
      mintAuthority,
      holders,
    },
  }
}
