import { erc20Abi, maxUint256 } from "viem"
import { isFailed, parseSwapUser, resolveSwapAsset } from "../../exchange/swapAssets"
import type { OperationHandler } from "../OperationHandler"
import { readDevnet } from "../readDevnet"

/**
 * The allowance the devnet's swap router holds on `tokenAddress` (CAIP-10) of `userAddress`,
 * read from the token's `allowance(user, router)` now. The native currency needs no approve:
 * its allowance is the largest uint256.
 */
export const getConvertAllowance: OperationHandler<"getConvertAllowance"> = async (
  request,
  context,
) => {
  const token = resolveSwapAsset(context, request.query.get("tokenAddress") ?? "", "tokenAddress")
  if (isFailed(token)) return token
  const user = parseSwapUser(request.query.get("userAddress") ?? "")
  if (isFailed(user)) return user
  const { devnet } = token
  const allowance = token.native
    ? maxUint256
    : await readDevnet(devnet, () =>
        devnet.client.readContract({
          address: token.poolToken,
          abi: erc20Abi,
          functionName: "allowance",
          args: [user, devnet.exchange.router],
        }),
      )
  return { _tag: "Ok", body: { allowance: String(allowance) } }
}
