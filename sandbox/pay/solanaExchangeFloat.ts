import { creditTokenAccount } from "../solana/creditTokenAccount"
import type { PaySolanaDevnet } from "./payOnSolana"
import { payerAccountIndex } from "./sandboxPayExchanges"

/** How much of a Solana devnet's SPL token (FUSD) the sandbox exchange holds, in whole units. */
export const solanaExchangeFloat = 1_000_000n

/**
 * Gives the sandbox exchange's account on a Solana devnet (account {@link payerAccountIndex})
 * its float of the devnet's SPL token, written at genesis's way (no transaction: the visitor
 * accounts' history and balances stay as seeded). SOL it holds as every devnet account does.
 * A devnet with fewer accounts gets nothing: the exchange does not pay there.
 */
export const fundSolanaExchange = async (devnet: PaySolanaDevnet): Promise<void> => {
  const payer = devnet.accounts[payerAccountIndex]
  if (payer === undefined) return
  const { token } = devnet
  await creditTokenAccount(
    devnet.ledger,
    token,
    payer.address,
    solanaExchangeFloat * 10n ** BigInt(token.decimals),
  )
}
