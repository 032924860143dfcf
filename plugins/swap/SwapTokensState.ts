import { Data } from "effect"
import type { SwapMessage } from "./SwapState"
import type { SwapToken } from "./SwapToken"

/** The tokens the pickers offer on the active network (GET /v1/convert/tokens). */
export type SwapTokensState = Data.TaggedEnum<{
  /** Not asked for yet on this network (the view asks when it opens). */
  Idle: Record<never, never>
  Loading: Record<never, never>
  /** Spec 8: 'Network not supported for Swaps'; nothing is asked of the provider API. */
  Unsupported: Record<never, never>
  /** In the pickers' order: the suggested tokens, then the popular ones, then the rest. */
  Loaded: { readonly tokens: ReadonlyArray<SwapToken> }
  Failed: { readonly message: SwapMessage }
}>

/** Constructors and matchers of `SwapTokensState`. */
export const SwapTokensState = Data.taggedEnum<SwapTokensState>()
