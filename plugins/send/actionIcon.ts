/**
 * The icon of the send plugin's Account action: an arrow leaving up and away (Send). SVG path data
 * for a 24×24 viewBox, drawn as a 2-pixel round outline in the text's colour. A chunk of its own,
 * loaded when the Account view shows, so the plugin's factory module stays plain data.
 */
export default "M7 17L17 7M8 7h9v9"
