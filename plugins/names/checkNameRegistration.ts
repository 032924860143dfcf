import { Data, Result } from "effect"
import { messages } from "../../core"

/** A name registration without an active network (spec 5: 'Network not found'). */
export class RegistrationNetworkNotFoundError extends Data.TaggedError(
  "RegistrationNetworkNotFoundError",
) {
  override get message(): string {
    return messages.networkNotFound
  }
}

/**
 * A name registration without an address or auth connector (spec 5: 'Address or auth
 * connector not found').
 */
export class RegistrationAddressOrAuthConnectorNotFoundError extends Data.TaggedError(
  "RegistrationAddressOrAuthConnectorNotFoundError",
) {
  override get message(): string {
    return messages.addressOrAuthConnectorNotFound
  }
}

/** What a name registration needs from the session. */
export interface NameRegistrationContext<N, C> {
  readonly network: N | undefined
  readonly address: string | undefined
  readonly authConnector: C | undefined
}

/** The same context with everything present. */
export interface ReadyNameRegistration<N, C> {
  readonly network: N
  readonly address: string
  readonly authConnector: C
}

/**
 * Checks that a name registration has an active network, then an address and an auth
 * connector (spec 5), null counting as absent and a blank address as none; otherwise fails
 * with 'Network not found' or 'Address or auth connector not found'.
 */
export const checkNameRegistration = <N, C>(
  context: NameRegistrationContext<N, C>,
): Result.Result<
  ReadyNameRegistration<N, C>,
  RegistrationNetworkNotFoundError | RegistrationAddressOrAuthConnectorNotFoundError
> => {
  // Untyped callers hand over null for "none" as often as undefined, and a session may hold
  // a blank or non-string address: none of those is something to register a name for.
  const { network, address, authConnector } =
    typeof context === "object" && context !== null ? context : ({} as Partial<typeof context>)
  if (network === undefined || network === null) {
    return Result.fail(new RegistrationNetworkNotFoundError())
  }
  if (typeof address !== "string" || address.trim() === "" || authConnector == null) {
    return Result.fail(new RegistrationAddressOrAuthConnectorNotFoundError())
  }
  return Result.succeed({ network, address, authConnector })
}
