import { base58 } from "@scure/base"
import { Effect, Result } from "effect"
import { type Address, isHex } from "viem"
import { SiwxSignatureInvalidError } from "../../plugins/siwx/message/SiwxMessageErrors"
import { solanaMessenger } from "../../plugins/siwx/message/solana/solanaMessenger"
import { type FailedReply, failed, type SandboxContext } from "./OperationHandler"
import type { ParsedSiwxMessage } from "./parseSiwxMessage"
import { type DevnetSignatureCheck, verifyDevnetSignature } from "./verifyDevnetSignature"

/** How the sandbox checks a sign-in's signature on the chain the message names. */
export interface SiwxSignatureVerifier {
  /** What is wrong with the signature's encoding for this family (a 400), or undefined. */
  readonly malformed: (signature: string) => string | undefined
  /** Whether the signature is the message's signer's, of the exact text. */
  readonly verify: (signature: string, message: string) => Promise<DevnetSignatureCheck>
}

// An ed25519 signature: 64 bytes, in base58 (what solana:signMessage gives, as the kit sends it).
const isBase58Signature = (text: string): boolean => {
  if (!/^[1-9A-HJ-NP-Za-km-z]{1,88}$/.test(text)) return false
  return base58.decode(text).length === 64
}

/**
 * The signature check of a parsed sign-in on the chain its message names: an EVM devnet's
 * (EOA, ERC-1271 and ERC-6492, verified on the devnet) or a Solana devnet's (ed25519 over the
 * text's UTF-8 bytes, the key being the base58 address, checked with the kit's own Sign-In With
 * Solana messenger: no node is asked). A chain the sandbox does not serve is a 400 naming
 * every chain it serves.
 * @example
 * const verifier = siwxSignatureVerifierFor(parsed, context)
 * if ("_tag" in verifier) return verifier
 */
export const siwxSignatureVerifierFor = (
  parsed: ParsedSiwxMessage,
  context: SandboxContext,
): SiwxSignatureVerifier | FailedReply => {
  const { caipNetworkId } = parsed
  if (parsed.family === "solana" && context.solanaDevnet(caipNetworkId) !== undefined) {
    return {
      malformed: (signature) =>
        isBase58Signature(signature)
          ? undefined
          : "Invalid signature: expected the base58 of a 64-byte ed25519 signature",
      verify: (signature, message) =>
        Effect.runPromise(
          Effect.result(
            solanaMessenger().verifySignature({ fields: parsed.fields, message, signature }),
          ),
        ).then((result): DevnetSignatureCheck => {
          if (Result.isSuccess(result)) return "valid"
          if (result.failure instanceof SiwxSignatureInvalidError) return "wrong signer"
          throw result.failure
        }),
    }
  }
  const devnet = parsed.family === "eip155" ? context.devnet(caipNetworkId) : undefined
  if (devnet === undefined) {
    const served = [...context.devnets, ...context.solanaDevnets]
      .map((each) => each.caipNetworkId)
      .join(", ")
    return failed(
      400,
      "chainId",
      `Unsupported chain: ${caipNetworkId} (the sandbox serves ${served})`,
    )
  }
  return {
    malformed: (signature) =>
      isHex(signature) && signature.length > 2
        ? undefined
        : "Invalid signature: expected 0x-prefixed hex",
    verify: (signature, message) =>
      verifyDevnetSignature(devnet, { address: parsed.address as Address, message, signature }),
  }
}
