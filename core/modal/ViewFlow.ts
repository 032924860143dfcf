/** Which flow a view belongs to; a connect that succeeds on a connect-flow view closes the modal. */
export type ViewFlow = "connect" | "transaction"
