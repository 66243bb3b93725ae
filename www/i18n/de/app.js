// Messages of the app in 'de' (keys as in ../en/app.js; a missing key falls back to English).
export default {
};
