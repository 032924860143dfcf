import { DevnetNotAnsweringError, isNoAnswer } from "./DevnetNotAnsweringError"
import type { ServedDevnet } from "./SandboxDevnet"

/**
 * Runs `read` against a devnet; when its node gives no answer the failure becomes a
 * {@link DevnetNotAnsweringError} naming the devnet, any other failure is passed on as it is.
 * @example
 * const balance = await readDevnet(devnet, () => devnet.client.getBalance({ address }))
 */
export const readDevnet = async <T>(devnet: ServedDevnet, read: () => Promise<T>): Promise<T> => {
  try {
    return await read()
  } catch (cause) {
    throw isNoAnswer(cause) ? new DevnetNotAnsweringError({ devnet, cause }) : cause
  }
}
