import { readGasPrices } from "../../exchange/readGasPrices"
import { exchangeDevnet, isFailed } from "../../exchange/swapAssets"
import type { OperationHandler } from "../OperationHandler"

/**
 * The gas prices of the devnet of CAIP-2 `chainId`, in wei, from its node's `eth_gasPrice`
 * (the tiers are `readGasPrices`'). A chain the sandbox does not swap on is a 400.
 */
export const getConvertGasPrice: OperationHandler<"getConvertGasPrice"> = async (
  request,
  context,
) => {
  const devnet = exchangeDevnet(context, request.query.get("chainId") ?? "", "chainId")
  if (isFailed(devnet)) return devnet
  const prices = await readGasPrices(devnet)
  return {
    _tag: "Ok",
    body: {
      standard: String(prices.standard),
      fast: String(prices.fast),
      instant: String(prices.instant),
    },
  }
}
