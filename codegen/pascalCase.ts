/**
 * The PascalCase form of a name: words split on anything not a letter or digit.
 * @example
 * pascalCase("token_balance") // "TokenBalance"
 * pascalCase("getBalance") // "GetBalance"
 */
export const pascalCase = (name: string): string =>
  name
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word !== "")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join("")
