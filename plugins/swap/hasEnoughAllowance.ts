/**
 * Spec 5: a swap's allowance holds when the allowance is at least the source amount in units.
 * Below it, the swap router must be approved first.
 * @example
 * hasEnoughAllowance(1_000_000n, 1_000_000n) // true
 * hasEnoughAllowance(999_999n, 1_000_000n) // false
 */
export const hasEnoughAllowance = (allowance: bigint, sourceUnits: bigint): boolean =>
  allowance >= sourceUnits
