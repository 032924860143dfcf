import { describe, expect, it } from "vitest"
import {
  cardDeclinedMessage,
  checkTestCard,
  cvcMessage,
  declinedTestCard,
  expiryMessage,
  goodTestCard,
  unknownCardMessage,
} from "./testCards"

const now = new Date("2026-11-28T12:00:00Z")
const card = (number: string, expiry = "12/30", cvc = "123") => ({ number, expiry, cvc })

describe("checkTestCard", () => {
  it("accepts 4242 4242 4242 4242 and declines 4000 0000 0000 0002, typed with or without spaces", () => {
    expect(checkTestCard(card(goodTestCard), now)).toEqual({ _tag: "Accepted" })
    expect(checkTestCard(card("4242424242424242"), now)).toEqual({ _tag: "Accepted" })
    expect(checkTestCard(card(declinedTestCard), now)).toEqual({
      _tag: "Declined",
      message: cardDeclinedMessage,
    })
    expect(cardDeclinedMessage).toBe("Your card was declined. You were not charged.")
  })

  it("any other number names the two test cards", () => {
    expect(checkTestCard(card("4111 1111 1111 1111"), now)).toEqual({
      _tag: "Invalid",
      message: unknownCardMessage,
    })
    expect(unknownCardMessage).toBe(
      "Use a sandbox test card: 4242 4242 4242 4242 is accepted, 4000 0000 0000 0002 is declined",
    )
  })

  it("the expiry is MM/YY, this month or later; the CVC 3 or 4 digits", () => {
    const invalid = (message: string) => ({ _tag: "Invalid", message })
    expect(checkTestCard(card(goodTestCard, "11/26"), now)).toEqual({ _tag: "Accepted" })
    for (const expiry of ["10/26", "13/30", "1230", ""]) {
      expect(checkTestCard(card(goodTestCard, expiry), now), expiry).toEqual(invalid(expiryMessage))
    }
    for (const cvc of ["12", "12345", "abc"]) {
      expect(checkTestCard(card(goodTestCard, "12/30", cvc), now), cvc).toEqual(invalid(cvcMessage))
    }
  })
})
