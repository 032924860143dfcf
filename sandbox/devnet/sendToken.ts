import type { Address, TransactionReceipt } from "viem"
import { type DevnetEndpoint, devnetPublicClient, devnetWalletClient } from "./devnetClients"
import { testTokenAbi } from "./testTokenAbi"

/**
 * Transfers `amount` base units of the ERC-20 `token` from the devnet account at
 * `fromIndex` to `to` and resolves with the mined receipt. The call is simulated first, so
 * a transfer that would revert rejects with the decoded reason instead of being mined.
 */
export const sendToken = async (
  devnet: DevnetEndpoint,
  token: Address,
  fromIndex: number,
  to: Address,
  amount: bigint,
): Promise<TransactionReceipt> => {
  const wallet = devnetWalletClient(devnet, fromIndex)
  const client = devnetPublicClient(devnet)
  const { request } = await client.simulateContract({
    account: wallet.account,
    address: token,
    abi: testTokenAbi,
    functionName: "transfer",
    args: [to, amount],
  })
  const hash = await wallet.writeContract(request)
  return client.waitForTransactionReceipt({ hash })
}
