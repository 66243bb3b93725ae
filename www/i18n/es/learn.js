// Messages of the learn in 'es' (keys as in ../en/learn.js; a missing key falls back to English).
export default {
};
