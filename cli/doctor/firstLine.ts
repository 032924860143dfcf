/** An error's first line (its message's), or the thrown value as text: what doctor reports. */
export const firstLineOf = (error: unknown): string =>
  error instanceof Error ? (error.message.split("\n")[0] ?? error.message) : String(error)
