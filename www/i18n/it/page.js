// Messages of the page in 'it' (keys as in ../en/page.js; a missing key falls back to English).
export default {
};
