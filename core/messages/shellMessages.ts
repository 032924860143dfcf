import type { MessageCatalogue } from "./MessageCatalogue"

/**
 * The part of the kernel's English catalogue (`coreMessages`) the page needs before the kit has
 * loaded: the page buttons, the modal's frame and every core view's texts, and the two errors
 * the light entry raises itself. The kernel's other errors (`errorMessages`) come with the kit,
 * so the first paint does not carry them.
 */
export const shellMessages = {
  // The modal's title on each core view (spec 2 names the views; the titles are ours)
  "view.Connect.title": "Connect Wallet",
  "view.Account.title": "Account",
  "view.AllWallets.title": "All Wallets",
  "view.ConnectingWalletConnect.title": "WalletConnect",
  "view.ConnectingWalletConnectBasic.title": "Connect Wallet",
  "view.ConnectingExternal.title": "Connecting",
  "view.ConnectingMultiChain.title": "Select Chain",
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

  // UsageExceeded
  "usageExceeded.explanation":
    "This app has reached its usage limit, so wallets cannot be connected right now. Please try again later.",

  // Raised before the kit has loaded (a WalletConnect wallet with no pairing connector; a toast's fallback)
  "error.walletConnectConnectorNotFound": "WalletConnectConnector not found",
  "error.somethingWentWrong": "Something went wrong",
} as const satisfies MessageCatalogue
