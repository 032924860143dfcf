// Effect-free, so the modal's first frame orders the wallets as the kernel will.

/** Default order of the connector groups on the Connect view (spec 9 "Connector order"). */
export const defaultConnectorOrder = [
  "walletConnect",
  "recent",
  "injected",
  "featured",
  "custom",
  "external",
  "recommended",
] as const
