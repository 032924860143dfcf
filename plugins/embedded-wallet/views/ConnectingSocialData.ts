import { isSocialProvider, type SocialProvider } from "../../../core"

/**
 * The data the ConnectingSocial view is opened with (spec 2): the provider the visitor chose.
 * @example
 * navigate.push("ConnectingSocial", { provider: "google" })
 */
export interface ConnectingSocialData {
  readonly provider: SocialProvider
}

/**
 * The ConnectingSocial view's data read from a history entry's `data`, or undefined when it is
 * not that shape (a view opened by a program without data).
 */
export const readConnectingSocialData = (data: unknown): ConnectingSocialData | undefined => {
  if (typeof data !== "object" || data === null) return undefined
  const { provider } = data as { readonly provider?: unknown }
  return isSocialProvider(provider) ? { provider } : undefined
}
