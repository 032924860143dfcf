import {
  type Address,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  devnet as devnetCluster,
  lamports,
} from "@solana/kit"
import { getTransferSolInstruction } from "@solana-program/system"
import type { SolanaDevnetAccount } from "../solana/deriveSolanaAccounts"
import { sendSignedTransaction } from "../solana/signedTransaction"
import { OnrampTreasuryMissingError, onrampTreasuryIndex } from "./onrampTreasury"

/** A Solana devnet the onramp page delivers on: where it answers and its funded accounts. */
export interface OnrampSolanaDevnet {
  readonly name: string
  /** `solana:<genesis hash prefix>`. */
  readonly caipNetworkId: string
  readonly rpcUrl: string
  readonly accounts: ReadonlyArray<SolanaDevnetAccount>
}

/** A delivery that landed: its signature, payer and block time. */
export interface SolanaDelivery {
  readonly signature: string
  readonly from: string
  /** ISO 8601 time of the block that holds it. */
  readonly minedAt: string
}

/** Delivers purchases of SOL on one Solana devnet, one at a time. */
export interface SolanaOnrampTreasury {
  readonly address: string
  /** Sends `units` lamports to `to` and resolves once the transfer has landed. */
  readonly deliver: (to: Address, units: bigint) => Promise<SolanaDelivery>
}

/** How many lamports the treasury keeps on top of a delivery, for its fee. */
const feeReserveLamports = 1_000_000_000n

/** What a treasury short of SOL is brought to on top of a delivery: a million SOL. */
const restockLamports = 1_000_000n * 1_000_000_000n

/**
 * The treasury of a Solana devnet: its second to last account, as on the EVM devnets (the
 * first three hold the test token that tests count on). When short of SOL it is restocked by
 * the devnet's faucet (requestAirdrop: the provider's own inventory), then every delivery is a
 * real transfer signed by it. Throws {@link OnrampTreasuryMissingError} when the devnet has too
 * few accounts.
 */
export const makeSolanaOnrampTreasury = (devnet: OnrampSolanaDevnet): SolanaOnrampTreasury => {
  const index = onrampTreasuryIndex(devnet.accounts.length)
  const account = index === undefined ? undefined : devnet.accounts[index]
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

  const transfer = async (to: Address, units: bigint): Promise<SolanaDelivery> => {
    await restock(units)
    const signer = await createKeyPairSignerFromBytes(account.secretKey)
    const sent = await sendSignedTransaction(rpc, signer, [
      getTransferSolInstruction({ source: signer, destination: to, amount: units }),
    ])
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
    deliver: (to, units) => {
      const delivery = queue.then(() => transfer(to, units))
      // The next delivery waits for this one, whether it succeeded or not.
      queue = delivery.catch(() => undefined)
      return delivery
    },
  }
}
