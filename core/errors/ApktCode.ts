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
