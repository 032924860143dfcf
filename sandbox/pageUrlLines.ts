import type { SandboxUrls } from "./startSandbox"

/**
 * The banner lines of the sandbox's onramp and pay pages, with what to do there, as
 * `npm start` and `npm run sandbox` print them; `pad` aligns a label with the other lines.
 */
export const pageUrlLines = (
  urls: Pick<SandboxUrls, "onramp" | "pay">,
  pad: (label: string) => string,
): ReadonlyArray<string> => [
  `  ${pad("Onramp")}${urls.onramp}  (test cards 4242 4242 4242 4242, declined 4000 0000 0000 0002)`,
  `  ${pad("Pay")}${urls.pay}  (the sandbox exchange's pay pages)`,
]
