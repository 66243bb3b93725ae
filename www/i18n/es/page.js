// Messages of the page in 'es' (keys as in ../en/page.js; a missing key falls back to English).
export default {
};
