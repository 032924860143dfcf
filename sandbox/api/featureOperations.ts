import { type OperationId, operations } from "../../core/api/generated/operations"

type ContractOperation = (typeof operations)[number]

/** The operations whose real behaviour belongs to a later feature (`x-foyer-feature`). */
export type FeatureOperationId = Extract<
  ContractOperation,
  { readonly feature: string }
>["operationId"]

/** The operations the sandbox serves itself. */
export type HandledOperationId = Exclude<OperationId, FeatureOperationId>

/**
 * The feature each not-yet-served operation belongs to, read from the contract: the sandbox
 * answers these 501 until that feature's issue gives them a handler.
 */
export const featureOperations: ReadonlyMap<OperationId, string> = new Map(
  operations.flatMap(
    (operation): Array<[OperationId, string]> =>
      "feature" in operation ? [[operation.operationId, operation.feature]] : [],
  ),
)

/** The description of the 501 answer of an operation of `feature`. */
export const notImplementedDescription = (feature: string): string =>
  `Not implemented in the sandbox yet: belongs to the ${feature} feature`
