import { Schema } from "effect"
import type { FrameRequestName } from "./FrameEvent"

/*
 * The payloads of the secure-frame messages (spec 7 names the events and says "reply payload
 * shapes are not shown"): Foyer's own, shared by the dApp's frame client and the secure site's
 * frame page, which both decode what they receive with these schemas. A chain id is a number
 * for EVM and a string elsewhere (Solana's genesis-hash prefix), as `ConnectedWallet.chainId`.
 */

const ChainId = Schema.Union([Schema.Finite, Schema.String])

/** Spec 3's account entry types. */
export const FrameAccountType = Schema.Literals(["eoa", "smartAccount"])

/**
 * The error reply's payload: the message the dApp surfaces (spec 8), else 'An error occurred'
 * (English: a dApp tells a rejection by its words). Beside it, why, machine-readable (the secure
 * site's reason, as `wrong_code`, or the frame page's text id, as `page.error.deviceShareMissing`),
 * and the numbers its text names: the kit words it in the visitor's language from these.
 */
export const FrameErrorPayload = Schema.Struct({
  message: Schema.String,
  reason: Schema.optionalKey(Schema.String),
  retryAfter: Schema.optionalKey(Schema.Finite),
  attemptsLeft: Schema.optionalKey(Schema.Finite),
})

/** Spec 3's auth user as the frame reports it once a login succeeded. */
export const FrameUser = Schema.Struct({
  email: Schema.NullOr(Schema.String),
  address: Schema.String,
  chainId: ChainId,
  accounts: Schema.Array(Schema.Struct({ address: Schema.String, type: FrameAccountType })),
  userName: Schema.NullOr(Schema.String),
  preferredAccountType: FrameAccountType,
  smartAccountDeployed: Schema.Boolean,
})

/** Spec 3's auth user as the frame reports it. */
export type FrameUser = typeof FrameUser.Type

/** Spec 4: what connect email answers, followed by device or one-time-code verification. */
export const EmailConnectAction = Schema.Literals(["VERIFY_DEVICE", "VERIFY_OTP", "CONNECT"])

/** Spec 4's email update: the primary one-time-code step, then the secondary one. */
export const EmailUpdateAction = Schema.Literals(["VERIFY_PRIMARY_OTP", "VERIFY_SECONDARY_OTP"])

const Nothing = Schema.Undefined

/**
 * Issue 37's passkey step, which a login's answer announces: "enrol" (a new wallet: the frame
 * offers to protect it with a passkey) or "recover" (this browser holds no key share: the
 * visitor's passkey opens the wallet here). The frame asks the visitor in its own panel, so the
 * dApp shows the frame over its view and asks GET_USER with `showsFrame` until it answers.
 */
export const PasskeyStep = Schema.Literals(["enrol", "recover"])

/** A login's success payload: nothing, or the passkey step that is due. */
const LoginAnswer = Schema.UndefinedOr(Schema.Struct({ passkey: PasskeyStep }))
const Otp = Schema.Struct({ otp: Schema.String })

/**
 * Each request's payload (what the app sends) and success payload (what the frame answers),
 * by request name.
 */
