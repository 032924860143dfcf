import { type Address, getAddress } from "viem"
import type { NameAttributes, NameRecord } from "../../core/api/generated/schemas"

/** One name of the sandbox's registry. */
export interface NameEntry {
  /** The full name, `label.<zone>`, lowercase. */
  readonly name: string
  readonly address: Address
  /** The avatar URL (a data:image URL of the sandbox's own image), or null. */
  readonly avatar: string | null
  readonly bio: string | null
}

/** A checked registration the registry records: the signer's address on one chain. */
export interface NameRegistration {
  /** The full name, `label.<zone>`, lowercase. */
  readonly name: string
  readonly address: Address
  /** The ENSIP-11 coin type the name was registered with (0x80000000 | chainId). */
  readonly coinType: number
  readonly attributes: NameAttributes | null
  /** When it was registered (ISO 8601). */
  readonly registeredAt: string
}

/** What a registration came to: recorded, or refused because the name is taken or the registry full. */
export type NameRegistrationOutcome =
  | { readonly _tag: "Registered"; readonly record: NameRecord }
  | { readonly _tag: "Taken" }
  | { readonly _tag: "Full" }

/**
 * How many names registrations may add (the seeded ones aside): anyone may register with a
 * key of their own, so without a bound the registry would grow for as long as the sandbox
 * runs. With labels of at most 64 characters and a bio of at most 255 bytes, a record takes
 * well under 1 KB: about 10 MB in all at most.
 */
export const maxRegisteredNames = 10_000

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
  /** How many names registrations may add (the seeded ones aside). */
  readonly capacity: number
  /** True when the name (case-insensitive) is taken. */
  readonly isRegistered: (name: string) => boolean
  /**
   * Records a registration and answers its record; Taken when the name was taken meanwhile
   * (two registrations of one name raced; the first one wins), Full when the registry holds
   * its `capacity` of registered names.
   */
  readonly register: (registration: NameRegistration) => NameRegistrationOutcome
}

/** The zone of the sandbox's names: `alice.foyer.id`. */
export const sandboxNameZone = "foyer.id"

/** The ENSIP-11 coin type of an EVM chain: 0x80000000 | chainId. */
export const evmCoinType = (chainId: number): number => (0x80000000 | chainId) >>> 0

/** The EVM chain id of an ENSIP-11 coin type, or undefined when it names no EVM chain. */
export const chainIdOfCoinType = (coinType: number): number | undefined =>
  Number.isSafeInteger(coinType) && coinType > 0x80000000 && coinType <= 0xffffffff
    ? coinType - 0x80000000
    : undefined

interface StoredName {
  readonly record: NameRecord
  readonly avatar: string | null
}

/**
 * Makes a registry of `entries`, each address listed on every chain of `chainIds` under its
 * coin type; `registeredAt` is the ISO time of every seeded record. Names registered later
 * list their address under the coin type they were registered with, up to `capacity` of them
 * (default {@link maxRegisteredNames}).
 */
export const makeNameRegistry = (options: {
  readonly entries: ReadonlyArray<NameEntry>
  readonly chainIds: ReadonlyArray<number>
  readonly registeredAt: string
  readonly capacity?: number
}): NameRegistry => {
  const capacity = options.capacity ?? maxRegisteredNames
  let registered = 0
  const seeded = (entry: NameEntry): StoredName => ({
    avatar: entry.avatar,
    record: {
      name: entry.name,
      registered_at: options.registeredAt,
      updated_at: options.registeredAt,
      attributes: entry.bio === null ? null : { bio: entry.bio },
      addresses: Object.fromEntries(
        options.chainIds.map((chainId) => [
          String(evmCoinType(chainId)),
          { address: getAddress(entry.address), created_at: options.registeredAt },
        ]),
      ),
    },
  })
  // Insertion order is registration order: the first name of an address is its primary one.
  const names = new Map<string, StoredName>(
    options.entries.map((entry) => [entry.name.toLowerCase(), seeded(entry)]),
  )
  const ofAddress = (address: string): StoredName[] =>
    [...names.values()].filter((stored) =>
      Object.values(stored.record.addresses).some(
        (entry) => entry.address.toLowerCase() === address.toLowerCase(),
      ),
    )
  return {
    byName: (name) => names.get(name.toLowerCase())?.record,
    byAddress: (address) => ofAddress(address).map((stored) => stored.record),
    identity: (address) => {
      const [primary] = ofAddress(address)
      return primary === undefined
        ? undefined
        : { name: primary.record.name, avatar: primary.avatar }
    },
    capacity,
    isRegistered: (name) => names.has(name.toLowerCase()),
    register: (registration) => {
      const key = registration.name.toLowerCase()
      if (names.has(key)) return { _tag: "Taken" }
      if (registered >= capacity) return { _tag: "Full" }
      const record: NameRecord = {
        name: key,
        registered_at: registration.registeredAt,
        updated_at: registration.registeredAt,
        attributes: registration.attributes,
        addresses: {
          [String(registration.coinType)]: {
            address: getAddress(registration.address),
            created_at: registration.registeredAt,
          },
        },
      }
      names.set(key, { record, avatar: null })
      registered += 1
      return { _tag: "Registered", record }
    },
  }
}
