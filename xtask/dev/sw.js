// The service worker of `cargo xtask serve --dev` (the sources, unbundled): no offline copy — a
// copy of the sources would hide every edit. It takes the place of a built site's worker at the
// same address, empties its caches and unregisters itself, so the page is always the files as
// they are.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) await caches.delete(key);
      await self.registration.unregister();
    })(),
  );
});