export const framePayloads = {
  SWITCH_NETWORK: {
    request: Schema.Struct({ chainId: ChainId }),
    success: Schema.Struct({ chainId: ChainId }),
  },
  CONNECT_EMAIL: {
    request: Schema.Struct({ email: Schema.String }),
    success: Schema.Struct({ action: EmailConnectAction }),
  },
  CONNECT_DEVICE: { request: Nothing, success: Nothing },
  CONNECT_OTP: { request: Otp, success: LoginAnswer },
  CONNECT_SOCIAL: {
    request: Schema.Struct({ uri: Schema.String, chainId: Schema.optionalKey(ChainId) }),
    // The user, and the passkey step that is due, if any (as CONNECT_OTP's answer).
    success: Schema.Struct({ ...FrameUser.fields, passkey: Schema.optionalKey(PasskeyStep) }),
  },
  GET_FARCASTER_URI: { request: Nothing, success: Schema.Struct({ url: Schema.String }) },
  CONNECT_FARCASTER: {
    request: Nothing,
    // As CONNECT_SOCIAL's: the user, and the passkey step that is due, if any.
    success: Schema.Struct({ ...FrameUser.fields, passkey: Schema.optionalKey(PasskeyStep) }),
  },
  GET_USER: {
    request: Schema.Struct({
      chainId: Schema.optionalKey(ChainId),
      preferredAccountType: Schema.optionalKey(FrameAccountType),
      // Foyer's: the dApp shows the frame while this request runs, so a due passkey step may
      // ask the visitor (without it, the frame answers at once and skips or fails the step).
      showsFrame: Schema.optionalKey(Schema.Boolean),
    }),
    success: FrameUser,
  },
  GET_SOCIAL_REDIRECT_URI: {
    request: Schema.Struct({ provider: Schema.String }),
    success: Schema.Struct({ uri: Schema.String }),
  },
  SIGN_OUT: { request: Nothing, success: Nothing },
  IS_CONNECTED: { request: Nothing, success: Schema.Struct({ isConnected: Schema.Boolean }) },
  GET_CHAIN_ID: { request: Nothing, success: Schema.Struct({ chainId: ChainId }) },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: {
    request: Nothing,
    success: Schema.Struct({ smartAccountEnabledNetworks: Schema.Array(Schema.Finite) }),
  },
  INIT_SMART_ACCOUNT: {
    request: Nothing,
    success: Schema.Struct({ address: Schema.String, isDeployed: Schema.Boolean }),
  },
  SET_PREFERRED_ACCOUNT: {
    request: Schema.Struct({ type: FrameAccountType }),
    success: Schema.Struct({ type: FrameAccountType, address: Schema.String }),
  },
  RPC_REQUEST: {
    request: Schema.Struct({
      method: Schema.String,
      params: Schema.optionalKey(Schema.Unknown),
      chainNamespace: Schema.optionalKey(Schema.String),
      chainId: Schema.optionalKey(ChainId),
    }),
    // The wallet method's own result.
    success: Schema.Unknown,
  },
  UPDATE_EMAIL: {
    request: Schema.Struct({ email: Schema.String }),
    success: Schema.Struct({ action: EmailUpdateAction }),
  },
  UPDATE_EMAIL_PRIMARY_OTP: { request: Otp, success: Nothing },
  UPDATE_EMAIL_SECONDARY_OTP: {
    request: Otp,
    success: Schema.Struct({ newEmail: Schema.String }),
  },
  SYNC_THEME: {
    request: Schema.Struct({
      themeMode: Schema.optionalKey(Schema.Literals(["light", "dark"])),
      themeVariables: Schema.optionalKey(Schema.Record(Schema.String, Schema.Unknown)),
    }),
    success: Nothing,
  },
  SYNC_DAPP_DATA: {
    request: Schema.Struct({
      projectId: Schema.String,
      sdkVersion: Schema.String,
      sdkType: Schema.String,
      /** The kit's language (a BCP 47 tag): the frame's own panels speak it. */
      locale: Schema.optionalKey(Schema.String),
      metadata: Schema.optionalKey(
        Schema.Struct({
          name: Schema.String,
          description: Schema.optionalKey(Schema.String),
          url: Schema.optionalKey(Schema.String),
          icons: Schema.optionalKey(Schema.Array(Schema.String)),
        }),
      ),
    }),
    success: Nothing,
  },
  RELOAD: { request: Nothing, success: Nothing },
  RPC_ABORT: { request: Nothing, success: Nothing },
} as const satisfies Record<
  FrameRequestName,
  { readonly request: Schema.Top; readonly success: Schema.Top }
>

/** The payload the app sends with request `Name`. */
export type FrameRequestPayload<Name extends FrameRequestName> =
  (typeof framePayloads)[Name]["request"]["Type"]

/** The payload the frame answers request `Name` with on success. */
export type FrameSuccessPayload<Name extends FrameRequestName> =
  (typeof framePayloads)[Name]["success"]["Type"]
