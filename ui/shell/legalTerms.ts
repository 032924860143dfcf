import { useCallback, useState } from "react"
import type { FoyerOptions } from "../../core"
import type { Foyer } from "../Foyer"

/**
 * The legal documents the Connect view links to (`termsConditionsUrl`, `privacyPolicyUrl`),
 * and whether the visitor must tick a box agreeing to them before connecting (the
 * `legalCheckbox` feature, spec 9: off by default).
 */
export interface LegalTerms {
  readonly terms: string | undefined
  readonly privacy: string | undefined
  readonly checkbox: boolean
}

/**
 * Whether a legal document's URL may be an `<a href>`: a web (http or https) URL only, never
 * `javascript:` or `data:`. The decoded options allow nothing else; the page's raw options,
 * read before the kit has decoded them, might.
 */
export const isSafeLinkUrl = (url: unknown): url is string =>
  typeof url === "string" && /^https?:\/\/[^\s]+$/i.test(url)

/**
 * The legal terms of a configuration: undefined when it names no document (safe to link), so
 * nothing is shown and no checkbox gates the wallets, whatever `legalCheckbox` says.
 */
export const legalTermsOf = (
  urls: { readonly termsConditionsUrl?: unknown; readonly privacyPolicyUrl?: unknown },
  legalCheckbox: boolean,
): LegalTerms | undefined => {
  const terms = isSafeLinkUrl(urls.termsConditionsUrl) ? urls.termsConditionsUrl : undefined
  const privacy = isSafeLinkUrl(urls.privacyPolicyUrl) ? urls.privacyPolicyUrl : undefined
  return terms === undefined && privacy === undefined
    ? undefined
    : { terms, privacy, checkbox: legalCheckbox }
}

/** `legalCheckbox` as the page's options set it, before the kit resolves them (remote wins). */
export const legalCheckboxAsked = (options: FoyerOptions): boolean =>
  (options.remoteFeatures?.legalCheckbox ?? options.features?.legalCheckbox) === true

// Ticked once, the box stays ticked for the page's life, from view to view and open to open.
const agreed = new WeakSet<Foyer>()

/** Whether the visitor ticked the legal checkbox on this handle's modal, and how to change it. */
export const useLegalAgreement = (foyer: Foyer): readonly [boolean, (next: boolean) => void] => {
  const [value, setValue] = useState(() => agreed.has(foyer))
  const set = useCallback(
    (next: boolean) => {
      if (next) agreed.add(foyer)
      else agreed.delete(foyer)
      setValue(next)
    },
    [foyer],
  )
  return [value, set]
}
