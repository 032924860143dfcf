/**
 * foyer-kit/plugins/activity: the transaction history of the connected EVM account on the active
 * network (spec 4 Transaction history). Adds the Activity view, its Account action and tab, and
 * the ERROR_FETCH_TRANSACTIONS event; the history empties on a network change, an account change
 * and a disconnect. Turned off by the `activity` feature flag (on by default).
 * @example
 * createFoyer({ ...options, plugins: [activity()] })
 */
import { definePlugin } from "../../core"
import { en } from "./messages/en"

// The tab and the history's code, fetched together when the tab is first selected.
const activityTab = () =>
  Promise.all([import("./views/ActivityTab"), import("./ActivityService")]).then(([tab]) => tab)

export type { FetchTransactionsErrorPayload } from "./ActivityEvents"
export type { ActivityServiceShape, ActivityTransaction } from "./ActivityService"
export type { TransactionsState } from "./TransactionsState"

declare module "foyer-kit/core" {
  interface FoyerViews {
    readonly Activity: undefined
  }
}

/**
 * The activity plugin. It has no options.
 * @example
 * activity()
 */
export const activity = () =>
  definePlugin({
    id: "activity",
    feature: "activity",
    views: {
      Activity: {
        // The view and the history's code, fetched together when Activity is first opened.
        load: () =>
          Promise.all([import("./views/Activity"), import("./ActivityService")]).then(
            ([view]) => view,
          ),
        title: "activity.title",
      },
    },
    messages: en,
    translations: {
      ar: () => import("./messages/ar"),
      de: () => import("./messages/de"),
      es: () => import("./messages/es"),
      fr: () => import("./messages/fr"),
      ja: () => import("./messages/ja"),
    },
    accountActions: [
      {
        feature: "activity",
        label: "activity.action",
        view: "Activity",
        icon: "clock",
      },
    ],
    // Recent activity beside the Account view's tokens (issue 34), as AppKit shows it.
    accountTabs: [{ id: "activity", label: "activity.title", load: activityTab }],
    kit: () => import("./activityKit"),
  })
