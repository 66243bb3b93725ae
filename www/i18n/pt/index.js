// Every message in 'pt', by area of the product (keys start with the area's name).
import page from './page.js';
import widget from './widget.js';
import game from './game.js';
import learn from './learn.js';
import rules from './rules.js';
import errors from './errors.js';
import app from './app.js';
import settings from './settings.js';
import online from './online.js';
import account from './account.js';

export default { ...page, ...widget, ...game, ...learn, ...rules, ...errors, ...app, ...settings, ...online, ...account };
