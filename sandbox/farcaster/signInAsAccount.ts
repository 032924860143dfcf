import { createWalletClient } from "@farcaster/auth-client"
import { Data } from "effect"
import { createPublicClient, custom } from "viem"
import { privateKeyToAccount } from "viem/accounts"
import type { ChannelCompletion, ChannelStatus } from "./FarcasterChannels"
import type { SandboxFarcasterAccount } from "./SandboxFarcasterAccount"

/** auth-client refused to build a Sign In With Farcaster message from a channel's parameters. */
export class FarcasterMessageBuildError extends Data.TaggedError("FarcasterMessageBuildError")<{
  readonly cause: unknown
}> {
  override get message(): string {
    const detail = this.cause instanceof Error ? this.cause.message : String(this.cause)
    return `Cannot build the sign-in message: ${detail}`
  }
}

/**
 * The development wallet builds messages and never reads a chain: auth-client's wallet client
 * wants an Ethereum connector all the same, so it gets one that refuses every read.
 */
const noChain: Parameters<typeof createWalletClient>[0]["ethereum"] = {
  getFid: () => Promise.reject(new Error("The development wallet reads no chain")),
  isValidAuthAddress: () => Promise.reject(new Error("The development wallet reads no chain")),
  publicClient: createPublicClient({
    transport: custom({
      request: () => Promise.reject(new Error("The development wallet reads no chain")),
    }),
  }),
}

const walletClient = createWalletClient({ ethereum: noChain })

const dateOf = (text: string | undefined): { readonly value: Date } | undefined =>
  text === undefined ? undefined : { value: new Date(text) }

/**
 * What the Farcaster app does when its user approves a sign-in: builds the Sign In With
 * Farcaster message from the channel's parameters with auth-client's `buildSignInMessage`
 * (statement "Farcaster Auth", chain 10, the `farcaster://fid/<fid>` resource, the channel's
 * domain, uri, nonce and optional times and request id, the custody address, issued now) and
 * signs it with the account's custody key (EIP-191). Throws FarcasterMessageBuildError when the
 * parameters make no valid message (an expiration time already past, a nonce SIWE refuses).
 */
export const signInAsAccount = async (
  params: ChannelStatus["signatureParams"],
  account: SandboxFarcasterAccount,
): Promise<ChannelCompletion> => {
  const notBefore = dateOf(params.notBefore)
  const expirationTime = dateOf(params.expirationTime)
  const built = walletClient.buildSignInMessage({
    domain: params.domain,
    uri: params.siweUri,
    address: account.custody,
    fid: account.fid,
    ...(params.nonce === undefined ? {} : { nonce: params.nonce }),
    ...(notBefore === undefined ? {} : { notBefore: notBefore.value }),
    ...(expirationTime === undefined ? {} : { expirationTime: expirationTime.value }),
    ...(params.requestId === undefined ? {} : { requestId: params.requestId }),
  })
  if (built.isError) throw new FarcasterMessageBuildError({ cause: built.error })
  const signature = await privateKeyToAccount(account.custodyPrivateKey).signMessage({
    message: built.message,
  })
  return {
    message: built.message,
    signature,
    authMethod: "custody",
    fid: account.fid,
    username: account.username,
    displayName: account.displayName,
    ...(account.bio === undefined ? {} : { bio: account.bio }),
    ...(account.pfpUrl === undefined ? {} : { pfpUrl: account.pfpUrl }),
    custody: account.custody,
    verifications: [],
  }
}
