// The online demo page (online.html): shows this tab's seat and the host code beside the board
// (the text of online-host.js, as text).

const seatText = /** @type {HTMLElement} */ (document.querySelector('[data-testid="seat"]'));
const code = /** @type {HTMLElement} */ (document.querySelector('[data-testid="host-code"] code'));
const WORDS = /** @type {Record<string, string>} */ ({ white: 'you play White', black: 'you play Black', spectator: 'you watch (both seats are taken)' });

document.addEventListener('seat', (e) => {
  seatText.textContent = WORDS[/** @type {CustomEvent} */ (e).detail] ?? String(/** @type {CustomEvent} */ (e).detail);
});

fetch(new URL('./online-host.js', import.meta.url))
  .then((r) => (r.ok ? r.text() : Promise.reject(new Error(`HTTP ${r.status}`))))
  .then(
    (text) => (code.textContent = text),
    (err) => (code.textContent = `The host code could not be loaded (${err.message}); it is www/demo/online-host.js.`),
  );
