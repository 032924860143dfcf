import {
  type Address,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  devnet as devnetCluster,
  lamports,
} from "@solana/kit"
import { getTransferSolInstruction } from "@solana-program/system"
import { creditTokenAccount } from "../solana/creditTokenAccount"
import type { SolanaDevnetAccount } from "../solana/deriveSolanaAccounts"
import type { SolanaLedger } from "../solana/SolanaLedger"
import type { SolanaDevnetToken } from "../solana/seedSolanaDevnet"
import { sendSignedTransaction } from "../solana/signedTransaction"
import { associatedTokenAccountOf, splTransferInstructions } from "../solana/splTransfer"
import { readTokenAccount } from "../solana/tokenAccounts"
import { OnrampTreasuryMissingError, onrampTreasuryIndex } from "./onrampTreasury"

/**
 * A Solana devnet the onramp page delivers on: where it answers, its funded accounts, its SPL
 * token (FUSD) and its chain (where the treasury's float of the token is written), e.g.
 * `startSolanaDevnet()`'s.
 */
export interface OnrampSolanaDevnet {
  readonly name: string
  /** `solana:<genesis hash prefix>`. */
  readonly caipNetworkId: string
  readonly rpcUrl: string
  readonly accounts: ReadonlyArray<SolanaDevnetAccount>
  readonly token: SolanaDevnetToken
  readonly ledger: SolanaLedger
}

/** A delivery that landed: its signature, payer and block time. */
export interface SolanaDelivery {
  readonly signature: string
  readonly from: string
  /** ISO 8601 time of the block that holds it. */
  readonly minedAt: string
}

/** Delivers purchases of SOL and of the devnet's SPL token on one Solana devnet, one at a time. */
export interface SolanaOnrampTreasury {
  readonly address: string
  /**
   * Sends `units` lamports to `to`, or `units` base units of the devnet's token when `token`,
   * and resolves once the transfer has landed.
   */
  readonly deliver: (
    to: Address,
    units: bigint,
    token?: SolanaDevnetToken,
  ) => Promise<SolanaDelivery>
}

/** How many lamports the treasury keeps on top of a delivery, for its fee. */
const feeReserveLamports = 1_000_000_000n

/** What a treasury short of SOL is brought to on top of a delivery: a million SOL. */
const restockLamports = 1_000_000n * 1_000_000_000n

/** The treasury's float of the devnet's SPL token, in whole units (a million FUSD). */
export const solanaOnrampTokenFloat = 1_000_000n

/** The treasury account of a Solana devnet, or undefined when it has too few accounts. */
const treasuryAccountOf = (devnet: OnrampSolanaDevnet): SolanaDevnetAccount | undefined => {
  const index = onrampTreasuryIndex(devnet.accounts.length)
  return index === undefined ? undefined : devnet.accounts[index]
}

/** The treasury's float of the token in base units, on top of `units`. */
const tokenFloatUnits = (token: SolanaDevnetToken, units: bigint) =>
  units + solanaOnrampTokenFloat * 10n ** BigInt(token.decimals)

/**
 * Gives the onramp treasury of a Solana devnet its float of the devnet's SPL token (FUSD), as
 * the sandbox exchange gets its own (fundSolanaExchange): written into the chain, no
 * transaction, so no account's history changes. A devnet with too few accounts for a treasury
 * gets nothing (the onramp does not deliver there).
 */
export const fundSolanaOnrampTreasury = async (devnet: OnrampSolanaDevnet): Promise<void> => {
  const account = treasuryAccountOf(devnet)
  if (account === undefined) return
  await creditTokenAccount(
    devnet.ledger,
    devnet.token,
    account.address,
    tokenFloatUnits(devnet.token, 0n),
  )
}

/**
 * The treasury of a Solana devnet: its second to last account, as on the EVM devnets (the
 * first three hold the test token that tests count on). When short of SOL it is restocked by
 * the devnet's faucet (requestAirdrop: the provider's own inventory); its token float
 * (fundSolanaOnrampTreasury) is written again when short, as it was at start. Then every
 * delivery is a real transaction signed by it: a SOL transfer, or the token's
 * `transferChecked` that first makes the buyer's token account when it has none (the treasury
 * paying its rent). Throws {@link OnrampTreasuryMissingError} when the devnet has too few
 * accounts.
 */
export const makeSolanaOnrampTreasury = (devnet: OnrampSolanaDevnet): SolanaOnrampTreasury => {
  const account = treasuryAccountOf(devnet)
  if (account === undefined) {
    throw new OnrampTreasuryMissingError({ accounts: devnet.accounts.length })
  }
  const rpc = createSolanaRpc(devnetCluster(devnet.rpcUrl))
  const commitment = "confirmed" as const

  const restock = async (units: bigint) => {
    const { value: balance } = await rpc.getBalance(account.address, { commitment }).send()
    if (balance >= units + feeReserveLamports) return
    await rpc.requestAirdrop(account.address, lamports(units + restockLamports)).send()
  }

  /** Writes the token float again when the treasury holds less than `units` of `token`. */
  const restockToken = async (token: SolanaDevnetToken, units: bigint) => {
    const held = devnet.ledger.account(await associatedTokenAccountOf(account.address, token))
    const balance = (held === undefined ? undefined : readTokenAccount(held))?.amount ?? 0n
    if (balance >= units) return
    await creditTokenAccount(devnet.ledger, token, account.address, tokenFloatUnits(token, units))
  }

  const transfer = async (
    to: Address,
    units: bigint,
    token: SolanaDevnetToken | undefined,
  ): Promise<SolanaDelivery> => {
    // The token's delivery pays its fee and the buyer's token account's rent in SOL.
    await restock(token === undefined ? units : 0n)
    if (token !== undefined) await restockToken(token, units)
    const signer = await createKeyPairSignerFromBytes(account.secretKey)
    const instructions =
      token === undefined
        ? [getTransferSolInstruction({ source: signer, destination: to, amount: units })]
        : await splTransferInstructions(signer, to, units, token)
    const sent = await sendSignedTransaction(rpc, signer, instructions)
    if (!sent.landed) throw new Error(sent.failure)
    const seconds = sent.blockTime ?? Date.now() / 1000
    return {
      signature: sent.signature,
      from: account.address,
      minedAt: new Date(seconds * 1000).toISOString(),
    }
  }

  let queue: Promise<unknown> = Promise.resolve()
  return {
    address: account.address,
    deliver: (to, units, token) => {
      const delivery = queue.then(() => transfer(to, units, token))
      // The next delivery waits for this one, whether it succeeded or not.
      queue = delivery.catch(() => undefined)
      return delivery
    },
  }
}
