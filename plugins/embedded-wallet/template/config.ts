// The call `foyer add embedded-wallet` puts in the `plugins` of an app's foyer.config.ts: this
// module's default export, from the factory's name to its closing parenthesis. Type-checked
// here against the plugin, so the template cannot drift from it. The secure site holds the
// visitors' keys: run it (docs/secure-site.md; the sandbox runs one) and give its frame page.
import { embeddedWallet } from "../index"

export default embeddedWallet({
  secureSiteUrl: "https://secure.example/frame", // the secure site's frame page
})
