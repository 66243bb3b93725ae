// Messages of the Settings card in 'pt' (keys as in ../en/settings.js; a missing key falls back to
// English).
export default {};
