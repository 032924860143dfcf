/** The connector types of spec 3. */
export type ConnectorType =
  | "ANNOUNCED"
  | "AUTH"
  | "MULTI_CHAIN"
  | "EXTERNAL"
  | "WALLET_CONNECT"
  | "INJECTED"
