// The call `foyer add siwx` puts in the `plugins` of an app's foyer.config.ts: this module's
// default export, from the factory's name to its closing parenthesis, comments inside it
// included. Type-checked here against the plugin, so the template cannot drift from it.
import { siwx } from "../index"

export default siwx({
  // statement: "Please sign with your account", // the line the visitor agrees to
  // sessionLifetimeSeconds: 604800, // how long a sign-in lasts (7 days)
})
