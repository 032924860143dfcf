import type { SiwxMessageFields } from "../../plugins/siwx/message/SiwxMessageFields"
import type { AllowedDomains } from "./AllowedDomains"
import { type FailedReply, failed } from "./OperationHandler"

const webSchemes: ReadonlySet<string> = new Set(["http", "https"])

/** The URL a text names, or undefined when the URL parser refuses it. */
const urlOf = (text: string): URL | undefined => {
  try {
    return new URL(text)
  } catch {
    return undefined
  }
}

/**
 * Checks that a sign-in message comes from one of the project's pages, as EIP-4361 asks of the
 * relying party (issue 30 M2: a signature a visitor gave `evil.example` for a nonce of the
 * dApp's public project must not become a session): its scheme, when it names one, is http or
 * https; its domain is one the project allows; its URI is an http or https URL on that domain.
 * A refusal is a 403 naming the field; undefined when the message is the project's.
 * @example
 * const foreign = checkSiwxOrigin(parsed.fields, context.allowedDomains)
 * if (foreign !== undefined) return foreign
 */
export const checkSiwxOrigin = (
  fields: Pick<SiwxMessageFields, "scheme" | "domain" | "uri">,
  domains: AllowedDomains,
): FailedReply | undefined => {
  const { scheme, domain, uri } = fields
  if (scheme !== undefined && !webSchemes.has(scheme.toLowerCase())) {
    return failed(403, "scheme", `The sign-in message's scheme '${scheme}' is not http or https`)
  }
  if (!domains.allows(domain)) {
    const allowed = domains.entries()
    const which = allowed.length === 0 ? "for no domain yet" : `only for ${allowed.join(", ")}`
    return failed(
      403,
      "domain",
      `Domain not allowed: the sign-in message is for '${domain}', and the sandbox allows sign-ins ${which}`,
    )
  }
  const url = urlOf(uri)
  // The URL parser drops the scheme's default port, so the domain is read with the same scheme.
  const onDomain =
    url !== undefined &&
    webSchemes.has(url.protocol.slice(0, -1)) &&
    url.host === urlOf(`${url.protocol}//${domain}`)?.host
  if (!onDomain) {
    return failed(
      403,
      "uri",
      `The sign-in message's URI '${uri}' is not an http or https URL on its domain '${domain}'`,
    )
  }
  return undefined
}
