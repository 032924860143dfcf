/** The card the visitor typed on the sandbox onramp page. */
export interface TestCard {
  readonly number: string
  /** MM/YY. */
  readonly expiry: string
  readonly cvc: string
}

/** The sandbox's test card that is always accepted. */
export const goodTestCard = "4242 4242 4242 4242"

/** The sandbox's test card that is always declined. */
export const declinedTestCard = "4000 0000 0000 0002"

/** What the page shows when the declined test card is used. */
export const cardDeclinedMessage = "Your card was declined. You were not charged."

/** What the page shows for any other card number. */
export const unknownCardMessage = `Use a sandbox test card: ${goodTestCard} is accepted, ${declinedTestCard} is declined`

/** What the page shows for an expiry that is not MM/YY or is past. */
export const expiryMessage = "Enter the card's expiry as MM/YY, this month or later"

/** What the page shows for a security code that is not 3 or 4 digits. */
export const cvcMessage = "Enter the card's security code: 3 or 4 digits"

/** How a test card is answered. */
export type TestCardOutcome =
  | { readonly _tag: "Accepted" }
  | { readonly _tag: "Declined"; readonly message: string }
  | { readonly _tag: "Invalid"; readonly message: string }

const digits = (text: string) => text.replace(/[\s-]/g, "")

/**
 * The sandbox's card rules, in the order a visitor fixes them: the number must be one of the
 * two test cards, the expiry MM/YY not before `now`'s month, the CVC 3 or 4 digits; then
 * 4242 4242 4242 4242 is accepted and 4000 0000 0000 0002 declined.
 */
export const checkTestCard = (card: TestCard, now: Date): TestCardOutcome => {
  const number = digits(card.number)
  if (number !== digits(goodTestCard) && number !== digits(declinedTestCard)) {
    return { _tag: "Invalid", message: unknownCardMessage }
  }
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim())
  const month = Number(expiry?.[1])
  const year = 2000 + Number(expiry?.[2])
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth()
  if (expiry === null || month < 1 || month > 12 || year * 12 + month - 1 < thisMonth) {
    return { _tag: "Invalid", message: expiryMessage }
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { _tag: "Invalid", message: cvcMessage }
  return number === digits(goodTestCard)
    ? { _tag: "Accepted" }
    : { _tag: "Declined", message: cardDeclinedMessage }
}
