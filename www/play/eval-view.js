// The evaluation bar: the engine's opinion of the shown position (+ White is better, − Black).

import { formatScore, whiteShare, describe } from '../game/evaluation.js';
import { scoreText, outcomeText } from '../game/format.js';
import { englishT } from '../i18n/page-catalogues.js';

/** @typedef {import('../game/types').GameSnapshot} GameSnapshot */

/**
 * @param {Record<string, any>} el  the page's elements by data-part
 * @param {GameSnapshot} s
 * @param {boolean} shown  the player asked for it
 * @param {() => ({cp: number, mate: number|null}|undefined)} evaluation  the assistant's figure (starts finding it)
 * @param {import('../i18n/i18n.js').Translate} [t]
 */
export function renderEval(el, s, shown, evaluation, t = englishT) {
  el['eval-toggle'].setAttribute('aria-pressed', String(shown));
  el['eval-toggle'].title = t(shown ? 'page.eval.hide' : 'page.eval.show');
  el.eval.hidden = !shown;
  if (!shown) return;
  const outcome = s.live ? s.outcome : null;
  const known = outcome ? undefined : evaluation();
  let text;
  let share;
  let label;
  if (outcome) {
    text = scoreText(outcome.result);
    share = outcome.winner === 'w' ? 1 : outcome.winner === 'b' ? 0 : 0.5;
    label = t('page.eval.gameOver', { outcome: outcomeText(outcome, t) });
  } else if (known) {
    text = formatScore(known, t);
    share = whiteShare(known);
    label = t('page.eval.label', { value: describe(known, t) });
  } else {
    // Not known yet: the last figure stays, greyed, until the new one arrives.
    text = el['eval-text'].textContent || '…';
    label = t('page.eval.thinking');
    share = Number(el.eval.dataset.share ?? 0.5);
  }
  el.eval.classList.toggle('pending', !outcome && !known);
  el['eval-text'].textContent = text;
  el.eval.dataset.share = String(share);
  el['eval-fill'].style.width = `${(share * 100).toFixed(1)}%`;
  el.eval.setAttribute('aria-label', label);
  el.eval.title = label;
}
