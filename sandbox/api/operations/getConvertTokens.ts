import type { ConvertToken } from "../../../core/api/generated/schemas"
import { exchangeDevnet, isFailed, swapAssetsOf } from "../../exchange/swapAssets"
import type { OperationHandler } from "../OperationHandler"
import { nativeTokenAddress } from "../priceTable"

/**
 * The assets a devnet's exchange swaps, by CAIP-2 `chainId`: the native currency as
 * 0xeeee…eeee, then every pooled token (FUSD and FOY; never the spam AIRDROP), each as
 * CAIP-10. `address` (CAIP-10) narrows the list to that asset. A chain the sandbox does not
 * serve, or serves without an exchange, is a 400.
 */
export const getConvertTokens: OperationHandler<"getConvertTokens"> = async (request, context) => {
  const devnet = exchangeDevnet(context, request.query.get("chainId") ?? "", "chainId")
  if (isFailed(devnet)) return devnet
  const only = request.query.get("address")?.toLowerCase()
  const tokens = swapAssetsOf(devnet).map(
    (asset): ConvertToken => ({
      name: asset.name,
      symbol: asset.symbol,
      address: `${devnet.caipNetworkId}:${asset.address ?? nativeTokenAddress}`,
      decimals: asset.decimals,
      logoUri: asset.iconUrl === "" ? null : asset.iconUrl,
      // The test tokens have no EIP-2612 permit: a swap from one needs an approve first.
      eip2612: false,
    }),
  )
  return {
    _tag: "Ok",
    body: {
      tokens: only === undefined ? tokens : tokens.filter((t) => t.address.toLowerCase() === only),
    },
  }
}
