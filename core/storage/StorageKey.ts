import { Schema } from "effect"

/** Prefix of every ordinary Foyer local-storage key. */
export const storagePrefix = "@foyer/"

/** Fixed prefix of the embedded-wallet keys (spec 3: "Embedded-wallet keys use a fixed prefix"). */
export const walletStoragePrefix = "@foyer-wallet/"

/**
 * A typed local-storage key: the full item name and the codec between the stored JSON
 * string and the value. Reading decodes with it, so corrupt or outdated JSON reads as absent.
 */
export interface StorageKey<A> {
  /** The full local-storage item name, prefix included. */
  readonly name: string
  /** Decodes the stored JSON string to the value and encodes it back. */
  readonly codec: Schema.Codec<A, string>
}

/** Builds a typed key from its full name and the schema of its (JSON-encodable) value. */
export const storageKey = <A, E>(name: string, schema: Schema.Codec<A, E>): StorageKey<A> => ({
  name,
  codec: Schema.fromJsonString(schema),
})
