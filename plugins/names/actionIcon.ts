/**
 * The icon of the names plugin's Account action: a person (the account's name). SVG path data for
 * a 24×24 viewBox, drawn as a 2-pixel round outline in the text's colour. A chunk of its own,
 * loaded when the Account view shows, so the plugin's factory module stays plain data.
 */
export default "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0"
