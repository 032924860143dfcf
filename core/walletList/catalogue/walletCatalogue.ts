/**
 * The curated wallets the modal offers to a visitor without one (issue 34), a chunk of its
 * own: fetched once the kit starts, never with the first paint. Icons are the wallets' logos
 * from `@web3icons/core` (MIT), copied into Foyer's build (dist/vendor/web3icons). The order is
 * the Connect view's "recommended" order.
 */
import coinbase from "@web3icons/core/svgs/wallets/background/coinbase.svg.js"
import ledger from "@web3icons/core/svgs/wallets/background/ledger.svg.js"
import metamask from "@web3icons/core/svgs/wallets/background/metamask.svg.js"
import phantom from "@web3icons/core/svgs/wallets/background/phantom.svg.js"
import rabby from "@web3icons/core/svgs/wallets/background/rabby.svg.js"
import rainbow from "@web3icons/core/svgs/wallets/background/rainbow.svg.js"
import trust from "@web3icons/core/svgs/wallets/background/trust.svg.js"
import zerion from "@web3icons/core/svgs/wallets/background/zerion.svg.js"
import type { CatalogueWallet } from "./CatalogueWallet"

/** An SVG document as an image URL that needs no request. */
const svgIcon = (svg: string): string => `data:image/svg+xml,${encodeURIComponent(svg)}`

/** The catalogue, in the Connect view's recommended order. */
export const walletCatalogue: ReadonlyArray<CatalogueWallet> = [
  {
    id: "metamask",
    name: "MetaMask",
    icon: svgIcon(metamask),
    rdns: "io.metamask",
    link: "https://metamask.app.link",
    download: "https://metamask.io/download/",
    namespaces: ["eip155"],
  },
  {
    id: "coinbase",
    name: "Coinbase Wallet",
    icon: svgIcon(coinbase),
    rdns: "com.coinbase.wallet",
    link: "https://go.cb-w.com",
    download: "https://www.coinbase.com/wallet/downloads",
    namespaces: ["eip155", "solana"],
  },
  {
    id: "trust",
    name: "Trust Wallet",
    icon: svgIcon(trust),
    rdns: "com.trustwallet.app",
    link: "https://link.trustwallet.com",
    download: "https://trustwallet.com/download",
    namespaces: ["eip155", "solana", "bip122"],
  },
  {
    id: "rainbow",
    name: "Rainbow",
    icon: svgIcon(rainbow),
    rdns: "me.rainbow",
    link: "https://rnbwapp.com",
    download: "https://rainbow.me/download",
    namespaces: ["eip155"],
  },
  {
    id: "phantom",
    name: "Phantom",
    icon: svgIcon(phantom),
    rdns: "app.phantom",
    link: "https://phantom.app/ul",
    download: "https://phantom.com/download",
    namespaces: ["eip155", "solana", "bip122"],
  },
  {
    id: "rabby",
    name: "Rabby Wallet",
    icon: svgIcon(rabby),
    rdns: "io.rabby",
    link: "rabby://",
    download: "https://rabby.io/",
    namespaces: ["eip155"],
  },
  {
    id: "zerion",
    name: "Zerion",
    icon: svgIcon(zerion),
    rdns: "io.zerion.wallet",
    link: "https://wallet.zerion.io",
    download: "https://zerion.io/download",
    namespaces: ["eip155", "solana"],
  },
  {
    id: "ledger",
    name: "Ledger Live",
    icon: svgIcon(ledger),
    link: "ledgerlive://",
    download: "https://www.ledger.com/ledger-live",
    namespaces: ["eip155", "solana", "bip122"],
  },
]
