// Messages of the page in 'ru' (keys as in ../en/page.js; a missing key falls back to English).
export default {
};
