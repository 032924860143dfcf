import { useFoyerLocale } from "foyer-kit/react"
import { useId } from "react"
import * as styles from "./App.css"
import { demoLanguages } from "./demoFoyerOptions"

/**
 * Switches the language of Foyer's buttons and modal at run time (`setLocale`), without a
 * reload. Arabic turns them right to left; the page itself stays as it is.
 */
export const LanguagePicker = () => {
  const { locale, setLocale } = useFoyerLocale()
  const id = useId()
  return (
    <span>
      <label htmlFor={id}>Language </label>
      <select
        id={id}
        className={styles.toggle}
        value={locale}
        onChange={(event) => {
          // A language whose texts could not be downloaded leaves the picker on the current one.
          void setLocale(event.target.value)
        }}
      >
        {demoLanguages.map(({ locale: value, name }) => (
          <option key={value} value={value} lang={value}>
            {name}
          </option>
        ))}
      </select>
    </span>
  )
}
