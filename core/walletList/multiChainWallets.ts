import type { ChainNamespace } from "../chains/ChainNamespace"
import type { ConnectorInfo } from "../connectors/ConnectorInfo"
import { sanitizeWalletName } from "../connectors/sanitizeWalletName"

/**
 * The kit's chain family order (spec 3: eip155, solana, polkadot, bip122, cosmos, sui, stacks),
 * as `chainNamespaces` lists it, written out so that the wallet lists, which the light entry
 * carries for the headless hook, do not bring `effect`'s Schema with them (a test keeps the two
 * in step).
 */
export const familyOrder: Readonly<Record<ChainNamespace, number>> = {
  eip155: 0,
  solana: 1,
  polkadot: 2,
  bip122: 3,
  cosmos: 4,
  sui: 5,
  stacks: 6,
}

/** One wallet that serves several chain families, each through a connector of its own. */
export interface MultiChainWallet {
  /** `multiChain:<its name key>`: the same in every list, never a connector's key. */
  readonly key: string
  /** Its connectors, one per chain family, in the kit's family order (EVM first). */
  readonly connectors: ReadonlyArray<ConnectorInfo>
}

/**
 * The name under which connectors count as one wallet: the kit's cleaned name (invisible and
 * bidi characters gone, see `sanitizeWalletName`), lower-cased, without spaces.
 * @example
 * walletNameKey(" Phantom ") === walletNameKey("phan tom") // true
 */
export const walletNameKey = (name: string): string =>
  sanitizeWalletName(name, "").toLowerCase().replace(/\s+/g, "")

/**
 * Whether a connector may be one family's side of a wallet: a wallet that announced itself
 * (EIP-6963, the Wallet Standard) or an external one. WalletConnect's pairing serves every
 * wallet, and the kit's own connectors (the embedded AUTH wallet, the legacy injected one the
 * kit names "Browser Wallet") are no wallet's.
 */
const groupable = (connector: ConnectorInfo): boolean =>
  (connector.type === "ANNOUNCED" ||
    connector.type === "EXTERNAL" ||
    connector.type === "MULTI_CHAIN") &&
  connector.chains.length > 0

/** The family a connector connects in first (the kernel's rule: its first chain). */
const familyRank = (connector: ConnectorInfo): number =>
  connector.chains[0] === undefined ? Number.MAX_SAFE_INTEGER : familyOrder[connector.chains[0]]

/** Whether no two of `connectors` serve a family in common. */
const ofDifferentFamilies = (connectors: ReadonlyArray<ConnectorInfo>): boolean => {
  const families = connectors.flatMap((connector) => connector.chains)
  return new Set(families).size === families.length
}

/**
 * The wallets that serve several chain families, as Reown AppKit lists them: connectors of
 * different families (`ConnectorInfo.chains`) whose names are the same but for case and spaces
 * (see {@link walletNameKey}) are one wallet, such as Phantom announced over EIP-6963 for EVM
 * and through the Wallet Standard for Solana. WalletConnect and the kit's own connectors are
 * never grouped. A name two connectors of one family share groups none of that name: which of
 * them the other families' connector belongs to cannot be told (a wallet may copy another's
 * name). In the order of each wallet's first connector in `connectors`.
 * @example
 * multiChainWallets([phantomEvm, metamask, phantomSolana])
 * // [{ key: "multiChain:phantom", connectors: [phantomEvm, phantomSolana] }]
 */
export const multiChainWallets = (
  connectors: ReadonlyArray<ConnectorInfo>,
): ReadonlyArray<MultiChainWallet> => {
  const byName = new Map<string, Array<ConnectorInfo>>()
  for (const connector of connectors.filter(groupable)) {
    const name = walletNameKey(connector.name)
    if (name === "") continue
    const same = byName.get(name)
    if (same === undefined) byName.set(name, [connector])
    else if (!same.some((known) => known.id === connector.id)) same.push(connector)
  }
  return [...byName]
    .filter(([, same]) => same.length > 1 && ofDifferentFamilies(same))
    .map(([name, same]) => ({
      key: `multiChain:${name}`,
      connectors: [...same].sort((a, b) => familyRank(a) - familyRank(b)),
    }))
}
