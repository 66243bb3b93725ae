// The messages of the board in 'en' (the <alice-chess> element, the iframe, and the parts of the
// page they share): what an embedded board loads. The page loads index.js (every area).
import game from './game.js';
import widget from './widget.js';
import rules from './rules.js';
import errors from './errors.js';
import app from './app.js';

export default { ...game, ...widget, ...rules, ...errors, ...app };
