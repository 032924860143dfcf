/**
 * The icon of the onramp plugin's Account action: a payment card (Buy). SVG path data for a 24×24
 * viewBox, drawn as a 2-pixel round outline in the text's colour. A chunk of its own, loaded when
 * the Account view shows, so the plugin's factory module stays plain data.
 */
export default "M4 5h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM2 10h20M6 15h4"
