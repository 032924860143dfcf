import type { MessageCatalogue } from "foyer-kit/core"

/**
 * The greeting plugin's English messages. Every id starts with the plugin's id, so that it
 * cannot clash with the kernel's or another plugin's (the kernel refuses an id defined twice).
 */
export const en = {
  "greeting.title": "Greeting",
  "greeting.action": "Say hello",
  "greeting.hello": "{text}, {address}!",
  "greeting.network": "You are on {network}.",
  "greeting.notConnected": "Connect a wallet to be greeted.",
  "greeting.wave": "Wave",
  "greeting.waves": "Waves so far: {count}",
  "greeting.waved": "You waved at {address}",
} satisfies MessageCatalogue
