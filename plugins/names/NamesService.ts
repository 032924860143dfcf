import { Clock, Effect, Option, Result } from "effect"
import {
  AccountState,
  Accounts,
  ApiSchemas,
  Connections,
  Messages,
  Modal,
  Networks,
  ProviderApi,
  type ReadableStore,
  readCache,
  Storage,
  toCoinType,
  Wallet,
  writeCache,
} from "../../core"
import { type NameApiError, namesApi } from "./api/namesApi"
import { checkNameRegistration } from "./checkNameRegistration"
import { isValidAccountName } from "./isValidAccountName"
import type { NamesOptions } from "./NamesOptions"
import { NamesStorageKeys } from "./NamesStorageKeys"
import { namesWithRecord } from "./namesWithRecord"
import {
  createRegistrationStore,
  initialRegistration,
  type RegistrationState,
} from "./RegistrationState"

/** Whether a label can be registered under the suffix, as the form shows it while typed. */
export type NameAvailability =
  | { readonly _tag: "Invalid" }
  | { readonly _tag: "Available"; readonly name: string }
  | { readonly _tag: "Taken"; readonly name: string; readonly suggestions: ReadonlyArray<string> }
  | { readonly _tag: "Failed"; readonly message: string }

/** Names: lookups, availability while typing, and registering one (spec 4, 5). */
export interface NamesServiceShape {
  /** The zone names are registered under (`label.<suffix>`). */
  readonly suffix: string
  /** The registration the RegisterAccountName view shows. */
  readonly registration: ReadableStore<RegistrationState>
  /** The record of a full name; none when it is not registered. Cached 5 min (spec 9). */
  readonly lookup: (
    name: string,
  ) => Effect.Effect<Option.Option<ApiSchemas.NameRecord>, NameApiError>
  /** The names of an address. Cached 5 min (spec 9). */
  readonly reverseLookup: (
    address: string,
  ) => Effect.Effect<ReadonlyArray<ApiSchemas.NameRecord>, NameApiError>
  /**
   * Whether `label` can be registered: invalid (spec 5: letters, digits and hyphens, at least
   * 4 characters), available, or taken with the service's available suggestions.
   */
  readonly availability: (label: string) => Effect.Effect<NameAvailability>
  /**
   * Registers `label.<suffix>` for the connected account: signs the registration message with
   * the wallet, submits it with the network's coin type, shows the name on the account and
   * opens RegisterAccountNameSuccess. Never fails: a failure is said in `registration` and the
   * form stays (spec 4: on cancel or error, back to RegisterAccountName).
   */
  readonly register: (label: string) => Effect.Effect<void>
  /** Forgets the last registration's outcome (the form opens afresh). */
  readonly reset: Effect.Effect<void>
}

/** The kernel services the names plugin is built on. */
export type NamesKernel =
  | Accounts
  | Storage
  | Connections
  | Messages
  | Modal
  | Networks
  | ProviderApi
  | Wallet

/** The full name registered for `label` under `suffix`: the service wants it lowercase. */
export const fullName = (label: string, suffix: string): string =>
  `${label.trim().toLowerCase()}.${suffix}`

/**
 * The message the wallet signs to register `name` (spec 3: name, attributes and a timestamp
 * in seconds), as the naming service reads it.
 */
export const registrationMessage = (name: string, nowMs: number): string =>
  JSON.stringify({ name, attributes: {}, timestamp: Math.floor(nowMs / 1000) })

const errorText = (error: unknown): string =>
  error instanceof Error && error.message !== "" ? error.message : String(error)

/**
 * Makes the names service on the kernel's services.
 * @example
 * lazyServiceLayer(AccountNames, () => import("./NamesService").then((m) => m.makeNamesService(options)))
 */
