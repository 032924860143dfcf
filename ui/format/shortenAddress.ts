/**
 * An address shortened for display: the first 6 and last 4 characters around an ellipsis
 * (`0x1234…abcd`). Short strings are returned unchanged.
 */
export const shortenAddress = (address: string): string =>
  address.length <= 13 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`
