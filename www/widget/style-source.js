// Where the <alice-chess> stylesheet comes from (style.js attaches it). Here, on the site: widget.css
// next to this file, linked into each shadow root (its @imports and images load relative to it).
// The npm package (`cargo xtask package`) replaces this module with a generated one that holds the
// stylesheet's text, flattened, and makes its images' URLs with `new URL('…', import.meta.url)`, so
// that bundlers keep them.

/** @type {{url: string|null, text: string|null}} */
export const STYLE = { url: new URL('./widget.css', import.meta.url).href, text: null };
