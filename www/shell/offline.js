// The page works offline: it registers the service worker (dist/sw.js, written by `cargo xtask
// build` from www/offline/service-worker.js) and, when a new version has installed in the
// background, offers "Reload for the new version". Only the page calls this — never the
// <alice-chess> module, which must not register anything on the sites that embed it.

/** @typedef {import('../play/session.js').NoticeAction} NoticeAction */
/** @typedef {import('../i18n/i18n.js').Translate} Translate */

/** The worker's file, beside index.html (its scope is the page's folder). */
const WORKER_URL = 'sw.js';

/**
 * Register the service worker, and watch for new versions.
 * @param {import('./notice.js').Notify} notify  the page's notice (words as functions of `t`: a change of language rewords it)
 * @param {Translate} t
 * @param {{navigator?: Navigator, location?: Location}} [env]
 * @returns {Promise<ServiceWorkerRegistration|null>}  null where there is no service worker (file:, old browsers, blocked)
 */
export async function registerOffline(notify, t, env = {}) {
  const nav = env.navigator ?? globalThis.navigator;
  const loc = env.location ?? globalThis.location;
  if (!nav?.serviceWorker || !/^https?:$/.test(loc?.protocol ?? '')) return null;
  let registration;
  try {
    registration = await nav.serviceWorker.register(WORKER_URL, { scope: './', updateViaCache: 'none' });
  } catch (err) {
    // A dev server without a build, a browser that refuses: the page works, just not offline.
    console.warn('alice-chess: no offline copy (the service worker could not be registered)', err);
    return null;
  }
  // A browser told to block service workers (a test harness, a policy) resolves with nothing.
  if (!registration) return null;
  const reg = registration;
  // The first install takes the page over silently; a later version takes over only when a player
  // asks (below), and then every tab of the page reloads into the version it now gets files from.
  let controlled = Boolean(nav.serviceWorker.controller);
  let reloading = false;
  nav.serviceWorker.addEventListener('controllerchange', () => {
    if (controlled && !reloading) {
      reloading = true;
      loc.reload();
    }
    controlled = true;
  });

  /** @param {ServiceWorker} waiting */
  const offer = (waiting) =>
    notify(() => t('app.update.ready'), 'info', [
      {
        label: () => t('app.update.reload'),
        testid: 'update-reload',
        primary: true,
        run: () => waiting.postMessage({ type: 'alice-chess:activate' }),
      },
    ]);
  if (reg.waiting && controlled) offer(reg.waiting);
  reg.addEventListener('updatefound', () => {
    const installing = reg.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && nav.serviceWorker.controller) offer(installing);
    });
  });
  return reg;
}
