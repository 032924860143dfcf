import { randomUUID } from "node:crypto"
import type { StatusAPIResponse } from "@farcaster/auth-client"
import { generateSiweNonce } from "viem/siwe"
import type { CreateChannelRequest } from "./farcasterRelayRequests"

/** Who asked for a channel, as the relay records it. */
export interface ChannelMetadata {
  readonly ip: string
  readonly userAgent: string
}

/** What completes a channel: the signed message and the signer's profile. */
export interface ChannelCompletion {
  readonly message: string
  readonly signature: `0x${string}`
  readonly authMethod: "custody" | "authAddress"
  readonly fid: number
  readonly username?: string
  readonly displayName?: string
  readonly bio?: string
  readonly pfpUrl?: string
  readonly custody?: `0x${string}`
  readonly verifications: ReadonlyArray<string>
}

/** A channel's state, as `GET /v1/channel/status` answers it. */
export type ChannelStatus = StatusAPIResponse

/**
 * What the relay knows of a channel token: a live channel (pending or completed), one whose
 * time ran out, one whose completed status was already delivered (the real relay closes a
 * channel once it answers it completed), or nothing.
 */
export type ChannelLookup =
  | { readonly kind: "live"; readonly status: ChannelStatus }
  | { readonly kind: "expired" }
  | { readonly kind: "delivered" }
  | { readonly kind: "unknown" }

/** The answer to a completion. */
export type CompleteResult =
  | { readonly kind: "completed"; readonly status: ChannelStatus }
  | { readonly kind: "already-completed" }
  | Exclude<ChannelLookup, { readonly kind: "live" }>

/** A new channel, as `POST /v1/channel` answers it. */
export interface OpenedChannel {
  readonly channelToken: string
  readonly url: string
  readonly nonce: string
}

/** The sandbox relay's channels, in memory. */
export interface FarcasterChannels {
  /** Opens a channel; undefined when `maxChannels` live channels are kept already. */
  readonly open: (
    request: CreateChannelRequest,
    metadata: ChannelMetadata,
  ) => OpenedChannel | undefined
  /** The channel of `token`, without changing it. */
  readonly find: (token: string) => ChannelLookup
  /** The channel's status for its app: a completed one is closed once delivered, as the real relay does. */
  readonly deliver: (token: string) => ChannelLookup
  /** Completes a pending channel with the signed message; a completed one stays as it was. */
  readonly complete: (token: string, completion: ChannelCompletion) => CompleteResult
}

/** How the channels are kept. */
export interface FarcasterChannelsOptions {
  /** The clock, in milliseconds. */
  readonly now: () => number
  readonly ttlMs: number
  readonly maxChannels: number
  /** The wallet page's URL for a channel token: the `url` the app shows as a QR code. */
  readonly pageUrl: (channelToken: string) => string
}

interface StoredChannel {
  readonly expiresAt: number
  status: ChannelStatus
  delivered: boolean
}

/**
 * The channels of the sandbox Farcaster relay. A channel lives `ttlMs` from its creation
 * (completing it does not extend it); an expired one is forgotten by the next `open`. Its
 * token is a random UUID, as the real relay's.
 */
export const makeFarcasterChannels = (options: FarcasterChannelsOptions): FarcasterChannels => {
  const channels = new Map<string, StoredChannel>()

  const sweep = () => {
    const now = options.now()
    for (const [token, channel] of channels) {
      if (channel.expiresAt <= now) channels.delete(token)
    }
  }

  type Found = Exclude<ChannelLookup, { readonly kind: "live" }> | StoredChannel

  const lookup = (token: string): Found => {
    const channel = channels.get(token)
    if (channel === undefined) return { kind: "unknown" }
    if (channel.expiresAt <= options.now()) return { kind: "expired" }
    if (channel.delivered) return { kind: "delivered" }
    return channel
  }

  const answer = (found: Found): ChannelLookup =>
    "kind" in found ? found : { kind: "live", status: found.status }

  return {
    open: (request, metadata) => {
      sweep()
      if (channels.size >= options.maxChannels) return undefined
      const channelToken = randomUUID()
      // The real relay generates a nonce when the app gives none (siwe's generateNonce).
      const nonce = request.nonce ?? generateSiweNonce()
      const url = options.pageUrl(channelToken)
      channels.set(channelToken, {
        expiresAt: options.now() + options.ttlMs,
        delivered: false,
        status: {
          state: "pending",
          nonce,
          url,
          signatureParams: { ...request, nonce },
          metadata: { ...metadata },
          acceptAuthAddress: request.acceptAuthAddress ?? false,
        },
      })
      return { channelToken, url, nonce }
    },
    find: (token) => answer(lookup(token)),
    deliver: (token) => {
      const found = lookup(token)
      if (!("kind" in found) && found.status.state === "completed") found.delivered = true
      return answer(found)
    },
    complete: (token, completion) => {
      const channel = lookup(token)
      if ("kind" in channel) return channel
      if (channel.status.state === "completed") return { kind: "already-completed" }
      channel.status = {
        ...channel.status,
        state: "completed",
        message: completion.message,
        signature: completion.signature,
        authMethod: completion.authMethod,
        fid: completion.fid,
        ...(completion.username === undefined ? {} : { username: completion.username }),
        ...(completion.displayName === undefined ? {} : { displayName: completion.displayName }),
        ...(completion.bio === undefined ? {} : { bio: completion.bio }),
        ...(completion.pfpUrl === undefined ? {} : { pfpUrl: completion.pfpUrl }),
        ...(completion.custody === undefined ? {} : { custody: completion.custody }),
        verifications: [...completion.verifications],
      }
      return { kind: "completed", status: channel.status }
    },
  }
}
