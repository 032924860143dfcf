import { Schema } from "effect"

/** The chain families the kit knows, as CAIP-2 namespaces (spec 3). */
export const chainNamespaces = [
  "eip155",
  "solana",
  "polkadot",
  "bip122",
  "cosmos",
  "sui",
  "stacks",
] as const

/** A CAIP-2 namespace the kit knows: eip155, solana, polkadot, bip122, cosmos, sui or stacks. */
export const ChainNamespace = Schema.Literals(chainNamespaces)

/** A CAIP-2 namespace the kit knows. */
export type ChainNamespace = typeof ChainNamespace.Type

/** The name shown for each chain family (spec 3). */
export const namespaceDisplayNames: Readonly<Record<ChainNamespace, string>> = {
  eip155: "EVM Networks",
  solana: "Solana",
  polkadot: "Polkadot",
  bip122: "Bitcoin",
  cosmos: "Cosmos",
  sui: "Sui",
  stacks: "Stacks",
}

/** Whether `value` is one of the known chain namespaces. */
export const isChainNamespace = (value: unknown): value is ChainNamespace =>
  typeof value === "string" && (chainNamespaces as ReadonlyArray<string>).includes(value)
