// Messages of the rules in 'ru' (keys as in ../en/rules.js; a missing key falls back to English).
export default {
};
