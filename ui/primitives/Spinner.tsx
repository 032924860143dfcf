import { spinner } from "./Spinner.css"

/** A small busy indicator, hidden from screen readers: the text beside it says what is busy. */
export const Spinner = () => <span className={spinner} aria-hidden="true" />
