/**
 * Reports an error a click handler cannot show anywhere (the kit failed to load, or a
 * programmer error such as opening a view no plugin provides). The kit reports expected
 * failures (rejections, network errors) in its state, never here.
 */
export const reportUnexpected = (error: unknown): void => {
  console.error("[foyer]", error)
}
