// `npm test` runs this first (its `pretest` script): the same Chromium check as Vitest's
// global setup (chromiumSetup), without Vitest's start-up, so a machine with no usable
// Chromium that cannot install one hears it in the first second, in one line. When it finds
// or installs one, the run goes on and the global setup finds it at once.
import setup from "./chromiumSetup"

await setup()
