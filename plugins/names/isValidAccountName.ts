// Spec 5: letters, digits and hyphens only, at least 4 characters. Letters are ASCII: the
// name becomes a label on the naming service, where lookalike Unicode letters would invite
// impersonation.
const accountNamePattern = /^[A-Za-z0-9-]{4,}$/

/** The fewest characters a name to register may have (spec 5). */
export const minAccountNameLength = 4

/**
 * Whether `name` may be registered: a string of letters, digits and hyphens only, at least
 * 4 characters.
 * @example
 * isValidAccountName("ada-1") // true
 */
// `RegExp.test` turns its argument into a string: without the typeof check 12345 or ["abcd"]
// from an untyped caller would pass, and a symbol would throw.
export const isValidAccountName = (name: unknown): boolean =>
  typeof name === "string" && accountNamePattern.test(name)
