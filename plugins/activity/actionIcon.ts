/**
 * The icon of the activity plugin's Account action: a clock (the history). SVG path data for a
 * 24×24 viewBox, drawn as a 2-pixel round outline in the text's colour. A chunk of its own, loaded
 * when the Account view shows, so the plugin's factory module stays plain data.
 */
export default "M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z"
