// The axe check lives in the testing kit (foyer/testing), which users get too.
export { type AxeViolation, runAxe } from "../../testing/runAxe"
