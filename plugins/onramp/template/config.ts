// The call `foyer add onramp` puts in the `plugins` of an app's foyer.config.ts: this module's
// default export, from the factory's name to its closing parenthesis, comments inside it
// included. Type-checked here against the plugin, so the template cannot drift from it.
import { onramp } from "../index"

export default onramp({
  // paymentCurrency: "USD", // the fiat currency chosen first (default USD)
  // paymentMethod: "card", // the payment method chosen first: card or ach_bank_account
})
