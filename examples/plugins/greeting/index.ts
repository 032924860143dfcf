/**
 * The greeting plugin: the example of docs/plugins.md. Adds a Greeting view that greets the
 * connected account, an Account action that opens it, and a Wave button whose count the
 * modal's close and the account's disconnect reset.
 * @example
 * createFoyer({ ...options, plugins: [greeting({ text: "Welcome" })] })
 */
import { definePlugin } from "foyer-kit/core"
import type { GreetingOptionsInput } from "./GreetingOptions"
import { en } from "./messages/en"

export type { GreetingOptionsInput } from "./GreetingOptions"
export type { GreetingServiceShape } from "./GreetingService"
export type { GreetingState } from "./GreetingState"

// The view's name joins the kit's typed view names: open({ view: "Greeting" }) type-checks.
declare module "foyer-kit/core" {
  interface FoyerViews {
    readonly Greeting: undefined
  }
}

/**
 * The greeting plugin.
 * @example
 * greeting() // "Hello, 0x…!"
 * greeting({ text: "Welcome" }) // "Welcome, 0x…!"
 */
export const greeting = (options: GreetingOptionsInput = {}) =>
  definePlugin({
    id: "greeting",
    options,
    views: { Greeting: { load: () => import("./views/Greeting"), title: "greeting.title" } },
    messages: en,
    accountActions: [{ feature: "greeting", label: "greeting.action", view: "Greeting" }],
    kit: () => import("./greetingKit"),
  })
