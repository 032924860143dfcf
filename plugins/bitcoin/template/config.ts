// The call `foyer add bitcoin` puts in the `plugins` of an app's foyer.config.ts: this
// module's default export, from the factory's name to its closing parenthesis. Type-checked
// here against the plugin, so the template cannot drift from it. Bitcoin wallets connect over
// WalletConnect on the app's Bitcoin networks: list one in `networks`
// ("bip122:000000000019d6689c085ae165831e93" is mainnet), else none is asked for.
import { bitcoin } from "../index"

export default bitcoin()
