// Test fixtures for the Solana devnet: signed transactions built with @solana/kit, as a
// wallet or the kit builds them, and raw JSON-RPC calls for the answers' exact shapes.
import {
  type Address,
  type Blockhash,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  devnet,
  generateKeyPairSigner,
  type KeyPairSigner,
  lamports,
} from "@solana/kit"
import { getTransferSolInstruction } from "@solana-program/system"
import type { SolanaDevnetAccount } from "./deriveSolanaAccounts"

/** The client the kit will use, on `rpcUrl`, typed for a test cluster (with requestAirdrop). */
export const devnetRpc = (rpcUrl: string) => createSolanaRpc(devnet(rpcUrl))

/** A @solana/kit RPC client of a devnet. */
export type DevnetRpc = ReturnType<typeof devnetRpc>

/** The kit's subscriptions client on `wsUrl`, typed for a test cluster. */
export const devnetSubscriptions = (wsUrl: string) => createSolanaRpcSubscriptions(devnet(wsUrl))

/** A kit signer of a seeded account. */
export const signerOf = (account: SolanaDevnetAccount): Promise<KeyPairSigner> =>
  createKeyPairSignerFromBytes(account.secretKey)

import { type SignedTransaction, signedTransaction } from "./signedTransaction"

export { type SignedTransaction, signedTransaction }

/** A SOL transfer of `amount` lamports from `payer` to `to`, signed. */
export const signedTransfer = (
  rpc: DevnetRpc,
  payer: KeyPairSigner,
  to: Address,
  amount: bigint,
  lifetime?: { readonly blockhash: Blockhash; readonly lastValidBlockHeight: bigint },
): Promise<SignedTransaction> =>
  signedTransaction(
    rpc,
    payer,
    [getTransferSolInstruction({ source: payer, destination: to, amount: lamports(amount) })],
    lifetime,
  )

/** A new key that no other test knows, so its history is its test's alone. */
export const freshSigner = (): Promise<KeyPairSigner> => generateKeyPairSigner()

/** One raw JSON-RPC exchange: the HTTP status and the parsed body (numbers as JavaScript's). */
export const rawCall = async (
  rpcUrl: string,
  body: unknown,
): Promise<{ readonly status: number; readonly json: unknown }> => {
  const response = await fetch(rpcUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, json: text === "" ? undefined : JSON.parse(text) }
}

/** A raw call of `method` with `params`, answered with id 1. */
export const rawRequest = (rpcUrl: string, method: string, params: ReadonlyArray<unknown> = []) =>
  rawCall(rpcUrl, { jsonrpc: "2.0", id: 1, method, params })
