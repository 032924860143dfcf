import type { MessageCatalogue } from "./MessageCatalogue"

/**
 * The Connect view's notices in English, by id: the legal notice (`termsConditionsUrl`,
 * `privacyPolicyUrl`), which the `legalCheckbox` feature turns into a checkbox the visitor
 * ticks before connecting, and the branding line (the `branding` feature). Part of
 * `coreMessages`, loaded with the kit rather than the page: the notices show once the kit has
 * started. `{terms}` and `{privacy}` are the links, named by the two link texts below.
 */
export const connectNoticeMessages = {
  "connect.legal.termsAndPrivacy":
    "By connecting your wallet, you agree to our {terms} and {privacy}.",
  "connect.legal.termsOnly": "By connecting your wallet, you agree to our {terms}.",
  "connect.legal.privacyOnly": "By connecting your wallet, you agree to our {privacy}.",
  "connect.legal.terms": "Terms of Service",
  "connect.legal.privacy": "Privacy Policy",
  "connect.legal.required": "Tick the box to agree before you connect a wallet.",
  "connect.branding": "Powered by Foyer",
} as const satisfies MessageCatalogue
