// Messages of the widget (see ../i18n.js). English: the source and the fallback of every language.
// The <alice-chess> element's own words (www/widget) and the iframe route's (www/frame); the words
// it shares with the game page are game.*. Attribute names and values in messages (mode=, "white",
// hotseat, …) are code: they stay as they are. {value} is a quoted attribute value, {error} the
// rules core's reason.
export default {
  // While the rules core loads, and if it cannot.
  'widget.loading': 'Loading Alice chess…',
  'widget.status.loading': 'Loading…',
  'widget.status.unavailable': 'Not available',
  'widget.engine.failed': 'The Alice chess engine could not be loaded: {error}',
  'widget.style.failed': 'The stylesheet {href} could not be loaded.',
  'widget.computer.unavailable':
    'The computer opponent is not available on this page (its engine could not be started), so both sides are played here (hotseat).',

  // The error box.
  'widget.error.dismiss': 'Dismiss',

  // The buttons under the board or the move list.
  'widget.nav.group': 'Move through the game',
  'widget.nav.first': 'Start position (Home)',
  'widget.nav.prev': 'Previous move (←)',
  'widget.nav.next': 'Next move (→)',
  'widget.nav.last': 'Last position (End)',
  'widget.controls': 'Game controls',
  'widget.undo': 'Take back the last move',
  'widget.flip': 'Flip the board',
  'widget.view.two': 'Show boards A and B side by side',
  'widget.view.one': 'Show one board',
  'widget.live': 'Live',
  'widget.live.label': 'Back to the live position (End)',

  // The move list.
  'widget.moves.label': 'Moves in Alice notation',
  'widget.moves.none': 'No moves yet.',

  // Online: the player's actions, the opponent's offers.
  'widget.actions': 'Game actions',
  'widget.action.resign': 'Resign',
  'widget.action.confirmResign': 'Confirm resign',
  'widget.action.resignLabel': 'Resign the game',
  'widget.action.draw': 'Offer draw',
  'widget.action.drawOffered': 'Draw offered',
  'widget.action.drawLabel': 'Offer a draw',
  'widget.action.takeback': 'Takeback',
  'widget.action.takebackLabel': 'Propose to take back your last move',
  'widget.offer.label': 'Offer from your opponent',
  'widget.offer.draw': 'Your opponent offers a draw.',
  'widget.offer.takeback': 'Your opponent asks to take back their last move.',
  // A spectator's board (mode="view"): whose offer it is.
  'widget.offer.draw.w': 'White offers a draw.',
  'widget.offer.draw.b': 'Black offers a draw.',
  'widget.offer.draw.none': 'A draw is offered.',
  'widget.offer.takeback.w': 'White asks to take back their last move.',
  'widget.offer.takeback.b': 'Black asks to take back their last move.',
  'widget.offer.takeback.none': 'A takeback is asked for.',
  'widget.offer.accept': 'Accept',
  'widget.offer.decline': 'Decline',
  // Online: the live game's abort, the player's own offer, the opponent's presence, the connection.
  'widget.action.abort': 'Abort',
  'widget.action.abortLabel': 'Abort the game (possible until both sides have moved)',
  'widget.offer.sent.draw': 'You offered a draw.',
  'widget.offer.sent.takeback': 'You asked to take back your last move.',
  'widget.offer.withdraw': 'Withdraw',
  'widget.presence.gone': 'away',
  'widget.gone.wait': 'Your opponent left the game.',
  'widget.gone.claim': 'Your opponent left: you can claim victory, or wait for them.',
  'widget.gone.claimButton': 'Claim victory',
  'widget.connection.reconnecting': 'Reconnecting…',
  'widget.connection.offline': 'Not connected: the game is kept on the server.',
  'widget.connection.clocks': 'The clocks stand still here until the connection is back; the server keeps the time.',

  // A bad attribute: what is wrong, and what is shown instead. {attribute}: orientation="…".
  'widget.attr.badColor': '{attribute} is not valid: use "white" or "black". {fallback}',
  'widget.attr.orientationFallback': 'White is shown at the bottom.',
  'widget.attr.playerFallback': 'You play White against the computer.',
  'widget.attr.playerFallbackOnline': 'You play White.',
  'widget.attr.badMode': 'mode={value} is not valid: use "hotseat", "computer", "online" or "view". Playing hotseat.',
  'widget.attr.badView': 'view={value} is not valid: use "single" or "two". Showing one board.',
  'widget.attr.badLevel': 'level={value} is not valid: use a whole number from {min} to {max}. Using level {level}.',
  'widget.attr.badControls': 'controls={value} names no part {parts}: use {known}. Showing the others.',

  // The game attributes the rules core could not read ({move}: "2. Qxe5"; {index} of {total}).
  'widget.load.pgn': 'The pgn attribute could not be read: {error}. Showing the start position instead.',
  'widget.load.fen': 'fen={value} is not a valid Alice chess position: {error}. Showing the start position instead.',
  'widget.load.fenWithMoves':
    'fen={value} is not a valid Alice chess position: {error}. Showing the start position instead, without the moves.',
  'widget.load.movesFirst': 'The moves attribute stops at {move} (move {index} of {total}): {error}. Showing the position before it.',
  'widget.load.moves':
    'The moves attribute stops at {move} (move {index} of {total}): {error}. Showing the game up to the move before it.',

  // The iframe route (index.html?embed=1): the page's title, and its notices about the URL.
  'widget.frame.title': 'Alice Chess board',
  'widget.frame.unknown': {
    one: 'Unknown parameter {names} ignored. Known: {known}.',
    other: 'Unknown parameters {names} ignored. Known: {known}.',
  },
  'widget.frame.origin': 'origin={value} is not an origin (like https://example.org): the board does not talk to its page.',
};
