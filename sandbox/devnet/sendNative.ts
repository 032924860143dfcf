import type { Address, TransactionReceipt } from "viem"
import { type DevnetEndpoint, devnetPublicClient, devnetWalletClient } from "./devnetClients"

/**
 * Sends `valueWei` of ether from the devnet account at `fromIndex` to `to` and resolves
 * with the mined receipt. Sends from one account must not overlap (nonces come from the
 * node).
 */
export const sendNative = async (
  devnet: DevnetEndpoint,
  fromIndex: number,
  to: Address,
  valueWei: bigint,
): Promise<TransactionReceipt> => {
  const wallet = devnetWalletClient(devnet, fromIndex)
  const hash = await wallet.sendTransaction({ to, value: valueWei })
  return devnetPublicClient(devnet).waitForTransactionReceipt({ hash })
}
