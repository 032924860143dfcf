/**
 * The sign protocol's error codes this client sends, from the open specification
 * (walletconnect-specs: docs/specs/clients/sign/error-codes.md).
 */
export const signErrorCodes = {
  invalidMethod: 1001,
  invalidEvent: 1002,
  invalidUpdateRequest: 1003,
  invalidExtendRequest: 1004,
  invalidSessionSettleRequest: 1005,
  userRejected: 5000,
  userDisconnected: 6000,
  noSessionForTopic: 7001,
  sessionRequestExpired: 8000,
} as const
