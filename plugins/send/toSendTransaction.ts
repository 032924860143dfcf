import { encodeFunctionData, erc20Abi, type Hex } from "viem"

/** A transaction to hand the wallet (the shape of `Wallet.sendTransaction`). */
export interface SendTransaction {
  readonly to: `0x${string}`
  readonly value?: bigint
  readonly data?: Hex
}

/** What one send moves: `units` of the native currency, or of the ERC-20 at `tokenAddress`. */
export interface SendTransfer {
  /** The ERC-20 contract; undefined sends the native currency. */
  readonly tokenAddress: `0x${string}` | undefined
  readonly units: bigint
  readonly receiver: `0x${string}`
}

/**
 * The transaction of a send: the native currency goes as the value to the receiver; an ERC-20
 * is a call to its contract's `transfer(receiver, units)`, with no value.
 * @example
 * toSendTransaction({ tokenAddress: undefined, units: 10n ** 18n, receiver }) // { to: receiver, value: 10n ** 18n }
 */
export const toSendTransaction = (transfer: SendTransfer): SendTransaction =>
  transfer.tokenAddress === undefined
    ? { to: transfer.receiver, value: transfer.units }
    : {
        to: transfer.tokenAddress,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: "transfer",
          args: [transfer.receiver, transfer.units],
        }),
      }
