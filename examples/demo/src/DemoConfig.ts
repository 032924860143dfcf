import type { FoyerSandbox } from "foyer-kit/core"

/** The id of the JSON script element the demo server puts the configuration in. */
export const demoConfigElementId = "foyer-demo-config"

/**
 * What the demo is configured with at run time: where the sandbox answers (its project id,
 * endpoints and relay: a `FoyerSandbox` without its devnets, which `foyerSandboxAt` of
 * foyer-kit/core derives, the Solana devnet included), and the demo's own extras.
 */
export interface DemoConfig extends Omit<FoyerSandbox, "networks"> {
  /**
   * The sandbox WalletConnect wallet's page, when one runs (`npm start`): the modal offers it
   * as a wallet to open with the pairing URI, and the page says where it is.
   */
  readonly walletConnectWalletUrl?: string
  /**
   * The sandbox secure site's frame page (`<secure site>/frame`): the embedded wallet's
   * `secureSiteUrl`, listed on `?email=on`.
   */
  readonly secureSiteUrl?: string
  /** Whether the page also has the sandbox test wallet installed (`npm start`). */
  readonly sandboxWallet: boolean
  /**
   * Whether the page also has the sandbox Solana test wallet installed (`npm start`): a Wallet
   * Standard wallet over the Solana devnet's accounts.
   */
  readonly solanaWallet: boolean
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null

const text = (value: Record<string, unknown>, key: keyof DemoConfig): string => {
  const field = value[key]
  if (typeof field !== "string" || field === "") throw new Error(`Demo config: ${key} is missing`)
  return field
}

/**
 * Reads the configuration from its `<script type="application/json">` element: no request,
 * and a JSON script is never executed, so a strict Content-Security-Policy allows it.
 */
export const readDemoConfig = (document: Document): DemoConfig => {
  const element = document.getElementById(demoConfigElementId)
  if (element === null) {
    throw new Error(
      `No #${demoConfigElementId} element: serve the demo with its server (npm start)`,
    )
  }
  const parsed: unknown = JSON.parse(element.textContent ?? "")
  if (!isRecord(parsed)) throw new Error("Demo config: expected an object")
  return {
    projectId: text(parsed, "projectId"),
    apiUrl: text(parsed, "apiUrl"),
    analyticsUrl: text(parsed, "analyticsUrl"),
    rpcUrl: text(parsed, "rpcUrl"),
    relayUrl: text(parsed, "relayUrl"),
    ...(typeof parsed.walletConnectWalletUrl === "string" && parsed.walletConnectWalletUrl !== ""
      ? { walletConnectWalletUrl: parsed.walletConnectWalletUrl }
      : {}),
    ...(typeof parsed.secureSiteUrl === "string" && parsed.secureSiteUrl !== ""
      ? { secureSiteUrl: parsed.secureSiteUrl }
      : {}),
    sandboxWallet: parsed.sandboxWallet === true,
    solanaWallet: parsed.solanaWallet === true,
  }
}
