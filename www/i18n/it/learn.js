// Messages of the learn in 'it' (keys as in ../en/learn.js; a missing key falls back to English).
export default {
};
