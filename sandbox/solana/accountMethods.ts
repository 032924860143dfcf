// The JSON-RPC methods that read accounts: balances, account data, token accounts, rent.
import type { Address } from "@solana/kit"
import { encodeAccount, readAccountView } from "./encodeAccount"
import { invalidParam, invalidParams } from "./SolanaRpcError"
import { type SolanaRpcMethod, withContext } from "./SolanaRpcMethod"
import { checkReadConfig, describe, readAddress, readConfig, readU64 } from "./solanaRpcParams"
import { readMint, readTokenAccount, tokenProgramAddresses, uiTokenAmount } from "./tokenAccounts"

/** The most addresses one getMultipleAccounts call may ask for, as on Solana. */
export const maxMultipleAccounts = 100

const getBalance: SolanaRpcMethod = ([address, config], { ledger }) => {
  const owner = readAddress(address, "the account address")
  const options = readConfig(config)
  checkReadConfig(options, ledger.head().slot)
  return withContext(ledger, ledger.account(owner)?.lamports ?? 0n)
}

const getAccountInfo: SolanaRpcMethod = ([address, config], { ledger }) => {
  const at = readAddress(address, "the account address")
  const options = readConfig(config)
  checkReadConfig(options, ledger.head().slot)
  const view = readAccountView(options, "binary")
  const account = ledger.account(at)
  return withContext(
    ledger,
    account === undefined ? null : encodeAccount(account, view, ledger.decimalsOf),
  )
}

const getMultipleAccounts: SolanaRpcMethod = ([addresses, config], { ledger }) => {
  if (!Array.isArray(addresses)) {
    throw invalidParams(
      `the first parameter must be an array of addresses; got ${describe(addresses)}`,
    )
  }
  if (addresses.length > maxMultipleAccounts) {
    throw invalidParams(`Too many inputs provided; max ${maxMultipleAccounts}`)
  }
  const options = readConfig(config)
  checkReadConfig(options, ledger.head().slot)
  const view = readAccountView(options, "base64")
  const accounts = addresses.map((address, index) => {
    const account = ledger.account(readAddress(address, `address ${index}`))
    return account === undefined ? null : encodeAccount(account, view, ledger.decimalsOf)
  })
  return withContext(ledger, accounts)
}

/** The token program and mint a getTokenAccountsByOwner filter selects. */
const readTokenFilter = (
  filter: unknown,
  devnet: Parameters<SolanaRpcMethod>[1],
): { readonly programId: Address; readonly mint?: Address } => {
  const fields = readConfig(filter)
  const hasMint = fields.mint !== undefined
  if (hasMint === (fields.programId !== undefined)) {
    throw invalidParams(
      'the filter must be either { "mint": <address> } or { "programId": <address> }',
    )
  }
  if (hasMint) {
    const mint = readAddress(fields.mint, "the filter's mint")
    const account = devnet.ledger.account(mint)
    if (account === undefined || readMint(account) === undefined) {
      throw invalidParam("could not find mint")
    }
    return { programId: account.programAddress, mint }
  }
  const programId = readAddress(fields.programId, "the filter's programId")
  if (!tokenProgramAddresses.includes(programId)) {
    throw invalidParam("unrecognized Token program id")
  }
  return { programId }
}

const getTokenAccountsByOwner: SolanaRpcMethod = ([owner, filter, config], devnet) => {
  const { ledger } = devnet
  const holder = readAddress(owner, "the owner address")
  const { programId, mint } = readTokenFilter(filter, devnet)
  const options = readConfig(config)
  checkReadConfig(options, ledger.head().slot)
  const view = readAccountView(options, "binary")
  const accounts = ledger.accountsOf(programId).flatMap(({ address, account }) => {
    const token = readTokenAccount(account)
    if (token === undefined || token.owner !== holder) return []
    if (mint !== undefined && token.mint !== mint) return []
    return [{ pubkey: address, account: encodeAccount(account, view, ledger.decimalsOf) }]
  })
  return withContext(ledger, accounts)
}

const getTokenAccountBalance: SolanaRpcMethod = ([address, config], { ledger }) => {
  const at = readAddress(address, "the token account address")
  checkReadConfig(readConfig(config), ledger.head().slot)
  const account = ledger.account(at)
  const token = account === undefined ? undefined : readTokenAccount(account)
  const decimals = token === undefined ? undefined : ledger.decimalsOf(token.mint)
  if (token === undefined || decimals === undefined) {
    throw invalidParam("not a Token account")
  }
  return withContext(ledger, uiTokenAmount(token.amount, decimals))
}

const getTokenSupply: SolanaRpcMethod = ([address, config], { ledger }) => {
  const at = readAddress(address, "the mint address")
  checkReadConfig(readConfig(config), ledger.head().slot)
  const account = ledger.account(at)
  const mint = account === undefined ? undefined : readMint(account)
  if (mint === undefined) throw invalidParam("not a Token mint")
  return withContext(ledger, uiTokenAmount(mint.supply, mint.decimals))
}

const getMinimumBalanceForRentExemption: SolanaRpcMethod = ([length, config], { ledger }) => {
  const bytes = readU64(length ?? 0, "the data length")
  checkReadConfig(readConfig(config), ledger.head().slot)
  return ledger.svm.minimumBalanceForRentExemption(bytes)
}

/** The account-reading methods, by name. */
export const accountMethods: Readonly<Record<string, SolanaRpcMethod>> = {
  getBalance,
  getAccountInfo,
  getMultipleAccounts,
  getTokenAccountsByOwner,
  getTokenAccountBalance,
  getTokenSupply,
  getMinimumBalanceForRentExemption,
}
