import type { MessageCatalogue } from "./MessageCatalogue"

/**
 * The kernel's English catalogue: every text the core views, the modal, the page buttons,
 * the toasts and the kernel's errors show, by message id. Plugins bring their own catalogue
 * for their views; `Messages` merges them and refuses an id defined twice.
 *
 * Ids are `<where>.<what>`: `view.<ViewName>.title` for the modal's title on a view,
 * `modal.*` for the shell, `connectButton.*` and `networkButton.*` for the page buttons,
 * `<view>.*` for a core view's own texts (`account.disconnect`), `chain.*` for chain family
 * names, and `error.*` for the kernel's errors (`core/errors/messages.ts` reads those).
 * Values may hold `{name}` placeholders, filled when the message is looked up.
 *
 * Where the spec gives a text (points 2, 3, 4, 5, 6, 8) the value is the spec's, word for
 * word. Our own sentences end with a period, which tells them apart from the spec's verbatim
 * error strings.
 */
export const coreMessages = {
  // The modal's title on each core view (spec 2 names the views; the titles are ours)
  "view.Connect.title": "Connect Wallet",
  "view.Account.title": "Account",
  "view.AllWallets.title": "All Wallets",
  "view.ConnectingWalletConnect.title": "WalletConnect",
  "view.ConnectingWalletConnectBasic.title": "Connect Wallet",
  "view.ConnectingExternal.title": "Connecting",
  "view.ConnectingMultiChain.title": "Select Chain",
  "view.ProfileWallets.title": "Wallets",
  "view.SwitchNetwork.title": "Switch Network",
  // SwitchNetwork opened without a target network is the network list.
  "view.SwitchNetwork.listTitle": "Select Network",
  "view.SwitchActiveChain.title": "Switch Chain",
  "view.UnsupportedChain.title": "Unsupported Network",
  "view.UsageExceeded.title": "Usage Limit Reached",

  // The modal shell
  "modal.back": "Back",
  "modal.close": "Close",
  "modal.loading": "Loading…",
  "modal.viewFailed": "This view could not be shown. Close the window and try again.",

  // The page buttons
  "connectButton.label": "Connect Wallet",
  "connectButton.connecting": "Connecting…",
  "connectButton.reconnecting": "Reconnecting…",
  // Read by screen readers only, before the network's name.
  "networkButton.label": "Network:",

  // Networks and chain families (spec 3)
  "network.unknown": "Unknown Network",
  "chain.eip155": "EVM Networks",
  "chain.solana": "Solana",
  "chain.polkadot": "Polkadot",
  "chain.bip122": "Bitcoin",
  "chain.cosmos": "Cosmos",
  "chain.sui": "Sui",
  "chain.stacks": "Stacks",

  // Connect
  "connect.walletsLabel": "Wallets",
  "connect.noWallets":
    "No wallet found in this browser. Install a wallet extension, then open this window again.",
  "connect.allWallets": "All Wallets",
  "connect.tag.walletConnect": "QR Code",
  "connect.tag.recent": "Recent",
  "connect.tag.injected": "Installed",

  // AllWallets
  "allWallets.search": "Search wallets",
  "allWallets.listLabel": "All wallets",
  "allWallets.empty": "No wallets found.",
  "allWallets.newToWallets": "New to wallets?",
  "allWallets.whatIsAWallet":
    "A wallet holds your crypto and lets you sign in to apps. Get one of these, then come back to connect it.",
  "allWallets.getWallet": "Get {name}",

  // ConnectingExternal
  "connecting.yourWallet": "your wallet",
  "connecting.waiting": "Waiting for you to approve the connection in {name}.",
  "connecting.connected": "Connected.",
  "connecting.open": "Open {name} and approve the connection.",
  "connecting.connect": "Connect",
  "connecting.tryAgain": "Try again",

  // The WalletConnect pairing (ConnectingWalletConnect, ConnectingWalletConnectBasic)
  "walletConnect.generating": "Generating QR code…",
  "walletConnect.qrCode": "QR code for connecting a wallet",
  "walletConnect.expired": "This QR code has expired.",
  "walletConnect.expiresIn": "Expires in {time}",
  "walletConnect.copyLink": "Copy link",
  "walletConnect.linkCopied": "Link copied",
  "walletConnect.copyLinkFailed": "Failed to copy link",
  "walletConnect.refresh": "Refresh",
  "walletConnect.tryAgain": "Try again",
  "walletConnect.walletsLabel": "Wallets",
  "walletConnect.openWallet": "Open {name}",

  // Account
  "account.noWallet": "No wallet is connected.",
  "account.connect": "Connect Wallet",
  "account.loadingBalance": "Loading balance…",
  "account.copyAddress": "Copy address",
  "account.copied": "Copied",
  "account.copyFailed": "Could not copy the address",
  "account.network": "Network: {name}",
  "account.disconnect": "Disconnect",
  "account.tokens": "Tokens",
  "account.noTokens": "No tokens on {network}.",
  "account.tabs": "Account details",

  // The network list and SwitchNetwork
  "networkList.label": "Networks",
  "networkList.active": "Active",
  "switchNetwork.approve": "Approve the network switch in your wallet.",
  "switchNetwork.tryAgain": "Try again",
  "switchNetwork.current": "You are on {name}.",
  "switchNetwork.prompt": "Switch your wallet to {name} to continue.",
  "switchNetwork.switch": "Switch network",

  // SwitchActiveChain
  "switchActiveChain.noTarget": "No network to switch to was given.",
  "switchActiveChain.family": "{network} belongs to {family}.",
  "switchActiveChain.connectedOn": "Your wallet is connected on {family}.",
  "switchActiveChain.connectFor": "Connect a wallet for {family} to continue.",
  "switchActiveChain.switchTo": "Switch to {family}",

  // UnsupportedChain
  "unsupportedChain.explanation":
    "Your wallet is on a network this app does not support. Switch to a supported network to continue.",
  "unsupportedChain.supported": "Supported networks",
  "unsupportedChain.disconnect": "Disconnect",

  // Validation (spec 5)
  "error.invalidEmail": "Please enter a valid email address",
  "error.invalidCaipAddress": "Invalid CAIP Address",
  "error.invalidCaipNetworkId": "Invalid CAIP-2 network id",
  "error.invalidDecimal": "not a valid decimal number",
  "error.tokenBalanceUnavailable": "Token Balance Unavailable",
  // Permissions (spec 6)
  "error.rpcCallNotAllowed": "Requested RPC call is not allowed",
  "error.actionNotAllowed": "Action not allowed",
  // Toasts and alerts (spec 8)
  "error.authInitFailed": "A problem occurred while trying initialize authentication",
  "error.errorSigningMessage": "Error signing message",
  "error.multiWalletNotEnabled": "Multi-Wallet Not Enabled",
  // Thrown or internal (spec 8); "Chain is required ..." takes its continuation as a detail
  "error.unsupportedChain": "Unsupported chain",
  "error.providerNotFound": "Provider not found",
  "error.authProviderNotFound": "Auth provider not found",
  "error.walletConnectConnectorNotFound": "WalletConnectConnector not found",
  "error.noActiveCaipAddress": "No ActiveCaipAddress found",
  "error.adapterNotFound": "Adapter not found",
  "error.connectionControllerClientNotSet": "ConnectionController client not set",
  "error.chainRequired": "Chain is required",
  "error.networkNotFound": "Network not found",
  "error.addressOrAuthConnectorNotFound": "Address or auth connector not found",
  "error.invalidConnectionStatus": "Invalid connection status",
  "error.signMessageFailed": "Sign message failed",
  "error.errorEstimatingGas": "error estimating gas",
  "error.unknownRevertReason": "unknown reason",
  // Fallback for an error that carries no message at all (ours)
  "error.unknownError": "An unknown error occurred.",
  // A view that neither the kernel nor an enabled plugin provides (ours)
  "error.viewNotAvailable": "View not available: {view}",
  // User rejection (spec 8)
  "error.userRejected": "User rejected the request",
  // A failure without a text of its own (spec 8)
  "error.somethingWentWrong": "Something went wrong",
  // Flow errors (spec 8)
  "error.modalClosed": "Modal closed",
  "error.popupClosed": "Popup closed",
  "error.failedToConnect": "Failed to connect",
  "error.failedToInitiateSocial": "Failed to initiate social connection",
  "error.failedToConnectFarcaster": "Failed to connect to farcaster",
  "error.connectionRejected": "Connection rejected",
  "error.noAuthConnector": "No auth connector found",
  "error.notConnectedToEmailOrSocial": "Not connected to email or social",
  // Wallet errors (spec 8 names them without text: ours)
  "error.chainNotConfigured": "Chain not configured.",
  "error.connectorAlreadyConnected": "Connector already connected.",
  "error.connectorNotConnected": "Connector not connected.",
  "error.accountNotFound": "Account not found.",
  "error.chainMismatch": "The current chain of the wallet does not match the target chain.",
  "error.switchChainNotSupported": "Chain switching is not supported by this wallet.",
  "error.unavailableWhileReconnecting": "Unavailable while reconnecting.",
  "error.walletRpcFailed": "The wallet request failed with code {code}.",
  // Node errors (spec 8 "mapped to readable texts": ours)
  "error.nonceTooLow": "The transaction nonce is lower than the next nonce of the account.",
  "error.nonceTooHigh": "The transaction nonce is higher than the next nonce of the account.",
  "error.insufficientFunds":
    "The account does not have enough funds to pay for the gas and the value.",
  "error.feeCapTooLow": "The max fee per gas is lower than the base fee of the block.",
  "error.feeCapTooHigh": "The max fee per gas is higher than the largest allowed value (2^256-1).",
  "error.intrinsicGasTooLow": "The gas limit of the transaction is too low.",
  "error.intrinsicGasTooHigh": "The gas limit of the transaction is higher than the block allows.",
  "error.tipAboveFeeCap": "The max priority fee per gas cannot be higher than the max fee per gas.",
  "error.executionReverted": "Execution reverted: {reason}",
} as const satisfies MessageCatalogue

/** The id of one of the kernel's messages. */
export type CoreMessageId = keyof typeof coreMessages
