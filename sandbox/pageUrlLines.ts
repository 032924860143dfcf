import type { SandboxUrls } from "./startSandbox"

/**
 * The banner lines of the sandbox's onramp and pay pages and of the embedded wallet's secure
 * site and mailbox, with what to do there, as
 * `npm start` and `npm run sandbox` print them; `pad` aligns a label with the other lines.
 */
export const pageUrlLines = (
  urls: Pick<SandboxUrls, "onramp" | "pay" | "secureSite" | "mailbox">,
  pad: (label: string) => string,
): ReadonlyArray<string> => [
  `  ${pad("Onramp")}${urls.onramp}  (test cards 4242 4242 4242 4242, declined 4000 0000 0000 0002)`,
  `  ${pad("Pay")}${urls.pay}  (the sandbox exchange's pay pages)`,
  `  ${pad("Login")}${urls.secureSite}  (the embedded wallet's secure site)`,
  `  ${pad("Mailbox")}${urls.mailbox}/messages  (the sign-in codes it mailed)`,
]
