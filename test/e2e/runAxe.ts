// The axe check lives in the testing kit (foyer-kit/testing), which users get too.
export { type AxeViolation, runAxe } from "../../testing/runAxe"
