/** How long a page that draws no frames (a hidden tab) waits instead of the next frame. */
export const noFrameFallbackMs = 100

/** The browser's task scheduler (`scheduler.postTask`), where there is one. */
interface TaskScheduler {
  readonly postTask: (task: () => void, options: { readonly priority: "background" }) => unknown
}

/**
 * Runs `task` in a task of its own at background priority: after input, frames and the tasks
 * the page has queued (`scheduler.postTask`), or in a plain task where there is no scheduler.
 * Starting the downloads costs the main thread tens of milliseconds (the dynamic imports and
 * the bundler's preload links, traced); run there, the frame after the dialog's and the tasks
 * queued behind it do not wait for them.
 */
const inBackground = (task: () => void): void => {
  const scheduler = (globalThis as { readonly scheduler?: Partial<TaskScheduler> }).scheduler
  if (typeof scheduler?.postTask === "function") {
    scheduler.postTask(task, { priority: "background" })
  } else {
    setTimeout(task, 0)
  }
}

/**
 * Resolves once the next frame has been drawn and the tasks queued meanwhile have run (or
 * soon, in a page that draws no frames): work started then holds back neither the frame with
 * the dialog, nor the next one, nor the tasks the page queued right after it.
 */
export const afterNextFrame = (): Promise<void> =>
  new Promise((resolve) => {
    const done = () => resolve()
    if (typeof requestAnimationFrame === "function") {
      requestAnimationFrame(() => inBackground(done))
    }
    setTimeout(done, noFrameFallbackMs)
  })
