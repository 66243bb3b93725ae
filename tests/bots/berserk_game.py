"""A whole game through lichess's own Python client, berserk, against the real game server.

Run by `cargo xtask berserk` (and by `cargo xtask test`): ALICE_SERVER_BIN names the
`alice-server` binary. On a fresh SQLite data folder it makes a human account and a bot account
with `alice-server user add` (reading the `token: …` line), starts the server on a free port,
then, with one berserk client per token (`base_url` pointing at the server):

- the bot listens to its event stream; the human challenges the bot (3+2, variant alice,
  rated);
- the bot sees the `challenge` and accepts it; both see `gameStart` with the same game id;
- both stream the game (the human through the Board API, the bot through the Bot API):
  `gameFull` with variant `alice`;
- moves both ways, each seen on both streams as `gameState` moves in UCI;
- an illegal move is refused with 400 and the reason; a bot using the Board API is refused;
- the human resigns: both streams end with status `resign`, winner the bot; both event streams
  get `gameFinish`;
- the game is an ordinary game of the server: `GET /api/games/{id}` has it ended, rated, both
  ratings moved, and it is on the human's profile.

Any failure raises (exit status 1), with what was expected.
"""

import json
import os
import queue
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

import berserk

SERVER = os.environ.get("ALICE_SERVER_BIN", "alice-server")
TIMEOUT = 20


def user_add(data, name, bot):
    args = [SERVER, "user", "add", name, "--data", data] + (["--bot"] if bot else [])
    out = subprocess.run(args, check=True, capture_output=True, text=True).stdout
    last = out.strip().splitlines()[-1]
    m = re.fullmatch(r"token: ([0-9a-f]{32})", last)
    assert m, f"the last line of `alice-server user add` is 'token: TOKEN', not {last!r}"
    return m.group(1)


def start_server(data):
    proc = subprocess.Popen(
        [SERVER, "--port", "0", "--data", data, "--site", data, "--computer", "off"],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env={**os.environ, "RUST_LOG": "warn"},
    )
    line = proc.stdout.readline()
    m = re.search(r"http://([0-9.]+:[0-9]+)/", line)
    assert m, f"the server did not say where it serves: {line!r}"
    return proc, "http://" + m.group(1)


def streamed(iterator):
    """A thread reading `iterator` into a queue (None when it ends, an exception if it fails)."""
    q = queue.Queue()

    def read():
        try:
            for item in iterator:
                q.put(item)
            q.put(None)
        except Exception as e:  # the stream's failure is the test's
            q.put(e)

    threading.Thread(target=read, daemon=True).start()
    return q


def expect(q, what, test):
    """The first item of `q` that `test` accepts (others are skipped), within TIMEOUT."""
    until = time.time() + TIMEOUT
    seen = []
    while time.time() < until:
        try:
            item = q.get(timeout=max(0.1, until - time.time()))
        except queue.Empty:
            break
        if isinstance(item, Exception):
            raise AssertionError(f"waiting for {what}, the stream failed: {item!r}")
        if item is None:
            raise AssertionError(f"waiting for {what}, the stream ended; saw {seen}")
        if test(item):
            return item
        seen.append(item)
    raise AssertionError(f"no {what} within {TIMEOUT} s; saw {seen}")


def ended(q, what):
    """The stream `q` ends (after anything left on it) within TIMEOUT."""
    until = time.time() + TIMEOUT
    while time.time() < until:
        item = q.get(timeout=max(0.1, until - time.time()))
        if item is None:
            return
        if isinstance(item, Exception):
            raise AssertionError(f"{what} failed instead of ending: {item!r}")
    raise AssertionError(f"{what} did not end")


def moves_of(state):
    return state["moves"].split() if state["moves"] else []


