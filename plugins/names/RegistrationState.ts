import { createStore, type Store } from "../../core"

/**
 * Where a name registration stands (spec 4 "Name registration": loading, then signing a
 * message, then submitting, then RegisterAccountNameSuccess; on cancel or error, back to
 * RegisterAccountName).
 */
export type RegistrationStep = "idle" | "loading" | "signing" | "submitting" | "success"

/** The registration the RegisterAccountName view shows. */
export interface RegistrationState {
  readonly step: RegistrationStep
  /** The full name being (or just) registered, `label.<suffix>`. */
  readonly name: string | undefined
  /** Why the last attempt failed, as the visitor reads it; undefined after a cancel. */
  readonly error: string | undefined
}

/** No registration under way. */
export const initialRegistration: RegistrationState = {
  step: "idle",
  name: undefined,
  error: undefined,
}

/** A fresh registration store. */
export const createRegistrationStore = (): Store<RegistrationState> =>
  createStore(initialRegistration)