export const makeNamesService = (
  options: NamesOptions,
): Effect.Effect<NamesServiceShape, never, NamesKernel> =>
  Effect.gen(function* () {
    const accounts = yield* Accounts
    const connections = yield* Connections
    const messages = yield* Messages
    const modal = yield* Modal
    const networks = yield* Networks
    const wallet = yield* Wallet
    const provider = yield* ProviderApi
    const api = namesApi(provider)
    const registration = createRegistrationStore()
    const { suffix } = options
    const storage = yield* Storage
    // A found record is kept for the names lifetime (spec 9: 5 min) in the page's storage; a
    // name not found is not kept: it may be registered any moment.
    const recordKey = (name: string) =>
      NamesStorageKeys.nameRecordCache(name.toLowerCase(), ApiSchemas.NameRecord)
    const keep = (record: ApiSchemas.NameRecord) =>
      writeCache(recordKey(record.name), record).pipe(Effect.provideService(Storage, storage))

    // The names of an address stored before it registered one gain the new record.
    const rememberNames = (address: string, record: ApiSchemas.NameRecord) =>
      Effect.gen(function* () {
        const key = NamesStorageKeys.namesCache(address, ApiSchemas.GetProfileReverseResponse)
        const names = namesWithRecord(yield* readCache(key), record)
        if (Option.isSome(names)) yield* writeCache(key, names.value)
      }).pipe(Effect.provideService(Storage, storage))

    const lookup = (name: string) =>
      Effect.gen(function* () {
        const cached = yield* readCache(recordKey(name)).pipe(
          Effect.provideService(Storage, storage),
        )
        if (Option.isSome(cached)) return cached
        const record = yield* api.getProfileAccount(name.toLowerCase())
        if (Option.isSome(record)) yield* keep(record.value)
        return record
      })

    const availability = (label: string): Effect.Effect<NameAvailability> =>
      Effect.gen(function* () {
        if (!isValidAccountName(label.trim())) return { _tag: "Invalid" } as const
        const name = fullName(label, suffix)
        // One request answers both: the service lists the name itself, with whether it is
        // registered, among its suggestions. A service that leaves it out is asked for it.
        const suggestions = yield* api.getProfileSuggestions(label.trim().toLowerCase(), suffix)
        const itself = suggestions.find((suggestion) => suggestion.name === name)
        const registered = itself?.registered ?? Option.isSome(yield* api.getProfileAccount(name))
        if (!registered) return { _tag: "Available", name } as const
        return {
          _tag: "Taken",
          name,
          suggestions: suggestions
            .filter((suggestion) => !suggestion.registered && suggestion.name !== name)
            .map((suggestion) => suggestion.name),
        } as const
      }).pipe(
        Effect.catch((error: NameApiError) =>
          Effect.succeed({ _tag: "Failed", message: errorText(error) } as const),
        ),
      )

    const settle = (patch: Partial<RegistrationState>) =>
      Effect.sync(() => registration.update((state) => ({ ...state, ...patch })))

    const register = (label: string): Effect.Effect<void> =>
      Effect.gen(function* () {
        const name = fullName(label, suffix)
        yield* settle({ step: "loading", name, error: undefined })
        const current = accounts.current.getSnapshot()
        const checked = checkNameRegistration({
          network: networks.store.getSnapshot().activeCaipNetwork,
          address: current?.address,
          authConnector: yield* connections.currentWallet,
        })
        if (Result.isFailure(checked)) {
          return yield* settle({ step: "idle", error: checked.failure.message })
        }
        const { network, address } = checked.success
        if (network.chainNamespace !== "eip155" || typeof network.id !== "number") {
          // Spec 6: names are EVM only; the view offers no registration elsewhere.
          return yield* settle({
            step: "idle",
            error: messages.text("names.unsupported", { network: network.name }),
          })
        }
        // Spec 5: a chain id of 2^31 or more has no coin type.
        const coinType = yield* Effect.try({
          try: () => toCoinType(network.id as number),
          catch: errorText,
        }).pipe(Effect.result)
        if (Result.isFailure(coinType))
          return yield* settle({ step: "idle", error: coinType.failure })
        const message = registrationMessage(name, yield* Clock.currentTimeMillis)
        yield* settle({ step: "signing" })
        const signed = yield* Effect.result(wallet.signMessage(message))
        if (Result.isFailure(signed)) {
          // A cancel in the wallet is no error: the form is back as the visitor left it.
          const cancelled = signed.failure._tag === "UserRejectedRequestError"
          return yield* settle({
            step: "idle",
            error: cancelled ? undefined : signed.failure.message,
          })
        }
        yield* settle({ step: "submitting" })
        const submitted = yield* Effect.result(
          api.registerProfileAccount(
            { coin_type: coinType.success, address, message, signature: signed.success },
            name,
          ),
        )
        if (Result.isFailure(submitted)) {
          return yield* settle({ step: "idle", error: errorText(submitted.failure) })
        }
        yield* keep(submitted.success)
        // The account shows its new name at once, and so does the page after a reload: the
        // identity and the names of the address stored before would be served for 5 min.
        yield* provider.rememberIdentityName(address, name)
        yield* rememberNames(address, submitted.success)
        accounts.store.update((state) =>
          AccountState.setAccount(state, "eip155", { profileName: name }),
        )
        yield* settle({ step: "success" })
        // In place of the form: Back from the success goes to where the form was opened from.
        yield* modal.replace({ name: "RegisterAccountNameSuccess" }).pipe(Effect.ignore)
      })

    return {
      suffix,
      registration,
      lookup,
      reverseLookup: (address) => api.getProfileReverse(address),
      availability,
      register,
      reset: Effect.sync(() => registration.update(() => initialRegistration)),
    }
  })
