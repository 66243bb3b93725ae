// Every language complete on every screen, part two: the puzzles, lessons, online and watch screens
// (the tests are in i18n-complete.mjs; part one in i18n-complete.test.mjs).
import { screenTests } from './i18n-complete.mjs';

screenTests(['puzzles', 'learn', 'online', 'watch']);
