// Messages of the learn in 'ru' (keys as in ../en/learn.js; a missing key falls back to English).
export default {
};
