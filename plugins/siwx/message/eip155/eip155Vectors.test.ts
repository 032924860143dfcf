import { Effect, Result } from "effect"
import { describe, expect, it } from "vitest"
import type { SiwxMessageFields } from "../SiwxMessageFields"
import eip4361Examples from "../vectors/eip4361_examples.json"
import parsingNegative from "../vectors/siwe_parsing_negative.json"
import parsingNegativeObjects from "../vectors/siwe_parsing_negative_objects.json"
import parsingPositive from "../vectors/siwe_parsing_positive.json"
import { eip155Messenger } from "./eip155Messenger"
import { toSiwxFields } from "./siweVectorFields"

const messenger = eip155Messenger()
const parse = (text: string) => Effect.runSync(Effect.result(messenger.parseMessage(text)))
const create = (fields: SiwxMessageFields) =>
  Effect.runSync(Effect.result(messenger.createMessage(fields)))

const positive = { ...eip4361Examples, ...parsingPositive }

describe("the standard positive vectors (EIP-4361 examples, siwe parsing_positive)", () => {
  it("are all here", () => {
    expect(Object.keys(positive)).toHaveLength(11)
  })

  it.each(Object.entries(positive))(
    "%s: parse gives the fields and create gives the same text",
    (_, vector) => {
      const parsed = parse(vector.message)
      expect(parsed).toEqual(Result.succeed(toSiwxFields(vector.fields)))
      const fields = Result.getOrThrow(parsed)
      expect(create(fields)).toEqual(Result.succeed(vector.message))
    },
  )
})

// What each siwe negative vector gets wrong, as our parser names it: the field at fault, or
// "message" for a line that is out of place.
const negativeParts: Record<keyof typeof parsingNegative, string> = {
  "missing domain": "domain",
  "missing address": "accountAddress",
  "missing uri": "uri",
  "missing version": "version",
  "missing chainId": "chainId",
  "missing nonce": "nonce",
  "missing issuedAt": "issuedAt",
  "out of order uri": "uri",
  "out of order version": "version",
  "out of order chainId": "chainId",
  "out of order nonce": "nonce",
  "out of order issuedAt": "issuedAt",
  "out of order expirationTime": "message",
  "out of order notBefore": "message",
  "out of order requestId": "resources",
  "out of order resources": "resources",
  "domain not RFC4501 authority": "domain",
  "address not EIP-55": "accountAddress",
  "statement has line break": "statement",
  "uri is non-RFC 3986": "uri",
  "version not 1": "version",
  "not a valid chainId": "chainId",
  "nonce with less then 8 chars": "nonce",
  "non-ISO 8601 issuedAt": "issuedAt",
  "non-ISO 8601 expirationTime": "expirationTime",
  "non-ISO 8601 notBefore": "notBefore",
  "invalid ISO 8601 issuedAt": "issuedAt",
  "invalid ISO 8601 expirationTime": "expirationTime",
  "invalid ISO 8601 notBefore": "notBefore",
  "resources not separated by line break": "resources",
  "first resource not-RFC 3986": "resources",
  "second resource is not-RFC3986": "resources",
}

describe("the siwe negative parsing vectors", () => {
  it.each(Object.entries(parsingNegative))(
    "%s: parse rejects it, naming what is wrong",
    (name, text) => {
      const parsed = parse(text)
      expect(Result.isFailure(parsed)).toBe(true)
      const error = Result.getOrThrowWith(Result.flip(parsed), () => "parsed")
      expect(error._tag).toBe("SiwxMessageInvalidError")
      expect(error.part).toBe(negativeParts[name as keyof typeof parsingNegative])
    },
  )
})

const negativeObjectParts: Record<keyof typeof parsingNegativeObjects, string> = {
  "missing domain": "domain",
  "missing address": "accountAddress",
  "missing uri": "uri",
  "missing version": "version",
  "missing chainId": "chainId",
  "missing nonce": "nonce",
  "missing issuedAt": "issuedAt",
  "domain not RFC4501 authority": "domain",
  "address not EIP-55": "accountAddress",
  "uri is non-RFC 3986": "uri",
  "version not 1": "version",
  "not a valid chainId": "chainId",
  "nonce with less than 8 chars": "nonce",
  "non-ISO 8601 issuedAt": "issuedAt",
  "non-ISO 8601 expirationTime": "expirationTime",
  "non-ISO 8601 notBefore": "notBefore",
  "first resource not-RFC 3986": "resources",
  "second resource is not-RFC3986": "resources",
}

describe("the siwe negative field vectors", () => {
  it.each(Object.entries(parsingNegativeObjects))(
    "%s: create refuses the fields, naming the field",
    (name, vector) => {
      const created = create(toSiwxFields(vector))
      const error = Result.getOrThrowWith(Result.flip(created), () => "created")
      expect(error._tag).toBe("SiwxMessageInvalidError")
      expect(error.part).toBe(negativeObjectParts[name as keyof typeof parsingNegativeObjects])
    },
  )
})
