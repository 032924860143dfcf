/**
 * foyer-kit/plugins/siwx/server: the sign-in plugin's message code for a dApp's backend, the
 * one a custom `SiwxStorage` hands each signed message to: EIP-4361 for EVM accounts, Sign-In
 * With Solana for Solana ones. It parses, writes and verifies sign-in messages with the kit's
 * own parsers and checks, and issues nonces. It imports no React and nothing of the browser or
 * of the kit's kernel, only effect, viem, @scure/base and (when a Solana signature is checked)
 * @noble/curves, so it runs in plain Node. docs/siwx.md shows a backend that issues nonces and verifies sign-ins with it.
 * @example
 * import { generateSiwxNonce, verifySiwxSignIn } from "foyer-kit/plugins/siwx/server"
 * const fields = await verifySiwxSignIn({
 *   message, signature,
 *   expected: { domain: "dapp.example", uri: "https://dapp.example", nonce, chainId: "eip155:1" },
 * })
 */
export {
  type Eip155MessengerOptions,
  eip155Messenger,
} from "../message/eip155/eip155Messenger"
export {
  SiwxAddressMismatchError,
  SiwxChainMismatchError,
  SiwxDomainMismatchError,
  SiwxMessageExpiredError,
  SiwxMessageInvalidError,
  SiwxMessageNotYetIssuedError,
  SiwxMessageNotYetValidError,
  type SiwxMessagePart,
  SiwxNamespaceUnsupportedError,
  SiwxNonceMismatchError,
  SiwxSignatureCheckError,
  SiwxSignatureInvalidError,
  SiwxUriMismatchError,
  type SiwxVerifyError,
} from "../message/SiwxMessageErrors"
export type { SiwxMessageFields } from "../message/SiwxMessageFields"
export type { SiwxMessenger, SiwxSignedMessage } from "../message/SiwxMessenger"
export { generateSiwxNonce, isSiwxNonce } from "../message/SiwxNonce"
export { solanaMessenger } from "../message/solana/solanaMessenger"
export {
  type SiwxExpectations,
  type VerifySiwxMessageInput,
  verifySiwxMessage,
} from "../message/verifySiwxMessage"
export type { SiwxSignIn } from "../SiwxSignIn"
export { parseSiwxMessage, writeSiwxMessage } from "./siwxMessageText"
export {
  isSiwxVerifyError,
  type VerifySiwxSignInInput,
  verifySiwxSignIn,
} from "./verifySiwxSignIn"
