import { Effect, Layer, Ref } from "effect"
import { generateSiwxNonce } from "./message/SiwxNonce"
import { isValidNow, SiwxSessionStore, SiwxSessionStoreError } from "./SiwxSessionStore"
import type { SiwxSignIn } from "./SiwxSignIn"

/**
 * Where a dApp keeps its visitors' sign-ins itself (`siwx({ storage })`): its backend, which
 * gets each signed message and signature to check (with `foyer-kit/plugins/siwx/server`, see
 * docs/siwx.md) and to start its own session with. Plain promises; a rejection shows 'Error
 * signing message' (when signing in) or is logged.
 * @example
 * siwx({
 *   storage: {
 *     nonce: () => fetch("/auth/nonce").then((r) => r.text()),
 *     add: (signIn) => fetch("/auth/sessions", { method: "POST", body: JSON.stringify(signIn) }).then((r) => { if (!r.ok) throw new Error("refused") }),
 *     get: (chainId, address) => fetch(`/auth/sessions?chainId=${chainId}&address=${address}`).then((r) => r.json()),
 *     delete: (chainId, address) => fetch(`/auth/sessions?chainId=${chainId}&address=${address}`, { method: "DELETE" }).then(() => {}),
 *   },
 * })
 */
export interface SiwxStorage {
  /**
   * A fresh nonce for the next message, issued by the dApp's server; without it the kit makes
   * one (EIP-4361: at least 8 letters and digits).
   */
  readonly nonce?: () => Promise<string>
  /** Keeps a sign-in the kit verified: the signed text, its signature and its fields. */
  readonly add: (signIn: SiwxSignIn) => Promise<void>
  /** The sign-ins of `address` on the network `chainId` (CAIP-2) that are still valid. */
  readonly get: (chainId: string, address: string) => Promise<ReadonlyArray<SiwxSignIn>>
  /** Forgets the sign-ins of `address` on `chainId` (sign-out). */
  readonly delete: (chainId: string, address: string) => Promise<void>
}

/** Whether `value` is a {@link SiwxStorage}: an object with the functions it needs. */
export const isSiwxStorage = (value: unknown): value is SiwxStorage => {
  if (typeof value !== "object" || value === null) return false
  const storage = value as Readonly<Record<string, unknown>>
  return (
    typeof storage.add === "function" &&
    typeof storage.get === "function" &&
    typeof storage.delete === "function" &&
    (storage.nonce === undefined || typeof storage.nonce === "function")
  )
}

/**
 * The session store over a dApp's own {@link SiwxStorage}. The nonce issued last is remembered
 * in memory for the flow to check the signed message against.
 */
export const siwxStorageLayer = (storage: SiwxStorage): Layer.Layer<SiwxSessionStore> =>
  Layer.effect(
    SiwxSessionStore,
    Effect.gen(function* () {
      const lastNonce = yield* Ref.make<string | undefined>(undefined)
      const call = <A>(operation: keyof SiwxSessionStore["Service"], run: () => Promise<A>) =>
        Effect.tryPromise({
          try: run,
          catch: (cause) => new SiwxSessionStoreError({ operation, cause }),
        })
      return {
        issueNonce: (storage.nonce === undefined
          ? Effect.sync(generateSiwxNonce)
          : call("issueNonce", storage.nonce)
        ).pipe(Effect.tap((nonce) => Ref.set(lastNonce, nonce))),
        issuedNonce: Ref.get(lastNonce),
        // Past its expiration time a sign-in is no session, whatever the storage still holds.
        getSessions: (chainId, address) =>
          Effect.flatMap(
            call("getSessions", () => storage.get(chainId, address)),
            (found) => Effect.filter(found, isValidNow),
          ),
        addSession: (session) => call("addSession", () => storage.add(session)),
        revokeSession: (chainId, address) =>
          call("revokeSession", () => storage.delete(chainId, address)),
      }
    }),
  )
