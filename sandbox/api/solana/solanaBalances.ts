import { type Address, address } from "@solana/kit"
import { TOKEN_PROGRAM_ADDRESS } from "@solana-program/token"
import { formatUnits } from "viem"
import type { TokenBalance } from "../../../core/api/generated/schemas"
import type { AssetInfo } from "../assetInfo"
import { readSolanaDevnet, type ServedSolanaDevnet } from "./SandboxSolanaDevnet"
import { solAssetInfo, splTokenAssetInfo } from "./solanaAssets"

/** The two token programs whose accounts hold SPL tokens: SPL Token and Token-2022. */
export const tokenPrograms: ReadonlyArray<Address> = [
  TOKEN_PROGRAM_ADDRESS,
  address("TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb"),
]

/** One token account of an owner: where it is, its mint and its amount in base units. */
export interface OwnedTokenAccount {
  readonly address: Address
  readonly mint: string
  readonly amount: bigint
}

/**
 * The token accounts `owner` holds under both token programs (getTokenAccountsByOwner,
 * jsonParsed). An account the node does not parse (a Token-2022 account with extensions)
 * is left out.
 */
export const readOwnedTokenAccounts = (
  devnet: ServedSolanaDevnet,
  owner: Address,
  abortSignal: AbortSignal,
): Promise<ReadonlyArray<OwnedTokenAccount>> =>
  Promise.all(
    tokenPrograms.map((programId) =>
      devnet.rpc
        .getTokenAccountsByOwner(owner, { programId }, { encoding: "jsonParsed" })
        .send({ abortSignal }),
    ),
  ).then((answers) =>
    answers.flatMap(({ value }) =>
      value.flatMap(({ pubkey, account }) => {
        const { data } = account
        // A node answers base64 for an account it has no parser for.
        if (Array.isArray(data) || typeof data !== "object" || !("parsed" in data)) return []
        const { info } = data.parsed
        return [{ address: pubkey, mint: info.mint, amount: BigInt(info.tokenAmount.amount) }]
      }),
    ),
  )

const toBalance = (
  devnet: ServedSolanaDevnet,
  asset: Omit<AssetInfo, "address">,
  mint: string | undefined,
  amount: bigint,
): TokenBalance => {
  const numeric = formatUnits(amount, asset.decimals)
  const price = asset.priceUsd ?? 0
  return {
    name: asset.name,
    symbol: asset.symbol,
    chainId: devnet.caipNetworkId,
    ...(mint === undefined ? {} : { address: `${devnet.caipNetworkId}:${mint}` }),
    value: Number(numeric) * price,
    price,
    quantity: { decimals: String(asset.decimals), numeric },
    iconUrl: asset.iconUrl,
  }
}

/**
 * The SOL balance of `owner` (always listed) and its balance of each SPL token the sandbox
 * knows (`devnet.tokens`) that it holds, summed over its token accounts (getBalance and
 * getTokenAccountsByOwner, read from the devnet now). Zero balances and mints the sandbox
 * does not know are left out, as the EVM devnets list only their seeded tokens.
 */
export const solanaBalances = (
  devnet: ServedSolanaDevnet,
  owner: string,
): Promise<ReadonlyArray<TokenBalance>> =>
  readSolanaDevnet(devnet, async (abortSignal) => {
    const at = address(owner)
    const [lamports, tokenAccounts] = await Promise.all([
      devnet.rpc.getBalance(at).send({ abortSignal }),
      readOwnedTokenAccounts(devnet, at, abortSignal),
    ])
    return [
      toBalance(devnet, solAssetInfo, undefined, lamports.value),
      ...devnet.tokens.flatMap((token) => {
        const amount = tokenAccounts
          .filter((account) => account.mint === token.mint)
          .reduce((sum, account) => sum + account.amount, 0n)
        return amount === 0n
          ? []
          : [toBalance(devnet, splTokenAssetInfo(token), token.mint, amount)]
      }),
    ]
  })
