import { Effect } from "effect"
import {
  BaseError,
  type Client,
  HttpRequestError,
  isAddress,
  isAddressEqual,
  isHex,
  SocketClosedError,
  TimeoutError,
  verifyMessage as verifyEoaMessage,
  WebSocketRequestError,
} from "viem"
import { getChainId, verifyMessage } from "viem/actions"
import {
  SiwxMessageInvalidError,
  SiwxSignatureCheckError,
  SiwxSignatureInvalidError,
} from "../SiwxMessageErrors"
import type { SiwxMessenger, SiwxSignedMessage } from "../SiwxMessenger"
import {
  eip4361FieldsProblem,
  evmChainReference,
  formatEip4361Message,
  parseEip4361Message,
} from "./eip4361Message"

/** How the eip155 messenger reaches a chain to check signatures. */
export interface Eip155MessengerOptions {
  /**
   * A viem client of the message's chain, or a function choosing one by chain id. Contract
   * accounts (ERC-1271) and undeployed ones (ERC-6492) are checked on that chain, so a single
   * client bound to another chain is refused. Without one, see `withoutClient`.
   */
  readonly client?: Client | ((chainId: number) => Client | undefined)
  /**
   * What a signature check does when no client serves the message's chain: "cannot-check" (the
   * default) fails with `SiwxSignatureCheckError`, since only the chain can vouch for a contract
   * account; "eoa" recovers the signer from the signature, with no node, so plain accounts
   * (EOA) sign in and a contract account's signature is `SiwxSignatureInvalidError`.
   */
  readonly withoutClient?: "cannot-check" | "eoa"
}

// A node that did not answer is "could not check"; anything else verifyMessage throws (a
// malformed signature the verifier contract reverts on) means the signature is not valid.
const isTransportFailure = (error: unknown): boolean =>
  error instanceof BaseError &&
  error.walk(
    (e) =>
      e instanceof HttpRequestError ||
      e instanceof TimeoutError ||
      e instanceof WebSocketRequestError ||
      e instanceof SocketClosedError,
  ) !== null

// The client of the message's chain; undefined when none is given for it.
const clientFor = (
  options: Eip155MessengerOptions,
  chainId: number,
): Client | undefined | SiwxSignatureCheckError => {
  const { client } = options
  if (client === undefined) return undefined
  if (typeof client === "function") return client(chainId)
  if (client.chain !== undefined && client.chain.id !== chainId) {
    return new SiwxSignatureCheckError({
      reason: `the client is for eip155:${client.chain.id}, the message for eip155:${chainId}`,
    })
  }
  return client
}

// An EOA's signature is checked by recovering its signer (ecrecover over the EIP-191 hash of
// the exact text): viem's own check, the one its verifyMessage action falls back to.
const recoverSigner = (
  signed: SiwxSignedMessage,
): Effect.Effect<void, SiwxSignatureInvalidError> => {
  const { accountAddress } = signed.fields
  return Effect.tryPromise({
    try: () =>
      verifyEoaMessage({
        address: accountAddress as `0x${string}`,
        message: signed.message,
        signature: signed.signature as `0x${string}`,
      }),
    catch: (cause) => new SiwxSignatureInvalidError({ accountAddress, cause }),
  }).pipe(
    Effect.flatMap((valid) =>
      valid ? Effect.void : Effect.fail(new SiwxSignatureInvalidError({ accountAddress })),
    ),
  )
}

const verify =
  (options: Eip155MessengerOptions) =>
  (
    signed: SiwxSignedMessage,
  ): Effect.Effect<void, SiwxSignatureInvalidError | SiwxSignatureCheckError> =>
    Effect.gen(function* () {
      const { accountAddress } = signed.fields
      if (!isHex(signed.signature) || !isAddress(accountAddress, { strict: false })) {
        return yield* new SiwxSignatureInvalidError({ accountAddress })
      }
      const chainId = Number(evmChainReference(signed.fields.chainId))
      const client = clientFor(options, chainId)
      if (client instanceof SiwxSignatureCheckError) return yield* client
      if (client === undefined) {
        if (options.withoutClient === "eoa") return yield* recoverSigner(signed)
        return yield* new SiwxSignatureCheckError({
          reason:
            options.client === undefined
              ? "the eip155 messenger was made without a client"
              : `no client for eip155:${chainId}`,
        })
      }
      // verifyMessage answers false when the node cannot be reached (it reads every failed call
      // as a reverting validator), so the node is asked for its chain first: that tells "could
      // not check" from "not valid", and keeps ERC-1271 answers from another chain out.
      const nodeChainId = yield* Effect.tryPromise({
        try: () => getChainId(client),
        catch: (cause) => new SiwxSignatureCheckError({ reason: "the node did not answer", cause }),
      })
      if (nodeChainId !== chainId) {
        return yield* new SiwxSignatureCheckError({
          reason: `the node is on eip155:${nodeChainId}, the message for eip155:${chainId}`,
        })
      }
      // verifyMessage checks plain (ecrecover), ERC-1271 and ERC-6492 signatures in one call
      // (the universal validator, run without deploying it), over the exact signed text.
      const valid = yield* Effect.tryPromise({
        try: () =>
          verifyMessage(client, {
            address: accountAddress,
            message: signed.message,
            signature: signed.signature as `0x${string}`,
          }),
        catch: (cause) =>
          isTransportFailure(cause)
            ? new SiwxSignatureCheckError({ reason: "the node did not answer", cause })
            : new SiwxSignatureInvalidError({ accountAddress, cause }),
      })
      if (!valid) return yield* new SiwxSignatureInvalidError({ accountAddress })
    })

/**
 * The sign-in messenger of the eip155 namespace: EIP-4361 (CAIP-122 for EVM chains).
 * @example
 * const messenger = eip155Messenger({ client: publicClient })
 * const eoaOnly = eip155Messenger({ withoutClient: "eoa" }) // no node: plain accounts only
 * const text = yield* messenger.createMessage(fields)
 */
export const eip155Messenger = (options: Eip155MessengerOptions = {}): SiwxMessenger => ({
  namespace: "eip155",
  createMessage: (fields) =>
    Effect.suspend(() => {
      const problem = eip4361FieldsProblem(fields)
      return problem === undefined
        ? Effect.succeed(formatEip4361Message(fields))
        : Effect.fail(problem)
    }),
  parseMessage: (message) =>
    Effect.suspend(() => {
      const parsed = parseEip4361Message(message)
      return parsed instanceof SiwxMessageInvalidError
        ? Effect.fail(parsed)
        : Effect.succeed(parsed)
    }),
  verifySignature: verify(options),
  sameAccount: (a, b) =>
    isAddress(a, { strict: false }) && isAddress(b, { strict: false }) && isAddressEqual(a, b),
})
