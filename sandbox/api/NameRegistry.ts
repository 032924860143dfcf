import { type Address, getAddress } from "viem"
import type { NameRecord } from "../../core/api/generated/schemas"

/** One name of the sandbox's registry. */
export interface NameEntry {
  /** The full name, `label.<zone>`, lowercase. */
  readonly name: string
  readonly address: Address
  /** The avatar URL (a data:image URL of the sandbox's own image), or null. */
  readonly avatar: string | null
  readonly bio: string | null
}

/** The sandbox's own naming service: names, their addresses and avatars. */
export interface NameRegistry {
  /** The record of a name (case-insensitive), or undefined when it is not registered. */
  readonly byName: (name: string) => NameRecord | undefined
  /** The records of every name of an address (case-insensitive), oldest first. */
  readonly byAddress: (address: string) => ReadonlyArray<NameRecord>
  /** The primary (first) name of an address and its avatar, if it has a name. */
  readonly identity: (
    address: string,
  ) => { readonly name: string; readonly avatar: string | null } | undefined
}

/** The zone of the sandbox's names: `alice.foyer.id`. */
export const sandboxNameZone = "foyer.id"

/** The ENSIP-11 coin type of an EVM chain, as the decimal text the records key by. */
const coinTypeKey = (chainId: number): string => String((0x80000000 | chainId) >>> 0)

/**
 * Makes a registry of `entries`, each address listed on every chain of `chainIds` under its
 * coin type; `registeredAt` is the ISO time of every record.
 */
export const makeNameRegistry = (options: {
  readonly entries: ReadonlyArray<NameEntry>
  readonly chainIds: ReadonlyArray<number>
  readonly registeredAt: string
}): NameRegistry => {
  const toRecord = (entry: NameEntry): NameRecord => ({
    name: entry.name,
    registered_at: options.registeredAt,
    updated_at: options.registeredAt,
    attributes: entry.bio === null ? null : { bio: entry.bio },
    addresses: Object.fromEntries(
      options.chainIds.map((chainId) => [
        coinTypeKey(chainId),
        { address: getAddress(entry.address), created_at: options.registeredAt },
      ]),
    ),
  })
  const ofAddress = (address: string) =>
    options.entries.filter((entry) => entry.address.toLowerCase() === address.toLowerCase())
  return {
    byName: (name) => {
      const entry = options.entries.find((e) => e.name === name.toLowerCase())
      return entry === undefined ? undefined : toRecord(entry)
    },
    byAddress: (address) => ofAddress(address).map(toRecord),
    identity: (address) => {
      const [primary] = ofAddress(address)
      return primary === undefined ? undefined : { name: primary.name, avatar: primary.avatar }
    },
  }
}
