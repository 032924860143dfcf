import { encodeFunctionData, erc20Abi, maxUint256 } from "viem"
import { readGasPrices } from "../../exchange/readGasPrices"
import {
  isFailed,
  parseSwapAmount,
  parseSwapUser,
  resolveSwapPair,
} from "../../exchange/swapAssets"
import { failed, type OperationHandler } from "../OperationHandler"

/**
 * The approve a swap from the ERC-20 `from` needs: `approve(router, amount)` calldata to send
 * to the token (`tx.to`; `tx.from` echoes the source token, as the real service does),
 * for `amount` smallest units or, without one, unlimited (the largest uint256); priced at the
 * node's standard gas price. The native currency needs no approve: a 400.
 */
export const buildConvertApprove: OperationHandler<"buildConvertApprove"> = async (
  request,
  context,
) => {
  const pair = resolveSwapPair(
    context,
    request.query.get("from") ?? "",
    request.query.get("to") ?? "",
  )
  if (isFailed(pair)) return pair
  const user = parseSwapUser(request.query.get("userAddress") ?? "")
  if (isFailed(user)) return user
  const given = request.query.get("amount")
  const amount = given === null ? maxUint256 : parseSwapAmount(given)
  if (isFailed(amount)) return amount
  if (pair.from.native) {
    return failed(400, "from", `The native currency needs no approve: ${pair.from.caipAddress}`)
  }
  const { devnet } = pair.from
  const { standard } = await readGasPrices(devnet)
  return {
    _tag: "Ok",
    body: {
      tx: {
        from: request.query.get("from") ?? pair.from.caipAddress,
        to: pair.from.poolToken,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: "approve",
          args: [devnet.exchange.router, amount],
        }),
        value: "0",
        eip155: { gasPrice: String(standard) },
      },
    },
  }
}
