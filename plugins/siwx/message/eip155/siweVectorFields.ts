import type { SiwxMessageFields } from "../SiwxMessageFields"

/** A vector's fields under the siwe library's and EIP-4361's names, as the vector files hold them. */
export interface SiweVectorFields {
  readonly domain?: string
  readonly scheme?: string
  readonly address?: string
  readonly statement?: string
  readonly uri?: string
  readonly version?: string
  readonly chainId?: string | number
  readonly nonce?: string
  readonly issuedAt?: string
  readonly expirationTime?: string
  readonly notBefore?: string
  readonly requestId?: string
  readonly resources?: ReadonlyArray<string>
}

/** Our fields for a vector's: `address` is `accountAddress`, the chain id becomes CAIP-2. */
export const toSiwxFields = (vector: SiweVectorFields): SiwxMessageFields => {
  const { address, chainId, ...rest } = vector
  return {
    ...rest,
    ...(address === undefined ? {} : { accountAddress: address }),
    ...(chainId === undefined ? {} : { chainId: `eip155:${chainId}` }),
  } as unknown as SiwxMessageFields
}
