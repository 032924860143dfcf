// The call `foyer add multi-wallet` puts in the `plugins` of an app's foyer.config.ts: this
// module's default export, from the factory's name to its closing parenthesis. Type-checked
// here against the plugin, so the template cannot drift from it.
import { multiWallet } from "../index"

export default multiWallet()
