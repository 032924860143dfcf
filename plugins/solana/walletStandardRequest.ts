// The request plumbing is the kernel's Wallet Standard module's, shared with every chain family;
// the Solana transfers name it from here.
export {
  toStandardWalletError,
  walletStandardRejectedCode,
  walletStandardRequest,
} from "../../core"
