// The call `foyer add send` puts in the `plugins` of an app's foyer.config.ts: this module's
// default export, from the factory's name to its closing parenthesis, comments inside it
// included. Type-checked here against the plugin, so the template cannot drift from it.
import { send } from "../index"

export default send({
  // tokens: ["0x…"], // only these ERC-20 tokens (default: every token the account holds)
})
