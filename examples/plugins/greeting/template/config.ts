// The call `foyer add ./plugins/greeting` puts in the `plugins` of an app's foyer.config.ts:
// this module's default export, from the factory's name to its closing parenthesis, comments
// included. Type-checked here against the plugin, so the template cannot drift from it.
import { greeting } from "../index"

export default greeting({
  // text: "Welcome", // the greeting word (default: "Hello")
})
