import type { ErrorBody, ErrorReason } from "../../core/api/generated/schemas"

/** The shared error body of the provider API, `{ status: "FAILED", reasons }`. */
export const errorBody = (reasons: ReadonlyArray<ErrorReason>): ErrorBody => ({
  status: "FAILED",
  reasons,
})
