/**
 * foyer/react: the React API (provider, hooks, ConnectButton, AccountButton,
 * NetworkButton, the modal). It is built on the kernel in foyer/core; the components
 * arrive with the modal work, and this entry exports nothing until then.
 */
export {}
