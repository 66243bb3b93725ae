// Messages of the game in 'es' (keys as in ../en/game.js; a missing key falls back to English).
export default {
};
