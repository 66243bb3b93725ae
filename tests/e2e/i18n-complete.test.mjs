// Every language complete on every screen, part one: the first paint, and the play, analysis,
// editor and solver screens (the tests are in i18n-complete.mjs; part two in
// i18n-complete-more.test.mjs).
import { firstPaintTest, screenTests } from './i18n-complete.mjs';

firstPaintTest();
screenTests(['play', 'analysis', 'editor', 'solve']);
