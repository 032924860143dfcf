// Effect-free: the modal's first frame (the Connect view's preview) reads it before the kernel
// has loaded, and the kernel reads it when started without an `isMobile` of its environment.

/** Whether the page runs on a phone or tablet, by its user agent (Android, iPhone, iPad, iPod, Mobile). */
export const guessMobile = (): boolean =>
  typeof navigator !== "undefined" && /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent)
