/**
 * The icon of the swap plugin's Account action: two arrows, one each way (Swap). SVG path data for
 * a 24×24 viewBox, drawn as a 2-pixel round outline in the text's colour. A chunk of its own,
 * loaded when the Account view shows, so the plugin's factory module stays plain data.
 */
export default "M16 3l4 4-4 4M20 7H4M8 21l-4-4 4-4M4 17h16"
