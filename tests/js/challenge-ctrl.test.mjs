// Challenging a bot from its profile (www/online/challenge-ctrl.js) without any DOM: the control
// read from the form; a computer player's game started (its seat kept, the game opened); an API
// bot's answer heard on the event stream — accepted (the seat read from "my games", the game
// opened), declined, or expired — and a refusal said.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { challengeControl, createChallengeCtrl } from '../../www/online/challenge-ctrl.js';
import { createSeats } from '../../www/online/seats.js';
import { ApiError } from '../../www/online/api.js';
import { memoryStorage } from './fakes.mjs';

globalThis.document ??= /** @type {any} */ ({ baseURI: 'http://alice.test/' });
const ID = '0123456789abcdef';
const TOKEN = 'c'.repeat(32);
const FORM = { name: 'AliceBot', computer: false, kind: 'live', minutes: '3', increment: '2', days: '3', color: 'white', rated: true };

/** A controller over `api`; the event stream's listener and what was asked. */
function open(api) {
  const seats = createSeats(memoryStorage());
  const went = [];
  const asked = [];
  /** @type {{hear: (e: any) => void, signal: AbortSignal}|null} */
  const stream = { hear: null, signal: null };
  const ctrl = createChallengeCtrl({
    seats,
    go: (url) => went.push(url),
    api: {
      challengeBot: async (name, body) => (asked.push({ name, body }), api.challengeBot(name, body)),
      accountGames: async () => api.accountGames?.() ?? { games: [] },
      streamEvents: (hear, signal, onOpen) => {
        Object.assign(stream, { hear, signal });
        onOpen();
        return new Promise(() => {});
      },
    },
  });
  return { seats, went, asked, stream, ctrl };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

test('the control: minutes + increment, or 1 to 14 days', () => {
  assert.deepEqual(challengeControl('live', '3', '2', ''), { control: '3+2' });
  assert.deepEqual(challengeControl('corr', '', '', '5'), { control: 'corr-5' });
  assert.deepEqual(challengeControl('corr', '', '', '15'), { error: 'account.challenge.badDays' });
  assert.deepEqual(challengeControl('live', '0.2', '2', ''), { error: 'online.create.badMinutes' });
});

test("a computer player's game starts at once: the seat kept, the game opened", async () => {
  const { seats, went, asked, ctrl } = open({ challengeBot: async () => ({ id: ID, seat: 'white', token: TOKEN }) });
  await ctrl.challenge({ ...FORM, name: 'Computer-1', computer: true });
  assert.deepEqual(asked, [{ name: 'Computer-1', body: { control: '3+2', color: 'white', rated: true } }]);
  assert.equal(seats.get(ID)?.token, TOKEN);
  assert.deepEqual(went, [`?game=${ID}`]);
  assert.equal(ctrl.state.phase, 'accepted');
});

test("an API bot's answer comes on the event stream: accepted opens the game, declined and expired are said", async () => {
  const accepted = open({ challengeBot: async () => ({ challenge: { id: ID } }), accountGames: () => ({ games: [{ id: ID, seat: 'black', token: TOKEN }] }) });
  await accepted.ctrl.challenge(FORM);
  assert.equal(accepted.ctrl.state.phase, 'waiting');
  accepted.stream.hear({ type: 'gameStart', game: { gameId: 'ffffffffffffffff' } }); // another game
  assert.equal(accepted.ctrl.state.phase, 'waiting');
  accepted.stream.hear({ type: 'gameStart', game: { gameId: ID } });
  await tick();
  assert.equal(accepted.ctrl.state.phase, 'accepted');
  assert.equal(accepted.seats.get(ID)?.color, 'black');
  assert.deepEqual(accepted.went, [`?game=${ID}`]);
  assert.equal(accepted.stream.signal.aborted, true, 'the stream closed');

  const declined = open({ challengeBot: async () => ({ challenge: { id: ID } }) });
  await declined.ctrl.challenge(FORM);
  declined.stream.hear({ type: 'challengeDeclined', challenge: { id: ID } });
  assert.equal(declined.ctrl.state.phase, 'declined');
  assert.deepEqual(declined.went, []);

  const expired = open({ challengeBot: async () => ({ challenge: { id: ID } }) });
  await expired.ctrl.challenge(FORM);
  expired.stream.hear({ type: 'challengeCanceled', challenge: { id: ID } });
  assert.equal(expired.ctrl.state.phase, 'expired');

  const refused = open({
    challengeBot: async () => {
      throw new ApiError('sign-in', 'sign in to challenge a bot of the API', 403);
    },
  });
  await refused.ctrl.challenge(FORM);
  assert.equal(refused.ctrl.state.phase, 'failed');
  assert.deepEqual(refused.ctrl.state.problem, { code: 'sign-in', message: 'sign in to challenge a bot of the API' });
  assert.equal(refused.stream.signal.aborted, true);
});
