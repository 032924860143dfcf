import type { Devnet, DevnetEvent } from "./startDevnet"

/**
 * The devnet's next event with this tag. Call it before causing the event (killing anvil),
 * so that the event cannot come before the listener.
 * @example
 * const restarted = nextDevnetEvent(devnet, "DevnetRestarted")
 * process.kill(devnet.anvil.pid, "SIGKILL")
 * await restarted
 */
export const nextDevnetEvent = <Tag extends DevnetEvent["_tag"]>(
  devnet: Pick<Devnet, "onEvent">,
  tag: Tag,
): Promise<Extract<DevnetEvent, { readonly _tag: Tag }>> =>
  new Promise((resolve) => {
    const unsubscribe = devnet.onEvent((event) => {
      if (event._tag !== tag) return
      unsubscribe()
      resolve(event as Extract<DevnetEvent, { readonly _tag: Tag }>)
    })
  })
