import type { Locator, Page } from "playwright-core"
import { shortenAddress } from "../ui/format/shortenAddress"

/** How long one step of a flow may take: the kit's chunks load on the first click. */
export const stepTimeoutMs = 15_000

/** A name that starts with `text`, matched literally (an entry may add a balance or badge). */
export const startingWith = (text: string): RegExp =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`)

/** The page's "Connect Wallet" button (Foyer's ConnectButton). */
export const connectButton = (page: Page): Locator =>
  page.getByRole("button", { name: "Connect Wallet", exact: true })

/** The modal, by the title that names it ("Connect Wallet", "Account", "Select Network"…). */
export const dialog = (page: Page, name: string): Locator =>
  page.getByRole("dialog", { name, exact: true })

/** A wallet's entry in the modal's Connect view, by the start of its name. */
export const walletButton = (page: Page, name: string): Locator =>
  page.getByRole("dialog").getByRole("button", { name: startingWith(name) })

/** The injected test wallet's entry ("Foyer Test Wallet") in the Connect view. */
export const testWalletButton = (page: Page): Locator =>
  page.getByRole("dialog").getByRole("button", { name: /Foyer Test Wallet/ })

/**
 * What the kit shows for `account`: an address shortened (`0x1234…abcd`); anything else is
 * a profile name (e.g. `alice.foyer.id`), shown as it is.
 */
export const accountLabel = (account: string): string =>
  /^0x[0-9a-fA-F]{40}$/.test(account) ? shortenAddress(account) : account

/**
 * The page's account button, by the connected account: its address (shown shortened) or,
 * for an account with a name, its profile name, which the kit shows instead.
 */
export const accountButton = (page: Page, account: string): Locator =>
  page.getByRole("button", { name: startingWith(accountLabel(account)) })

/** The page's network button ("Network: <name>"). */
export const networkButton = (page: Page): Locator =>
  page.getByRole("button", { name: /^Network: / })

/** Waits until `locator` is visible (at most `timeout` ms, default {@link stepTimeoutMs}). */
export const visible = (locator: Locator, timeout = stepTimeoutMs): Promise<void> =>
  locator.waitFor({ state: "visible", timeout })
