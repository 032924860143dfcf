/** What the Greeting view shows besides the account: the greeting and how often it was waved. */
export interface GreetingState {
  /** The greeting word, from the plugin's options. */
  readonly text: string
  /** Waves since the modal opened. */
  readonly waves: number
}

/** The state the plugin starts with, and returns to when the modal closes or the account leaves. */
export const initialGreetingState = (text: string): GreetingState => ({ text, waves: 0 })

/** One more wave. */
export const wave = (state: GreetingState): GreetingState => ({ ...state, waves: state.waves + 1 })
