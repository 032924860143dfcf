import { Fragment, type ReactNode, useId } from "react"
import { useMessage } from "../plugin/useMessage"
import { checkbox, checkboxRow, link, notice, reason } from "./LegalNotice.css"
import type { LegalCheckboxProps, LegalTerms } from "./legalTerms"

// Stand-ins for the links while the sentence is looked up: characters no translation holds.
const termsMark = "\uE000"
const privacyMark = "\uE001"

/** A link to a legal document, in a new tab (the modal and the visitor's choice stay). */
const DocumentLink = ({ href, children }: { readonly href: string; readonly children: string }) => (
  <a className={link} href={href} target="_blank" rel="noopener noreferrer">
    {children}
  </a>
)

/**
 * "By connecting your wallet, you agree to our Terms of Service and Privacy Policy." in the
 * kit's language, each document a link; only the documents configured are named.
 */
const AgreementSentence = ({ terms, privacy }: Pick<LegalTerms, "terms" | "privacy">) => {
  const message = useMessage()
  const id =
    terms === undefined
      ? "connect.legal.privacyOnly"
      : privacy === undefined
        ? "connect.legal.termsOnly"
        : "connect.legal.termsAndPrivacy"
  const links: Readonly<Record<string, ReactNode>> = {
    [termsMark]:
      terms === undefined ? null : (
        <DocumentLink href={terms}>{message("connect.legal.terms")}</DocumentLink>
      ),
    [privacyMark]:
      privacy === undefined ? null : (
        <DocumentLink href={privacy}>{message("connect.legal.privacy")}</DocumentLink>
      ),
  }
  // The sentence's word order is the language's: the links go where its placeholders are.
  const parts = message(id, { terms: termsMark, privacy: privacyMark }).split(
    new RegExp(`(${termsMark}|${privacyMark})`),
  )
  return (
    <>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence, never reordered.
        <Fragment key={index}>{links[part] ?? part}</Fragment>
      ))}
    </>
  )
}

/**
 * The Connect view's legal notice (AppKit's legal footer): the documents the visitor agrees
 * to by connecting (`termsConditionsUrl`, `privacyPolicyUrl`), as links. Part of the modal's
 * views code (a lazy chunk), not the page's first paint.
 */
export const LegalNotice = ({ terms, privacy }: Pick<LegalTerms, "terms" | "privacy">) => (
  <p className={notice}>
    <AgreementSentence terms={terms} privacy={privacy} />
  </p>
)

/**
 * The legal notice as a checkbox (the `legalCheckbox` feature): a real checkbox labelled by
 * the sentence, whose links stay links. Until it is ticked, the reason below it says why the
 * wallets are disabled, and they point to it (`aria-describedby`).
 */
export const LegalCheckbox = ({
  terms,
  privacy,
  checked,
  onChange,
  reasonId,
}: LegalCheckboxProps) => {
  const message = useMessage()
  const boxId = useId()
  return (
    <div>
      <div className={checkboxRow}>
        <input
          id={boxId}
          className={checkbox}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        <label htmlFor={boxId}>
          <AgreementSentence terms={terms} privacy={privacy} />
        </label>
      </div>
      {checked ? null : (
        <p id={reasonId} className={reason}>
          {message("connect.legal.required")}
        </p>
      )}
    </div>
  )
}
