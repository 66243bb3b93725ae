// Messages of the Settings card in 'fr' (keys as in ../en/settings.js; a missing key falls back to
// English).
export default {};
