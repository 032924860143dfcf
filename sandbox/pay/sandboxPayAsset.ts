import { address } from "@solana/kit"
import { findAssociatedTokenPda } from "@solana-program/token"
import type { SandboxContext } from "../api/OperationHandler"
import { readDevnet } from "../api/readDevnet"
import { readSolanaDevnet } from "../api/solana/SandboxSolanaDevnet"
import type { PayAsset } from "./parsePayAsset"
import { nativeDecimals, solDecimals } from "./payAmount"
import { payerAccountIndex } from "./sandboxPayExchanges"
import type { PayPage } from "./startPayPage"

/** An asset the sandbox exchange sends, on a network the sandbox serves: how it is written. */
export interface SendableAsset {
  readonly symbol: string
  /** The decimals of its amounts (ETH 18, SOL 9, an SPL token its mint's). */
  readonly decimals: number
}

/**
 * What the sandbox exchange sends: a served EVM devnet's ETH, a served Solana devnet's SOL and
 * the SPL tokens the sandbox knows there (its FUSD); undefined for anything else (ERC-20
 * tokens, unknown mints, networks the sandbox does not serve).
 * @example
 * sendableAsset(parsePayAsset("solana:4bqj…/slip44:501"), context) // { symbol: "SOL", decimals: 9 }
 */
export const sendableAsset = (
  asset: PayAsset,
  context: SandboxContext,
): SendableAsset | undefined => {
  switch (asset.kind) {
    case "native":
      return context.devnet(asset.caipNetworkId) === undefined
        ? undefined
        : { symbol: "ETH", decimals: nativeDecimals }
    case "erc20":
      return undefined
    case "sol":
      return context.solanaDevnet(asset.caipNetworkId) === undefined
        ? undefined
        : { symbol: "SOL", decimals: solDecimals }
    case "spl": {
      const token = context
        .solanaDevnet(asset.caipNetworkId)
        ?.tokens.find((known) => known.mint === asset.mint)
      return token === undefined ? undefined : { symbol: token.symbol, decimals: token.decimals }
    }
  }
}

/**
 * How much of `asset` the sandbox exchange holds, in base units, read from the chain (its
 * account {@link payerAccountIndex}); undefined when it has no account there (on Solana, no
 * pay `page` or the page does not pay on that devnet). A devnet that does not answer throws
 * the error the API answers 502.
 */
export const exchangeBalance = async (
  asset: PayAsset,
  context: SandboxContext,
  page: PayPage | undefined,
): Promise<bigint | undefined> => {
  if (asset.kind === "native") {
    const devnet = context.devnet(asset.caipNetworkId)
    const payer = devnet?.accounts[payerAccountIndex]
    if (devnet === undefined || payer === undefined) return undefined
    return readDevnet(devnet, () => devnet.client.getBalance({ address: payer.address }))
  }
  if (asset.kind === "erc20") return undefined
  const served = context.solanaDevnet(asset.caipNetworkId)
  const paying = page?.solanaPayer(asset.caipNetworkId)
  if (served === undefined || paying === undefined) return undefined
  const owner = address(paying.payer.address)
  if (asset.kind === "sol") {
    const { value } = await readSolanaDevnet(served, (abortSignal) =>
      served.rpc.getBalance(owner).send({ abortSignal }),
    )
    return value
  }
  const { token } = paying.devnet
  if (token.mint !== asset.mint) return undefined
  const [tokenAccount] = await findAssociatedTokenPda({
    owner,
    mint: token.mint,
    tokenProgram: token.programId,
  })
  const { value } = await readSolanaDevnet(served, (abortSignal) =>
    served.rpc.getTokenAccountBalance(tokenAccount).send({ abortSignal }),
  )
  return BigInt(value.amount)
}
