// Messages of the Settings card in 'es' (keys as in ../en/settings.js; a missing key falls back to
// English).
export default {};