def main():
    data = tempfile.mkdtemp(prefix="alice-berserk-")
    proc = None
    try:
        human_token = user_add(data, "Ann", bot=False)
        bot_token = user_add(data, "AliceBot", bot=True)
        proc, url = start_server(data)
        human = berserk.Client(berserk.TokenSession(human_token), base_url=url)
        bot = berserk.Client(berserk.TokenSession(bot_token), base_url=url)

        account = human.account.get()
        assert account["username"] == "Ann" and account["id"] == "ann", account
        assert bot.account.get()["title"] == "BOT"

        bot_events = streamed(bot.bots.stream_incoming_events())
        human_events = streamed(human.board.stream_incoming_events())
        time.sleep(0.5)  # both streams open before the challenge

        challenge = human.challenges.create(
            "AliceBot", rated=True, clock_limit=180, clock_increment=2, color="white",
            variant="alice",
        )
        assert challenge["status"] == "created", challenge
        assert challenge["rated"] is True, challenge
        assert challenge["variant"]["key"] == "alice", challenge
        assert challenge["timeControl"] == {
            "type": "clock", "limit": 180, "increment": 2, "show": "3+2"}, challenge
        assert challenge["challenger"]["id"] == "ann", challenge
        assert challenge["destUser"]["title"] == "BOT", challenge
        event = expect(bot_events, "the bot's challenge event", lambda e: e["type"] == "challenge")
        assert event["challenge"]["id"] == challenge["id"], event
        bot.bots.accept_challenge(challenge["id"])

        started = expect(bot_events, "gameStart (bot)", lambda e: e["type"] == "gameStart")
        game_id = started["game"]["gameId"]
        assert game_id == challenge["id"], (game_id, challenge["id"])
        assert started["game"]["color"] == "black", started
        assert started["game"]["opponent"]["username"] == "Ann", started
        mine = expect(human_events, "gameStart (human)", lambda e: e["type"] == "gameStart")
        assert mine["game"]["gameId"] == game_id and mine["game"]["isMyTurn"], mine

        human_game = streamed(human.board.stream_game_state(game_id))
        bot_game = streamed(bot.bots.stream_game_state(game_id))
        for q, who in ((human_game, "human"), (bot_game, "bot")):
            full = expect(q, f"gameFull ({who})", lambda e: e["type"] == "gameFull")
            assert full["variant"]["key"] == "alice", full
            assert full["rated"] is True, full
            assert full["initialFen"] == "startpos", full
            assert full["white"]["name"] == "Ann" and full["black"]["title"] == "BOT", full
            assert full["state"]["status"] == "started" and full["state"]["moves"] == "", full
            assert full["state"]["wtime"] == 180_000, full["state"]

        def both_see(moves):
            for q, who in ((human_game, "human"), (bot_game, "bot")):
                expect(q, f"gameState {moves} ({who})",
                       lambda e: e["type"] == "gameState" and moves_of(e) == moves)

        human.board.make_move(game_id, "e2e4")
        both_see(["e2e4"])
        bot.bots.make_move(game_id, "d7d5")
        both_see(["e2e4", "d7d5"])

        # An illegal move: 400, the reason said; nothing played.
        try:
            human.board.make_move(game_id, "e4e6")
            raise AssertionError("an illegal move was accepted")
        except berserk.exceptions.ResponseError as e:
            assert e.status_code == 400, e
            reason = (e.cause or {}).get("error", "")
            assert "e6" in reason or "illegal" in reason or "cannot" in reason, e.cause
        # Not the bot's turn.
        try:
            bot.bots.make_move(game_id, "g8f6")
            raise AssertionError("a move out of turn was accepted")
        except berserk.exceptions.ResponseError as e:
            assert e.status_code == 400, e
            assert "turn" in (e.cause or {}).get("error", ""), e.cause
        # A bot account cannot use the Board API.
        try:
            bot.board.make_move(game_id, "g8f6")
            raise AssertionError("a bot used the Board API")
        except berserk.exceptions.ResponseError as e:
            assert e.status_code == 400, e

        human.board.make_move(game_id, "g1f3")
        both_see(["e2e4", "d7d5", "g1f3"])
        bot.bots.post_message(game_id, "good luck")
        for q, who in ((human_game, "human"), (bot_game, "bot")):
            line = expect(q, f"chatLine ({who})", lambda e: e["type"] == "chatLine")
            assert line["username"] == "AliceBot" and line["text"] == "good luck", line
        bot.bots.make_move(game_id, "g8f6")
        both_see(["e2e4", "d7d5", "g1f3", "g8f6"])

        human.board.resign_game(game_id)
        for q, who in ((human_game, "human"), (bot_game, "bot")):
            final = expect(q, f"the resignation ({who})",
                           lambda e: e["type"] == "gameState" and e["status"] != "started")
            assert final["status"] == "resign" and final["winner"] == "black", final
            ended(q, f"the {who}'s game stream")
        for q, who in ((human_events, "human"), (bot_events, "bot")):
            finish = expect(q, f"gameFinish ({who})", lambda e: e["type"] == "gameFinish")
            assert finish["game"]["gameId"] == game_id, finish
            assert finish["game"]["status"]["name"] == "resign", finish

        # An ordinary game of the server: ended, on the human's profile.
        with urllib.request.urlopen(f"{url}/api/games/{game_id}") as r:
            game = json.load(r)
        assert game["status"] == "ended", game
        # Rated: both ratings moved, the winner's (the bot's) up.
        assert game["rated"] is True, game
        assert game["ratings"]["black"]["diff"] > 0 > game["ratings"]["white"]["diff"], game
        assert game["state"]["moves"] == ["e2e4", "d7d5", "g1f3", "g8f6"], game
        with urllib.request.urlopen(f"{url}/api/user/Ann") as r:
            profile = r.read().decode()
        assert game_id in profile, profile
        print(f"berserk {berserk.__version__ if hasattr(berserk, '__version__') else ''}: "
              f"game {game_id} played through the Bot and Board API: OK")
    finally:
        if proc is not None:
            proc.kill()
            proc.wait()
        shutil.rmtree(data, ignore_errors=True)


if __name__ == "__main__":
    try:
        main()
    except AssertionError as e:
        print(f"FAILED: {e}", file=sys.stderr)
        sys.exit(1)
