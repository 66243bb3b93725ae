// Messages des erreurs en français (voir ../en/errors.js : une par code de problème du cœur des règles).
export default {
  'errors.fen': 'FEN invalide : {reason}',
  'errors.fen.empty': 'elle est vide',
  'errors.fen.fieldCount':
    '6 champs sont attendus (position, trait, roques, en passant, compteur de demi-coups, numéro du coup ; tous sauf les deux premiers peuvent être omis), mais il y en a {count}',
  'errors.fen.rankCount': "8 rangées séparées par '/' sont attendues, mais il y en a {count}",
  'errors.fen.rankLength': 'la rangée {rank} ne décrit pas 8 cases mais {count}',
  'errors.fen.badChar': "caractère inattendu '{char}' dans la rangée {rank}",
  'errors.fen.badBar': "'|' dans la rangée {rank} doit être suivi d’une lettre parmi PNBRQK ou pnbrqk",
  'errors.fen.side': "le trait doit être 'w' ou 'b' (trouvé : '{found}')",
  'errors.fen.castling': "le champ du roque doit être '-' ou des lettres de 'KQkq' (trouvé : '{found}')",
  'errors.fen.enPassant': "le champ en passant doit être '-' ou une case (trouvé : '{found}')",
  'errors.fen.halfmoveClock': "le compteur de demi-coups doit être un nombre (trouvé : '{found}')",
  'errors.fen.fullmoveNumber': "le numéro du coup doit être un nombre supérieur ou égal à 1 (trouvé : '{found}')",
  'errors.position.missingKing.w': 'les Blancs n’ont pas de roi',
  'errors.position.missingKing.b': 'les Noirs n’ont pas de roi',
  'errors.position.tooManyKings.w': 'les Blancs ont {count} rois',
  'errors.position.tooManyKings.b': 'les Noirs ont {count} rois',
  'errors.position.pawnOnBackRank':
    'pion en {square} : un pion ne peut se trouver ni sur la première ni sur la dernière rangée',
  'errors.position.castlingRight':
    "le droit de roque '{letter}' exige le roi en {king} et une tour en {rook}, tous deux sur l’échiquier A",
  'errors.position.epRank.w':
    'la case en passant {square} est impossible : les Blancs ayant le trait, elle doit se trouver sur la 6e rangée',
  'errors.position.epRank.b':
    'la case en passant {square} est impossible : les Noirs ayant le trait, elle doit se trouver sur la 3e rangée',
  'errors.position.epNoPawn':
    'la case en passant {square} est impossible : aucun pion qui vient d’avancer de deux cases ne se trouve devant elle',
  'errors.position.epStartOccupied':
    'la case en passant {square} est impossible : la case de départ du pion qui a avancé de deux cases est occupée',
  'errors.position.epPassedOccupied':
    'la case en passant {square} est impossible : la case franchie est occupée sur l’échiquier que le pion a quitté',
  'errors.position.oppositeCheck.w': 'les Blancs sont en échec alors que ce n’est pas à eux de jouer',
  'errors.position.oppositeCheck.b': 'les Noirs sont en échec alors que ce n’est pas à eux de jouer',
  'errors.pgn.empty': 'PGN vide : ni balises ni coups',
  'errors.pgn.tagName': "ligne {line} : balise mal formée '{text}' : un nom de balise est attendu après '['",
  'errors.pgn.tagValue':
    "ligne {line} : balise mal formée '{text}' : une valeur entre guillemets doubles est attendue après le nom",
  'errors.pgn.tagUnclosed': "ligne {line} : balise mal formée '{text}' : la valeur n’est pas fermée par '\"'",
  'errors.pgn.tagClose': "ligne {line} : balise mal formée '{text}' : ']' est attendu après la valeur",
  'errors.pgn.comment': "ligne {line} : commentaire non terminé : '{' n’est jamais fermée par '}'",
  'errors.pgn.variationOpen': "ligne {line} : variante non terminée : '(' n’est jamais fermée par ')'",
  'errors.pgn.parenthesis': "ligne {line} : parenthèse en trop : ')' ne ferme aucune variante",
  'errors.pgn.variation': "ligne {line} : une variante doit suivre un coup : aucun coup ne précède '('",
  'errors.pgn.fen': 'ligne {line} : balise FEN incorrecte : {error}',
  'errors.pgn.variant': "ligne {line} : ce n’est pas une partie d’échecs d’Alice : la balise Variant indique '{value}'",
  'errors.pgn.move.w': 'coup {number} (Blancs) : {error} (ligne {line})',
  'errors.pgn.move.b': 'coup {number} (Noirs) : {error} (ligne {line})',
  'errors.pgn.afterEnd.w':
    "coup {number} (Blancs) : '{move}' vient après la fin de la partie ({outcome}) (ligne {line})",
  'errors.pgn.afterEnd.b':
    "coup {number} (Noirs) : '{move}' vient après la fin de la partie ({outcome}) (ligne {line})",
  'errors.pgn.noSuchGame.none': 'pas de partie d’indice {index} : le texte PGN ne contient aucune partie',
  'errors.pgn.noSuchGame.one': 'pas de partie d’indice {index} : le texte PGN contient 1 partie (indice 0)',
  'errors.pgn.noSuchGame.several':
    'pas de partie d’indice {index} : le texte PGN contient {count} parties (indices 0 à {last})',
  'errors.pgn.resultContradicts': "ligne {line} : le résultat '{result}' contredit la partie : {outcome} ({score})",
  'errors.pgn.tooLong': 'le texte PGN est trop long : au plus {max} Mo peuvent être lus',
  'errors.pgn.tooManyTags': 'ligne {line} : trop de balises : une partie en a au plus {max}',
  'errors.pgn.tooManyMoves': 'ligne {line} : trop de coups : une partie en contient au plus {max}, variantes comprises',
  'errors.move.empty': 'aucun coup donné',
  'errors.move.syntax':
    "coup invalide '{move}' : ce n’est pas un coup en notation Alice, en SAN ni en coordonnées (e2e4)",
  'errors.move.illegal': "coup illégal '{move}' : {reason}",
  'errors.move.illegal.bare': "coup illégal '{move}'",
  'errors.move.ambiguous': "coup ambigu '{move}' : ce pourrait être {moves}",
  'errors.move.separator': ', ',
  'errors.game.illegal': 'coup illégal {move}',
  'errors.game.over': 'la partie est terminée ({outcome})',
  'errors.end.result': "le résultat doit être 1-0, 0-1, 1/2-1/2 ou *, et non '{result}'",
  'errors.end.emptyReason': 'le motif est vide',
  'errors.end.longReason': 'le motif dépasse {max} caractères',
  'errors.end.controlCharacters': 'le motif contient des caractères de contrôle',
  'errors.unknown': 'le cœur des règles l’a refusé ({code})',
};
