import { Schema } from "effect"

const isWebUrl = (text: string): boolean => {
  try {
    const { protocol } = new URL(text)
    return protocol === "https:" || protocol === "http:"
  } catch {
    return false
  }
}

/**
 * The embedded wallet's options. `secureSiteUrl` is the secure site's frame page (its origin
 * is the only one the kit talks to), e.g. `https://secure.example/frame`.
 */
export const EmbeddedWalletOptions = Schema.Struct({
  secureSiteUrl: Schema.String.check(
    Schema.makeFilter((text: string) => isWebUrl(text) || "Expected an http(s) URL"),
  ),
})

/** The embedded wallet's options (see {@link EmbeddedWalletOptions}). */
export type EmbeddedWalletOptions = typeof EmbeddedWalletOptions.Type
