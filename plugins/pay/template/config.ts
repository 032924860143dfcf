// The call `foyer add pay` puts in the `plugins` of an app's foyer.config.ts: this module's
// default export, from the factory's name to its closing parenthesis, comments inside it
// included. Type-checked here against the plugin, so the template cannot drift from it.
import { pay } from "../index"

export default pay()
