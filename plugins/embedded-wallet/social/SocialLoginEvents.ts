import type { SocialProvider } from "../../../core"

/** What SOCIAL_LOGIN_ERROR tells the host page and the analytics (spec 5, 7). */
export interface SocialLoginErrorEvent {
  /** Why the login failed: 'Untrusted Origin' for a result from another origin. */
  readonly message: string
  /** The provider of the login, when known. */
  readonly provider?: SocialProvider
}

// The embedded wallet's social-login event joins the kit's typed events (spec 7 analytics names).
declare module "foyer-kit/core" {
  interface FoyerEvents {
    /** A social login failed (spec 5: a result from an untrusted origin). */
    readonly SOCIAL_LOGIN_ERROR: SocialLoginErrorEvent
  }
}
