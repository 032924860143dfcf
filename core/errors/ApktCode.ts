import type { ErrorCategory } from "./CategorizedError"

/** The coded errors and warnings of spec point 8, with their exact meanings. */
export const apktCodes = {
  APKT001: "Network Not Found",
  APKT002: "Invalid App Configuration",
  APKT003: "Network Error: Wallet Load Failed",
  APKT004: "Wallet Request Timeout",
  APKT005: "Unverified Domain",
  APKT006: "Session Expired",
  APKT007: "Invalid Project ID",
  APKT008: "Project ID Missing",
  APKT009: "Server Error",
  APKT010: "Rate Limited",
  APKTW001: "Inactive Namespace Not Connected",
  APKTW002: "Invalid Email Address",
} as const

/** One of the APKT error or APKTW warning codes. */
export type ApktCode = keyof typeof apktCodes

/** The longer explanation the spec gives next to some codes, shown to developers. */
export const apktHints: Partial<Record<ApktCode, string>> = {
  APKT002: "origin not allowed",
  APKT006: "check system date and time",
  APKT009: "app configuration fetch failed",
}

/** Whether a code is a warning (APKTW…) rather than an error. */
export const isApktWarning = (code: ApktCode): boolean => code.startsWith("APKTW")

/**
 * The category each coded error is reported in (spec 3, 8: "a categorised error has a
 * category"). A network id the site did not configure is a bad argument (VALIDATION_ERROR), as
 * is a missing project id; what the provider's server answers is API_ERROR; a wallet that did
 * not load is NETWORK_ERROR; a wallet that does not answer, or a namespace with no wallet,
 * WALLET_ERROR.
 */
export const apktCategories: Record<ApktCode, ErrorCategory> = {
  APKT001: "VALIDATION_ERROR",
  APKT002: "API_ERROR",
  APKT003: "NETWORK_ERROR",
  APKT004: "WALLET_ERROR",
  APKT005: "API_ERROR",
  APKT006: "API_ERROR",
  APKT007: "API_ERROR",
  APKT008: "VALIDATION_ERROR",
  APKT009: "API_ERROR",
  APKT010: "API_ERROR",
  APKTW001: "WALLET_ERROR",
  APKTW002: "VALIDATION_ERROR",
}
