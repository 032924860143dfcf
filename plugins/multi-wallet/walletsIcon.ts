/**
 * The Account action's icon: a wallet, Lucide's `wallet` (ISC licence, lucide.dev), its two
 * paths joined into one `d` for a 24×24 viewBox. A chunk of its own, loaded when the Account
 * view first shows the action (docs/plugins.md, Account actions).
 */
export default "M19 7V4a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h15a1 1 0 0 1 1 1v4h-3a2 2 0 0 0 0 4h3a1 1 0 0 0 1-1v-2a1 1 0 0 0-1-1M3 5v14a2 2 0 0 0 2 2h15a1 1 0 0 0 1-1v-4"
