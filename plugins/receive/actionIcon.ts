/**
 * The icon of the receive plugin's Account action: an arrow coming down and in (Receive). SVG path
 * data for a 24×24 viewBox, drawn as a 2-pixel round outline in the text's colour. A chunk of its
 * own, loaded when the Account view shows, so the plugin's factory module stays plain data.
 */
export default "M17 7L7 17M16 17H7V8"
