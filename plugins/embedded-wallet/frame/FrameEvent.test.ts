import { describe, expect, it } from "vitest"
import {
  appEvent,
  appEventTypes,
  errorEvent,
  frameEventTypes,
  frameRequestNames,
  successEvent,
} from "./FrameEvent"

describe("FrameEvent", () => {
  it("app events cover every request of the secure frame in spec 7", () => {
    expect(frameRequestNames).toHaveLength(23)
    expect(appEventTypes).toContain("@w3m-app/SWITCH_NETWORK")
    expect(appEventTypes).toContain("@w3m-app/CONNECT_EMAIL")
    expect(appEventTypes).toContain("@w3m-app/UPDATE_EMAIL_SECONDARY_OTP")
    expect(appEventTypes).toContain("@w3m-app/RPC_ABORT")
    expect(appEvent("GET_USER")).toBe("@w3m-app/GET_USER")
  })

  it("each app event has a success and an error reply", () => {
    expect(successEvent("SWITCH_NETWORK")).toBe("@w3m-frame/SWITCH_NETWORK_SUCCESS")
    expect(errorEvent("SWITCH_NETWORK")).toBe("@w3m-frame/SWITCH_NETWORK_ERROR")
    for (const name of frameRequestNames) {
      expect(frameEventTypes).toContain(`@w3m-frame/${name}_SUCCESS`)
      expect(frameEventTypes).toContain(`@w3m-frame/${name}_ERROR`)
    }
  })

  it("the frame also sends a ready event", () => {
    expect(frameEventTypes[0]).toBe("@w3m-frame/READY")
    expect(frameEventTypes).toHaveLength(1 + 2 * 23)
  })
})
