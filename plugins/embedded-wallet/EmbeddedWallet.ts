import { Context, type Effect } from "effect"
import type { EmailInvalidError, ReadableStore } from "../../core"
import type { EmbeddedWalletError } from "./EmbeddedWalletError"
import type { FarcasterLoginShape } from "./farcaster/farcasterLogin"
import type { EmailConnectAction, PasskeyStep } from "./frame/FramePayloads"
import type { EmailUpdateShape } from "./service/emailUpdate"
import type { SocialLoginShape } from "./social/socialLogin"

/** What connect email answered (spec 4): the verification step that follows. */
export type EmailConnectStep = (typeof EmailConnectAction)["Type"]

/**
 * The passkey step a login answered as due (issue 37): "enrol" (protect a new wallet with a
 * passkey) or "recover" (open the wallet on this browser with the passkey). The secure frame
 * asks the visitor in its own panel, so the view shows the frame and runs `runPasskeyStep`.
 */
export type PasskeyStepKind = (typeof PasskeyStep)["Type"]

/**
 * A wallet request waiting for the visitor's approval in the secure frame (spec 2
 * ApproveTransaction): the method, for the view's title; the secure frame shows the details
 * and the Approve and Reject buttons itself, so the dApp can neither read nor forge them.
 */
export interface PendingApproval {
  readonly method: string
}

/** The part of the page the secure frame covers while it shows (CSS pixels, viewport-relative). */
export interface FrameArea {
  readonly top: number
  readonly left: number
  readonly width: number
  readonly height: number
}

/**
 * The embedded wallet (spec 1, connector type AUTH): email, social and Farcaster sign-in through
 * the secure frame, the approvals the frame asks for, and the frame's place on the page. Its views
 * use it; the AUTH connector and its EIP-1193 provider are its other face.
 */
export interface EmbeddedWalletShape
  extends SocialLoginShape,
    FarcasterLoginShape,
    EmailUpdateShape {
  /**
   * Starts an email sign-in (spec 4 "connect email"): checks the address ('Please enter a
   * valid email address'), the 30 s cooldown ('Please try again after {n} seconds', spec 5),
   * records the trigger time, and asks the secure frame, which mails a one-time code. Gives
   * the step that follows: VERIFY_OTP (enter the code), VERIFY_DEVICE (approve this device
   * from the email), or CONNECT (already trusted: `finishLogin` at once).
   */
  readonly startEmailLogin: (
    email: string,
  ) => Effect.Effect<EmailConnectStep, EmailInvalidError | EmbeddedWalletError>
  /**
   * Waits for the visitor to approve this device from the email (spec 4 VERIFY_DEVICE: the
   * frame's CONNECT_DEVICE, a login request, so at most 120 s); once approved, the secure site
   * mails the one-time code and the VERIFY_OTP step follows. Fails with the site's text.
   */
  readonly approveDevice: Effect.Effect<void, EmbeddedWalletError>
  /**
   * Sends the one-time code (spec 4 VERIFY_OTP); a wrong or expired code fails with the site's
   * text. Gives the passkey step that is due, if any: run it before `finishLogin`.
   */
  readonly verifyEmailCode: (
    code: string,
  ) => Effect.Effect<PasskeyStepKind | undefined, EmbeddedWalletError>
  /**
   * Runs the due passkey step (GET_USER with `showsFrame`) while the view shows the frame over
   * its body; ends when the visitor is done in the frame. Fails with the frame's text when a
   * recovery gave this browser no key share (the frame then signed the session out).
   */
  readonly runPasskeyStep: Effect.Effect<void, EmbeddedWalletError>
  /**
   * Connects the kit to the signed-in embedded wallet (the AUTH connector), stores spec 4's
   * login success keys (email, email-login-used flag; clears the last login time), and runs
   * the connect hooks (email capture, sign-in) as any connect does.
   */
  readonly finishLogin: Effect.Effect<void, EmbeddedWalletError>
  /** The email of the signed-in user, or undefined. */
  readonly email: ReadableStore<string | undefined>
  /** The request the secure frame is asking the visitor to approve, if any. */
  readonly pendingApproval: ReadableStore<PendingApproval | undefined>
  /**
   * Shows the secure frame over `area` (the ApproveTransaction view's body, or the passkey
   * step's), titled for `purpose` (default "approve").
   */
  readonly showFrame: (area: FrameArea, purpose?: "approve" | "passkey") => Effect.Effect<void>
  /** Hides the secure frame again (out of the layout, the tab order and the accessibility tree). */
  readonly hideFrame: Effect.Effect<void>
  /** Rejects the pending approval (the visitor left the view): the request fails as a user rejection. */
  readonly rejectPending: Effect.Effect<void>
}

/** The embedded wallet's service. */
export class EmbeddedWallet extends Context.Service<EmbeddedWallet, EmbeddedWalletShape>()(
  "foyer-kit/plugins/embedded-wallet/EmbeddedWallet",
) {}
