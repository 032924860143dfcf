// The call `foyer add swap` puts in the `plugins` of an app's foyer.config.ts: this module's
// default export, from the factory's name to its closing parenthesis, comments inside it
// included. Type-checked here against the plugin, so the template cannot drift from it.
import { swap } from "../index"

export default swap({
  // networks: ["eip155:31337"], // also swap on these networks (default: spec 9's swap networks)
})
