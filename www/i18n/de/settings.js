// Messages of the Settings card in 'de' (keys as in ../en/settings.js; a missing key falls back to
// English).
export default {};
