/** The prefix of every message the app sends to the secure frame. */
export const appEventKey = "@w3m-app/"

/** The prefix of every message the secure frame sends back. */
export const frameEventKey = "@w3m-frame/"

/**
 * The requests the app sends to the secure frame (spec 7): switch network, connect email,
 * device, one-time code, social, get and connect Farcaster, get user, social redirect uri,
 * sign out, is connected, get chain id, smart-account networks, init smart account, set
 * preferred account, RPC request, update email (with primary and secondary one-time code),
 * sync theme, sync dapp data, reload and RPC abort.
 */
export const frameRequestNames = [
  "SWITCH_NETWORK",
  "CONNECT_EMAIL",
  "CONNECT_DEVICE",
  "CONNECT_OTP",
  "CONNECT_SOCIAL",
  "GET_FARCASTER_URI",
  "CONNECT_FARCASTER",
  "GET_USER",
  "GET_SOCIAL_REDIRECT_URI",
  "SIGN_OUT",
  "IS_CONNECTED",
  "GET_CHAIN_ID",
  "GET_SMART_ACCOUNT_ENABLED_NETWORKS",
  "INIT_SMART_ACCOUNT",
  "SET_PREFERRED_ACCOUNT",
  "RPC_REQUEST",
  "UPDATE_EMAIL",
  "UPDATE_EMAIL_PRIMARY_OTP",
  "UPDATE_EMAIL_SECONDARY_OTP",
  "SYNC_THEME",
  "SYNC_DAPP_DATA",
  "RELOAD",
  "RPC_ABORT",
] as const

/** One request the app can make of the secure frame. */
export type FrameRequestName = (typeof frameRequestNames)[number]

/** The type of a message the app sends, e.g. `@w3m-app/SWITCH_NETWORK`. */
export type AppEventType = `${typeof appEventKey}${FrameRequestName}`

/** The ready event the frame sends once loaded (spec 4). */
export const frameReadyEvent = "@w3m-frame/READY"

/**
 * The type of a message the frame sends: a success or error reply to each request, e.g.
 * `@w3m-frame/SWITCH_NETWORK_SUCCESS`, or the ready event.
 */
export type FrameEventType =
  | `${typeof frameEventKey}${FrameRequestName}_SUCCESS`
  | `${typeof frameEventKey}${FrameRequestName}_ERROR`
  | typeof frameReadyEvent

/** The app event type of a request. */
export const appEvent = (name: FrameRequestName): AppEventType => `${appEventKey}${name}`

/** The frame's success reply type to a request. */
export const successEvent = (name: FrameRequestName): FrameEventType =>
  `${frameEventKey}${name}_SUCCESS`

/** The frame's error reply type to a request. */
export const errorEvent = (name: FrameRequestName): FrameEventType =>
  `${frameEventKey}${name}_ERROR`

/** Every app event type, in the order of `frameRequestNames`. */
export const appEventTypes: ReadonlyArray<AppEventType> = frameRequestNames.map(appEvent)

/** Every frame event type: the ready event, then each request's success and error replies. */
export const frameEventTypes: ReadonlyArray<FrameEventType> = [
  frameReadyEvent,
  ...frameRequestNames.flatMap((name) => [successEvent(name), errorEvent(name)]),
]
