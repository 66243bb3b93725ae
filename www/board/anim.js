// Animation helpers (Web Animations API: allowed under a strict CSP, unlike inline styles).

/** @type {MediaQueryList | null} */
let motionQuery = null;

/** Does the user ask for less motion? */
export function reducedMotion() {
  if (typeof matchMedia !== 'function') return false;
  motionQuery ??= matchMedia('(prefers-reduced-motion: reduce)');
  return motionQuery.matches;
}

/** @type {WeakMap<Element, Animation>} */
const running = new WeakMap(); // element → its slide animation

/**
 * Stop an element's slide, if any.
 * @param {Element} el
 */
export function stopSlide(el) {
  running.get(el)?.cancel();
}

/**
 * Is the element sliding right now?
 * @param {Element} el
 */
export const isSliding = (el) => running.get(el)?.playState === 'running';

/**
 * Slide `el` from where it was drawn (`from`, {left, top}) to where it is now (`to`; measured when
 * not given) — "FLIP": the element already sits in its new place and is animated back from the old.
 * @param {Element} el
 * @param {{left: number, top: number}} from
 * @param {number} duration  ms
 * @param {{left: number, top: number}} [to]
 */
export function slide(el, from, duration, to = el.getBoundingClientRect()) {
  stopSlide(el);
  const dx = from.left - to.left;
  const dy = from.top - to.top;
  if (Math.abs(dx) < 0.5 && Math.abs(dy) < 0.5) return;
  el.classList.add('moving');
  const a = el.animate(
    [{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'translate(0, 0)' }],
    { duration, easing: 'cubic-bezier(0.2, 0.8, 0.3, 1)' },
  );
  running.set(el, a);
  const done = () => {
    el.classList.remove('moving');
    if (running.get(el) === a) running.delete(el);
  };
  a.addEventListener('finish', done);
  a.addEventListener('cancel', done);
}

/**
 * Fade a new element in.
 * @param {Element} el
 * @param {number} duration  ms
 */
export function fadeIn(el, duration) {
  el.animate([{ opacity: 0, transform: 'scale(0.8)' }, { opacity: 1, transform: 'none' }], {
    duration,
    easing: 'ease-out',
  });
}

/**
 * Fade an element out, then remove it.
 * @param {Element} el
 * @param {number} duration  ms
 */
export function fadeOut(el, duration) {
  const a = el.animate([{ opacity: 1 }, { opacity: 0 }], { duration, easing: 'ease-in' });
  const done = () => el.remove();
  a.addEventListener('finish', done);
  a.addEventListener('cancel', done);
}
