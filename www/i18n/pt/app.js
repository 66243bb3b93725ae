// Messages of the app in 'pt' (keys as in ../en/app.js; a missing key falls back to English).
export default {
};
