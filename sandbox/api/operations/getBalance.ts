import { type Address, erc20Abi, formatUnits } from "viem"
import type { TokenBalance } from "../../../core/api/generated/schemas"
import { readPoolPricesUsd } from "../../exchange/poolPrices"
import { type AssetInfo, nativeAssetInfo, tokenAssetInfo } from "../assetInfo"
import { bitcoinBalances } from "../bitcoin/bitcoinBalances"
import { DevnetNotAnsweringError } from "../DevnetNotAnsweringError"
import type { OperationHandler } from "../OperationHandler"
import { readDevnet } from "../readDevnet"
import { resolveDevnets } from "../resolveDevnets"
import type { ServedDevnet } from "../SandboxDevnet"
import { solanaBalances } from "../solana/solanaBalances"

const toBalance = (devnet: ServedDevnet, asset: AssetInfo, amount: bigint): TokenBalance => {
  const numeric = formatUnits(amount, asset.decimals)
  const price = asset.priceUsd ?? 0
  return {
    name: asset.name,
    symbol: asset.symbol,
    chainId: devnet.caipNetworkId,
    ...(asset.address === undefined ? {} : { address: `${devnet.caipNetworkId}:${asset.address}` }),
    value: Number(numeric) * price,
    price,
    quantity: { decimals: String(asset.decimals), numeric },
    iconUrl: asset.iconUrl,
  }
}

/**
 * The native balance (always listed) and every non-zero balance of a seeded token not flagged
 * spam on a devnet. The provider's balance service leaves spam tokens out, so the sandbox does
 * too; they still show, flagged, in the history's transfers.
 */
const balancesOn = async (
  devnet: ServedDevnet,
  address: Address,
): Promise<ReadonlyArray<TokenBalance>> => {
  const listed = devnet.tokens.filter((token) => !token.spam)
  const [prices, native, ...tokens] = await Promise.all([
    readPoolPricesUsd(devnet),
    devnet.client.getBalance({ address }),
    ...listed.map((token) =>
      devnet.client.readContract({
        address: token.address,
        abi: erc20Abi,
        functionName: "balanceOf",
        args: [address],
      }),
    ),
  ])
  return [
    toBalance(devnet, nativeAssetInfo(prices), native),
    ...listed.flatMap((token, i) => {
      const amount = tokens[i] ?? 0n
      return amount === 0n ? [] : [toBalance(devnet, tokenAssetInfo(token, prices), amount)]
    }),
  ]
}

/**
 * Native and token balances read from the devnet, priced from its exchange's pools now
 * (`readPoolPricesUsd`); on a Solana devnet SOL and its known SPL tokens (`solanaBalances`),
 * priced from the sandbox's table; on the Bitcoin chain BTC (`bitcoinBalances`, from its
 * Esplora API), at its fixed price.
 * The address may be plain (0x, base58 or a Bitcoin address) or CAIP-10; `chainId` (CAIP-2) picks the devnet,
 * and without one every devnet of the address's family is listed. Token balances of zero and
 * spam tokens are left out. A devnet that does not answer is a 502 naming it, except in a
 * list over every devnet, which leaves it out and shows the others (a 502 only when none
 * answers).
 */
export const getBalance: OperationHandler<"getBalance"> = async (request, context) => {
  const resolved = resolveDevnets(
    context,
    request.params.address ?? "",
    request.query.get("chainId"),
  )
  if (resolved._tag === "Failed") return resolved
  const settled =
    resolved._tag === "Evm"
      ? await Promise.allSettled(
          resolved.devnets.map((devnet) =>
            readDevnet(devnet, () => balancesOn(devnet, resolved.address)),
          ),
        )
      : resolved._tag === "Solana"
        ? await Promise.allSettled(
            resolved.devnets.map((devnet) => solanaBalances(devnet, resolved.address)),
          )
        : await Promise.allSettled(
            resolved.devnets.map((chain) => bitcoinBalances(chain, resolved.address)),
          )
  const answered = settled.flatMap((result) =>
    result.status === "fulfilled" ? [result.value] : [],
  )
  const silent: DevnetNotAnsweringError[] = []
  for (const result of settled) {
    if (result.status === "fulfilled") continue
    if (!(result.reason instanceof DevnetNotAnsweringError)) throw result.reason
    silent.push(result.reason)
  }
  // A dead devnet's balances are unknown, not zero: it is left out rather than shown empty.
  if (answered.length === 0 && silent.length > 0) {
    return {
      _tag: "Failed",
      status: 502,
      reasons: silent.map((error) => ({ field: "devnet", description: error.message })),
    }
  }
  return { _tag: "Ok", body: { balances: answered.flat() } }
}
