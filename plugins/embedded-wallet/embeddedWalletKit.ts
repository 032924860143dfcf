import { Effect } from "effect"
import { definePluginKit } from "../../core"
import { authConnectors } from "./connector/authConnector"
import { EmbeddedWallet } from "./EmbeddedWallet"
import { leaveFarcaster } from "./leaveFarcaster"
import { approveCloseGuard } from "./service/approveCloseGuard"
import { EmbeddedWalletOptions } from "./service/EmbeddedWalletOptions"
import { embeddedWalletLayer } from "./service/embeddedWalletLayer"

/**
 * The embedded wallet's Effect side, imported when the kernel starts: its options (the secure
 * site's frame page), the EmbeddedWallet service with the kit's one secure frame, the AUTH
 * connector, and ApproveTransaction's effects: leaving it rejects the request waiting there,
 * and a visitor cannot close it while it holds a required sign-in's signature; leaving
 * ConnectingFarcaster without an account runs spec 2's Farcaster leave rule.
 * `index.ts` holds the rest, plain data.
 */
export default definePluginKit({
  optionsSchema: EmbeddedWalletOptions,
  layer: (options: EmbeddedWalletOptions) => embeddedWalletLayer(options),
  connectors: [authConnectors],
  views: {
    ApproveTransaction: {
      onLeave: Effect.flatMap(Effect.service(EmbeddedWallet), (wallet) => wallet.rejectPending),
      closeGuard: approveCloseGuard,
    },
    ConnectingFarcaster: {
      onLeave: Effect.flatMap(Effect.service(EmbeddedWallet), (wallet) =>
        leaveFarcaster(wallet.farcasterLeaveHook),
      ),
    },
  },
})
