// Messages of the game in 'fr' (keys as in ../en/game.js; a missing key falls back to English).
export default {
};
