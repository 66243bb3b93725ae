// Animation helpers (Web Animations API: allowed under a strict CSP, unlike inline styles).

/** Does the user ask for less motion? */
export const reducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Slide `el` from where it was drawn (`from`, a DOMRect) to where it is now ("FLIP"). */
export function slide(el, from, duration) {
  for (const a of el.getAnimations()) a.cancel();
  const to = el.getBoundingClientRect();
  const dx = from.left - to.left;
  const dy = from.top - to.top;
  if (Math.abs(dx) < 0.5 && Math.abs(dy) < 0.5) return;
  el.classList.add('moving');
  const a = el.animate(
    [{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'translate(0, 0)' }],
    { duration, easing: 'cubic-bezier(0.2, 0.8, 0.3, 1)' },
  );
  const done = () => el.classList.remove('moving');
  a.addEventListener('finish', done);
  a.addEventListener('cancel', done);
}

/** Fade a new element in. */
export function fadeIn(el, duration) {
  el.animate([{ opacity: 0, transform: 'scale(0.8)' }, { opacity: 1, transform: 'none' }], {
    duration,
    easing: 'ease-out',
  });
}

/** Fade an element out, then remove it. */
export function fadeOut(el, duration) {
  const a = el.animate([{ opacity: 1 }, { opacity: 0 }], { duration, easing: 'ease-in' });
  const done = () => el.remove();
  a.addEventListener('finish', done);
  a.addEventListener('cancel', done);
}
