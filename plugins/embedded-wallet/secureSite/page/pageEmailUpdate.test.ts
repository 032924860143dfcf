// @vitest-environment happy-dom
// The frame page's side of spec 4's email update, with a fake parent window and the fake site.
import { afterEach, describe, expect, it } from "vitest"
import { type FramePage, startFramePage } from "./framePage"
import {
  type FakeFrameWindow,
  fakeFrameWindow,
  fakeSiteApi,
  fakeSiteCode,
} from "./framePageFixtures"

const dapp = "http://localhost:5173"

let page: FramePage | undefined
afterEach(() => {
  page?.stop()
  page = undefined
})

const start = (win: FakeFrameWindow) => {
  const api = fakeSiteApi()
  page = startFramePage({ window: win, api })
  return { win, api }
}

/** A page embedded by the dApp, with ada signed in. */
const signedIn = async () => {
  const { win, api } = start(fakeFrameWindow({ ancestorOrigin: dapp }))
  await win.ask("CONNECT_EMAIL", { email: "ada@example.org" })
  expect((await win.ask("CONNECT_OTP", { otp: fakeSiteCode })).type).toBe(
    "@w3m-frame/CONNECT_OTP_SUCCESS",
  )
  expect((await win.ask("GET_USER", {})).payload).toMatchObject({ email: "ada@example.org" })
  return { win, api }
}

describe("the frame page's email update (spec 4, spec 7 UPDATE_EMAIL*)", () => {
  it("spec 4 email update: UPDATE_EMAIL answers VERIFY_PRIMARY_OTP, UPDATE_EMAIL_PRIMARY_OTP the primary code, UPDATE_EMAIL_SECONDARY_OTP answers { newEmail }; GET_USER reports the new email after", async () => {
    const { win } = await signedIn()
    expect(await win.ask("UPDATE_EMAIL", { email: "ada.new@example.org" })).toMatchObject({
      type: "@w3m-frame/UPDATE_EMAIL_SUCCESS",
      payload: { action: "VERIFY_PRIMARY_OTP" },
    })
    const primary = await win.ask("UPDATE_EMAIL_PRIMARY_OTP", { otp: fakeSiteCode })
    expect(primary).toMatchObject({ type: "@w3m-frame/UPDATE_EMAIL_PRIMARY_OTP_SUCCESS" })
    expect(primary.payload).toBeUndefined()
    expect(await win.ask("UPDATE_EMAIL_SECONDARY_OTP", { otp: fakeSiteCode })).toMatchObject({
      type: "@w3m-frame/UPDATE_EMAIL_SECONDARY_OTP_SUCCESS",
      payload: { newEmail: "ada.new@example.org" },
    })
    expect((await win.ask("GET_USER", {})).payload).toMatchObject({ email: "ada.new@example.org" })
  })

  it("the site's refusals are the error replies' texts, and the email stays: a wrong code, a secondary step before the primary, an invalid address ('Please enter a valid email address')", async () => {
    const { win } = await signedIn()
    expect(await win.ask("UPDATE_EMAIL", { email: "nope" })).toEqual({
      type: "@w3m-frame/UPDATE_EMAIL_ERROR",
      id: expect.any(String),
      payload: { message: "Please enter a valid email address", reason: "invalid_email" },
    })
    await win.ask("UPDATE_EMAIL", { email: "ada.new@example.org" })
    expect(await win.ask("UPDATE_EMAIL_SECONDARY_OTP", { otp: fakeSiteCode })).toMatchObject({
      type: "@w3m-frame/UPDATE_EMAIL_SECONDARY_OTP_ERROR",
      payload: { message: "No change" },
    })
    expect(await win.ask("UPDATE_EMAIL_PRIMARY_OTP", { otp: "000000" })).toMatchObject({
      type: "@w3m-frame/UPDATE_EMAIL_PRIMARY_OTP_ERROR",
      payload: { message: "Wrong code" },
    })
    expect((await win.ask("GET_USER", {})).payload).toMatchObject({ email: "ada@example.org" })
  })

  it("without a signed-in user the update is refused with 'Not connected to email or social'", async () => {
    const { win, api } = start(fakeFrameWindow({ ancestorOrigin: dapp }))
    expect(await win.ask("UPDATE_EMAIL", { email: "ada.new@example.org" })).toMatchObject({
      type: "@w3m-frame/UPDATE_EMAIL_ERROR",
      payload: { message: "Not connected to email or social", reason: "page.error.notConnected" },
    })
    expect(api.state.emailChanges.size).toBe(0)
  })
})
