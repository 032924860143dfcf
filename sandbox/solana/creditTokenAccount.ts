import { type Address, lamports } from "@solana/kit"
import {
  AccountState,
  findAssociatedTokenPda,
  getMintEncoder,
  getTokenEncoder,
  getTokenSize,
} from "@solana-program/token"
import type { SolanaLedger } from "./SolanaLedger"
import type { SolanaDevnetToken } from "./seedSolanaDevnet"
import { readMint, readTokenAccount } from "./tokenAccounts"

/**
 * Gives `owner` `amount` more base units of the devnet's `token` as the genesis gives its
 * holders theirs: written into the SVM, no transaction (so no account's history changes). The
 * owner's associated token account is made when it has none, and the mint's supply grows by as
 * much, so the chain adds up. For a float of the sandbox's own parties (the sandbox exchange's
 * FUSD); answers the token account.
 * @example
 * await creditTokenAccount(devnet.ledger, devnet.token, exchange.address, 1_000_000n * 10n ** 6n)
 */
export const creditTokenAccount = async (
  ledger: SolanaLedger,
  token: SolanaDevnetToken,
  owner: Address,
  amount: bigint,
): Promise<Address> => {
  const mintAccount = ledger.account(token.mint)
  const mint = mintAccount === undefined ? undefined : readMint(mintAccount)
  if (mintAccount === undefined || mint === undefined) {
    throw new Error(`The devnet has no mint at ${token.mint}`)
  }
  const [tokenAccount] = await findAssociatedTokenPda({
    mint: token.mint,
    owner,
    tokenProgram: token.programId,
  })
  const held = ledger.account(tokenAccount)
  const before = held === undefined ? undefined : readTokenAccount(held)
  const data = getTokenEncoder().encode({
    mint: token.mint,
    owner,
    amount: (before?.amount ?? 0n) + amount,
    delegate: null,
    state: AccountState.Initialized,
    isNative: null,
    delegatedAmount: 0,
    closeAuthority: null,
  })
  const { svm } = ledger
  svm.setAccount({
    address: tokenAccount,
    lamports: lamports(
      held?.lamports ?? svm.minimumBalanceForRentExemption(BigInt(getTokenSize())),
    ),
    programAddress: token.programId,
    data: new Uint8Array(data),
    executable: false,
    space: BigInt(data.length),
  })
  const mintData = getMintEncoder().encode({ ...mint, supply: mint.supply + amount })
  svm.setAccount({
    address: token.mint,
    lamports: lamports(mintAccount.lamports),
    programAddress: mintAccount.programAddress,
    data: new Uint8Array(mintData),
    executable: false,
    space: BigInt(mintData.length),
  })
  return tokenAccount
}
