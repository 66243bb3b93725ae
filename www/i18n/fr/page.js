// Messages of the page in 'fr' (keys as in ../en/page.js; a missing key falls back to English).
export default {
};
