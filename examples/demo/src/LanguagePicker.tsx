import { useFoyerLocale } from "foyer-kit/react"
import { useId } from "react"
import * as styles from "./App.css"

/** The languages Foyer speaks, each named in itself. */
const languages = [
  { locale: "en", name: "English" },
  { locale: "ar", name: "العربية" },
  { locale: "de", name: "Deutsch" },
  { locale: "es", name: "Español" },
  { locale: "fr", name: "Français" },
  { locale: "ja", name: "日本語" },
] as const

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
        {languages.map(({ locale: value, name }) => (
          <option key={value} value={value} lang={value}>
            {name}
          </option>
        ))}
      </select>
    </span>
  )
}
