import { Data } from "effect"
import { firstReasonDescription, formatMessage } from "../../core"
import { en } from "./messages/en"

/** The name-service calls: look up a name, suggest names, reverse lookup, register a name. */
export type NameServiceOperation = "resolve" | "suggestions" | "reverse" | "register"

/** The spec's fallback text of a failed name-service call (register names the name). */
export const nameServiceFallback = (
  operation: NameServiceOperation,
  accountName?: string,
): string => {
  switch (operation) {
    case "resolve":
      return en["error.errorResolvingName"]
    case "suggestions":
      return en["error.errorFetchingNameSuggestions"]
    case "reverse":
      return en["error.errorFetchingNamesForAddress"]
    case "register":
      return accountName === undefined
        ? formatMessage(en["error.errorRegisteringName"], { name: "" }).trimEnd()
        : formatMessage(en["error.errorRegisteringName"], { name: accountName })
  }
}

/**
 * The text of a failed name-service call: the service's first reason description when its body
 * gives one, else `fallback`.
 */
export const nameServiceErrorMessage = (body: unknown, fallback: string): string =>
  firstReasonDescription(body) ?? fallback

/**
 * A name-service call failed. `message` is the service's reason when it gave one, else the
 * spec's fallback for the operation ("Error resolving name", "Error registering name {name}"...).
 */
export class NameServiceError extends Data.TaggedError("NameServiceError")<{
  readonly operation: NameServiceOperation
  /**
   * The name looked up, suggested for or registered. Not called `name`: that is the error
   * class name every Error carries.
   */
  readonly accountName?: string
  /** The service's own explanation (its first reason's description). */
  readonly reason?: string
  readonly cause?: unknown
}> {
  override readonly message: string =
    this.reason ?? nameServiceFallback(this.operation, this.accountName)

  /** Builds the error from the service's failure body, which is kept as `cause`. */
  static fromBody(
    operation: NameServiceOperation,
    body: unknown,
    accountName?: string,
  ): NameServiceError {
    const reason = firstReasonDescription(body)
    return new NameServiceError({
      operation,
      ...(accountName === undefined ? {} : { accountName }),
      ...(reason === undefined ? {} : { reason }),
      cause: body,
    })
  }
}
