import { spinner } from "./Spinner.css"

/**
 * A small busy indicator, hidden from screen readers: the text beside it says what is busy.
 * The lazy views' and the plugins' (the UI SDK). The first paint's own modules (Button,
 * LoadingState, ConnectButton) draw the same element with the `spinner` class instead: a
 * component the page's entry shares with only some of the lazy views keeps React out of a
 * consumer's entry file under Rolldown (issue 35; docs/contributing.md, "First paint in one file").
 */
export const Spinner = () => <span className={spinner} aria-hidden="true" />
