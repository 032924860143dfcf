import type { FrameRequestPayload, FrameSuccessPayload } from "../../frame/FramePayloads"
import type { PageAccount } from "./pageAccount"
import type { SiteApi } from "./siteApi"

/** The frame requests of spec 4's email update (spec 7). */
type EmailUpdateRequest = "UPDATE_EMAIL" | "UPDATE_EMAIL_PRIMARY_OTP" | "UPDATE_EMAIL_SECONDARY_OTP"

/** The frame page's handlers of the email update's requests. */
export type EmailUpdateHandlers = {
  readonly [Name in EmailUpdateRequest]: (
    payload: FrameRequestPayload<Name>,
  ) => Promise<FrameSuccessPayload<Name>>
}

/**
 * The frame page's side of spec 4's email update, for the signed-in user's session: UPDATE_EMAIL
 * starts the change (the site mails a code to the current address) and answers
 * VERIFY_PRIMARY_OTP; UPDATE_EMAIL_PRIMARY_OTP sends that code (the site then mails one to the
 * new address); UPDATE_EMAIL_SECONDARY_OTP sends the new address's code and answers
 * `{ newEmail }`, which GET_USER reports from then on. The site's refusals (a wrong or expired
 * code, an address another account holds) are the error replies' texts.
 */
export const makeEmailUpdateHandlers = (
  api: SiteApi,
  account: PageAccount,
): EmailUpdateHandlers => ({
  UPDATE_EMAIL: ({ email }) => account.withSession((token) => api.startEmailUpdate(token, email)),
  UPDATE_EMAIL_PRIMARY_OTP: async ({ otp }) => {
    await account.withSession((token) => api.verifyEmailUpdatePrimary(token, otp))
    return undefined
  },
  UPDATE_EMAIL_SECONDARY_OTP: async ({ otp }) => {
    const { newEmail } = await account.withSession((token) =>
      api.verifyEmailUpdateSecondary(token, otp),
    )
    account.emailChanged(newEmail)
    return { newEmail }
  },
})
