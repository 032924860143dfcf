import { randomUUID } from "node:crypto"
import type { SiwxSession } from "../../../core/api/generated/schemas"
import { checkSiwxOrigin } from "../checkSiwxOrigin"
import { failed, type OperationHandler } from "../OperationHandler"
import { checkSiwxTimeWindow, parseSiwxMessage } from "../parseSiwxMessage"
import type { SiwxNonceState } from "../SiwxNonces"
import { siwxProjectOf } from "../SiwxSessionRegistry"
import { siwxLimits } from "../siwxLimits"
import { siwxSignatureVerifierFor } from "../siwxSignatureVerifier"

/**
 * How far past the sandbox's clock a message's Issued At may be: a wallet's clock a little
 * ahead is no attack, while a message dated later is one made to be replayed in the future.
 */
export const siwxIssuedAtSkewMs = 60_000

const nonceRefusals: Record<Exclude<SiwxNonceState, "issued">, (nonce: string) => string> = {
  unknown: (nonce) => `Unknown nonce: ${nonce} was not issued by this server`,
  used: (nonce) => `Nonce already used: ${nonce}`,
  expired: (nonce) => `Nonce expired: ${nonce}`,
}

/**
 * Creates a sign-in session from a signed EIP-4361 or Sign-In With Solana message
 * (`POST /v1/siwx/sessions`), checked in this order: the message is at most
 * `siwxLimits.maxMessageBytes` (413) and parses with the kit's strict parser of the format its
 * first line names (400); it comes from one of the project's pages, its domain allowed, its URI
 * on that domain and its scheme, if any, http or https (403); its chain is an EVM or Solana
 * devnet the sandbox serves (400); the signature is at most `siwxLimits.maxSignatureBytes`
 * (413) and in its family's encoding, 0x hex or base58 (400); its Issued At is at most
 * `siwxIssuedAtSkewMs` past the sandbox's clock (400); its nonce was issued here, is unused and
 * unexpired (401); its time window holds on the sandbox's clock (401); and the signature is the
 * address's: on the EVM devnet an EOA's, ERC-1271 or ERC-6492, on a Solana devnet ed25519 by
 * the address's key (401). Only then is the nonce spent, so a refused attempt leaves it for the
 * visitor's next try, and of two sessions raced on one nonce only the first is created. The
 * session is kept under the request's `projectId`.
 */
export const createSiwxSession: OperationHandler<"createSiwxSession"> = async (
  request,
  context,
) => {
  const { message, signature } = request.body
  const parsed = parseSiwxMessage(message)
  if (parsed._tag === "Failed") return parsed
  const foreign = checkSiwxOrigin(parsed.fields, context.allowedDomains)
  if (foreign !== undefined) return foreign
  const { caipNetworkId } = parsed
  const verifier = siwxSignatureVerifierFor(parsed, context)
  if ("_tag" in verifier) return verifier
  if (signature.length > siwxLimits.maxSignatureBytes) {
    return failed(
      413,
      "signature",
      `The signature is ${signature.length} characters; the sandbox reads signatures of at most ${siwxLimits.maxSignatureBytes}`,
    )
  }
  const malformed = verifier.malformed(signature)
  if (malformed !== undefined) return failed(400, "signature", malformed)
  const now = context.now()
  if (parsed.issuedAt.getTime() > now.getTime() + siwxIssuedAtSkewMs) {
    return failed(
      400,
      "issuedAt",
      `The sign-in message is issued in the future: Issued At ${parsed.issuedAt.toISOString()} is more than ${siwxIssuedAtSkewMs / 1000} s after the sandbox's clock (${now.toISOString()})`,
    )
  }
  const projectId = siwxProjectOf(request.query)
  const nonceState = context.siwx.nonceState(projectId, parsed.nonce, now)
  if (nonceState !== "issued") return failed(401, "nonce", nonceRefusals[nonceState](parsed.nonce))
  const outsideWindow = checkSiwxTimeWindow(parsed, now)
  if (outsideWindow !== undefined) return outsideWindow

  const check = await verifier.verify(signature, message)
  if (check === "unreadable") {
    return failed(401, "signature", "Signature validation error: Invalid signature")
  }
  if (check === "wrong signer") {
    return failed(
      401,
      "signature",
      `Signature validation error: the message was not signed by ${parsed.address}`,
    )
  }
  // Checked again now that the chain answered: another request may have spent it meanwhile,
  // or its lifetime may have run out.
  const spent = context.siwx.spendNonce(projectId, parsed.nonce, context.now())
  if (spent !== "issued") return failed(401, "nonce", nonceRefusals[spent](parsed.nonce))

  const session: SiwxSession = {
    id: randomUUID(),
    address: parsed.address,
    caipNetworkId,
    message,
    signature,
    issuedAt: parsed.issuedAt.toISOString(),
    ...(parsed.expirationTime === undefined
      ? {}
      : { expirationTime: parsed.expirationTime.toISOString() }),
  }
  context.siwx.add(projectId, session, context.now())
  return { _tag: "Ok", body: session }
}
