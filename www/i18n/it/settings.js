// Messages of the Settings card in 'it' (keys as in ../en/settings.js; a missing key falls back to
// English).
export default {};
