import { useCallback, useId, useState } from "react"
import type { FoyerClient } from "../../core"
import type { Foyer } from "../Foyer"
import { askedFeature } from "./askedFeature"

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

/**
 * The legal terms that apply now: the kit's, once it has started; before, the page's options as
 * written (`legalCheckbox` as they ask for it, remote winning).
 */
export const legalTermsFor = (
  foyer: Foyer,
  client: FoyerClient | undefined,
): LegalTerms | undefined =>
  client === undefined
    ? legalTermsOf(foyer.options, askedFeature(foyer.options, "legalCheckbox") === true)
    : legalTermsOf(client.kernel.config, client.kernel.features.legalCheckbox)

// Ticked once, the box stays ticked for the page's life, from view to view and open to open.
const agreed = new WeakSet<Foyer>()

/**
 * Whether the legal checkbox still stands between the visitor and a wallet: the terms ask for
 * it and the visitor has not ticked it on this handle's modal.
 */
export const mustAgreeFirst = (foyer: Foyer, client: FoyerClient | undefined): boolean =>
  legalTermsFor(foyer, client)?.checkbox === true && !agreed.has(foyer)

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

/** Props of the legal checkbox (`LegalCheckbox`, ui/shell/LegalNotice.tsx). */
export interface LegalCheckboxProps extends Pick<LegalTerms, "terms" | "privacy"> {
  readonly checked: boolean
  readonly onChange: (checked: boolean) => void
  /** The id of the reason the wallets are disabled, shown while the box is not ticked. */
  readonly reasonId: string
}

/** What a view that lists ways to connect needs of the legal terms (see {@link useLegalGate}). */
export interface LegalGate {
  /** The terms that apply now; undefined when none are configured. */
  readonly legal: LegalTerms | undefined
  /** Whether the checkbox still stands between the visitor and connecting. */
  readonly blocked: boolean
  /** The id of the reason shown while blocked, for `aria-describedby`. */
  readonly reasonId: string
  /** The checkbox's props, with the `legalCheckbox` feature; undefined without it. */
  readonly checkbox: LegalCheckboxProps | undefined
}

/**
 * The legal terms a view that lists ways to connect shows (the Connect view, the WalletConnect
 * pairing with no adapters): which apply, whether they still block, and the checkbox wired to
 * the agreement that lasts the page's life.
 */
export const useLegalGate = (foyer: Foyer, client: FoyerClient | undefined): LegalGate => {
  const legal = legalTermsFor(foyer, client)
  const [agreed, setAgreed] = useLegalAgreement(foyer)
  const reasonId = useId()
  return {
    legal,
    blocked: legal?.checkbox === true && !agreed,
    reasonId,
    checkbox:
      legal?.checkbox === true
        ? {
            terms: legal.terms,
            privacy: legal.privacy,
            checked: agreed,
            onChange: setAgreed,
            reasonId,
          }
        : undefined,
  }
}
