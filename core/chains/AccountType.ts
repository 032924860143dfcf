import { Schema } from "effect"
import type { ChainNamespace } from "./ChainNamespace"

/** The kinds of account (spec 1, 3): plain, smart account, and Bitcoin payment accounts. */
export const accountTypes = ["eoa", "smartAccount", "payment"] as const

/** An account entry type: eoa, smartAccount or payment. */
export const AccountType = Schema.Literals(accountTypes)

/** An account entry type: eoa, smartAccount or payment. */
export type AccountType = typeof AccountType.Type

/**
 * The default account type by namespace (spec 9): Bitcoin payment, EVM smartAccount,
 * Polkadot and Solana eoa. The spec names no default for the other namespaces.
 */
export const defaultAccountTypes = {
  bip122: "payment",
  eip155: "smartAccount",
  polkadot: "eoa",
  solana: "eoa",
} as const satisfies Partial<Record<ChainNamespace, AccountType>>

/** The default account type of a namespace, if the spec gives one. */
export const defaultAccountTypeFor = (chainNamespace: ChainNamespace): AccountType | undefined =>
  (defaultAccountTypes as Partial<Record<ChainNamespace, AccountType>>)[chainNamespace]
