//! A legal Alice chess position: the two boards, the side to move, legal moves and playing them.
//!
//! # The Alice rules, as implemented here
//! Every square holds at most one piece across both boards, so the position is one set of pieces
//! plus, for each piece, the board it stands on. A piece on board `W` (the other board is `W'`):
//! 1. moves as in orthodox chess on `W` alone (only `W`'s pieces block it; it captures only on `W`);
//! 2. needs its destination empty on `W'`;
//! 3. lands on `W'` (a captured piece is removed from `W`);
//! 4. if it is a king, its destination must not be attacked on `W` (the king gone from its square);
//! 5. and after the move the mover's king must not be attacked on the board it then stands on.
//!
//! Check comes only from pieces on the king's own board. Castling is judged by orthodox rules on
//! board A, needs the king's and rook's destinations empty on B, and must not leave the king in
//! check on B, where both pieces land. En passant works across boards: a pawn on either board may
//! take a pawn that has just double-stepped, wherever that pawn now stands, if the square passed
//! over is empty on both boards. A promoted piece lands on the other board.

use crate::attacks::{
    between, bishop_attacks, king_attacks, knight_attacks, pawn_attacks, rook_attacks,
};
use crate::bitboard::Bitboard;
use crate::moves::{Move, MoveKind, MoveList};
use crate::setup::{CastlingRights, EnPassantProblem, PositionError, Setup};
use crate::square::Square;
use crate::types::{Board, Color, Piece, Role};
use crate::zobrist;
use std::fmt;

/// A legal Alice chess position.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    roles: [Bitboard; 6],
    colors: [Bitboard; 2],
    on_b: Bitboard,
    turn: Color,
    castling: CastlingRights,
    ep_square: Option<Square>,
    halfmove_clock: u32,
    fullmove_number: u32,
    /// Zobrist hash of pieces, side, castling rights and the en-passant file (if a square is set).
    hash: u64,
}

/// Why [`Position::play`] refused a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalMoveError {
    /// The refused move.
    pub mv: Move,
}

impl fmt::Display for IllegalMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "illegal move: {}", self.mv)
    }
}

impl std::error::Error for IllegalMoveError {}

/// Where moves go as they are generated: counted in bulk (perft) or listed.
trait MoveSink {
    /// `from` may go to each of `targets`; promotion targets count four times.
    fn add(&mut self, from: Square, targets: Bitboard, kind: BulkKind);
    /// One special move (castling, en passant).
    fn add_one(&mut self, m: Move);
}

#[derive(Copy, Clone, PartialEq, Eq)]
enum BulkKind {
    Normal,
    DoublePush,
    Promotion,
}

struct Counter(u64);

impl MoveSink for Counter {
    #[inline]
    fn add(&mut self, _from: Square, targets: Bitboard, kind: BulkKind) {
        let n = targets.count() as u64;
        self.0 += if kind == BulkKind::Promotion {
            4 * n
        } else {
            n
        };
    }
    #[inline]
    fn add_one(&mut self, _m: Move) {
        self.0 += 1;
    }
}

impl MoveSink for MoveList {
    #[inline]
    fn add(&mut self, from: Square, targets: Bitboard, kind: BulkKind) {
        for to in targets {
            match kind {
                BulkKind::Normal => self.push(Move::new(from, to, MoveKind::Normal)),
                BulkKind::DoublePush => self.push(Move::new(from, to, MoveKind::DoublePush)),
                BulkKind::Promotion => {
                    for role in Role::PROMOTIONS {
                        self.push(Move::new(from, to, MoveKind::Promotion(role)));
                    }
                }
            }
        }
    }
    #[inline]
    fn add_one(&mut self, m: Move) {
        self.push(m);
    }
}

/// Facts about the side to move's king, shared by the whole move generation.
struct KingContext {
    square: Square,
    board: Board,
    /// Occupancy of the king's board.
    occupied: Bitboard,
    /// Enemy pieces on the king's board.
    enemies: Bitboard,
    /// Enemy pieces giving check.
    checkers: Bitboard,
    /// Squares where a piece arriving on the king's board would answer the check (all squares
    /// when not in check).
    block: Bitboard,
    /// Squares between the king and an enemy slider on its board that could hit it along an
    /// open line: emptying one of them may expose the king.
    exposed_lines: Bitboard,
}

impl Default for Position {
    fn default() -> Self {
        Position::start()
    }
}

impl Position {
    /// The usual start position, all pieces on board A.
    pub fn start() -> Position {
        let mut setup = Setup::empty();
        let back = [
            Role::Rook,
            Role::Knight,
            Role::Bishop,
            Role::Queen,
            Role::King,
            Role::Bishop,
            Role::Knight,
            Role::Rook,
        ];
        for (file, role) in back.into_iter().enumerate() {
            let f = file as u8;
            setup.squares[Square::from_coords(f, 0).index()] =
                Some((Piece::new(Color::White, role), Board::A));
            setup.squares[Square::from_coords(f, 1).index()] =
                Some((Piece::new(Color::White, Role::Pawn), Board::A));
            setup.squares[Square::from_coords(f, 6).index()] =
                Some((Piece::new(Color::Black, Role::Pawn), Board::A));
            setup.squares[Square::from_coords(f, 7).index()] =
                Some((Piece::new(Color::Black, role), Board::A));
        }
        setup.castling = CastlingRights::ALL;
        Position::from_setup(&setup).unwrap_or_else(|_| unreachable_start())
    }

    /// Validates a setup.
    ///
    /// # Errors
    /// A [`PositionError`] naming the first rule the setup breaks: kings, pawns on the back
    /// ranks, castling rights without king and rook in place on board A, an impossible
    /// en-passant square, or the side not to move in check.
    pub fn from_setup(setup: &Setup) -> Result<Position, PositionError> {
        let mut pos = Position {
            roles: [Bitboard::EMPTY; 6],
            colors: [Bitboard::EMPTY; 2],
            on_b: Bitboard::EMPTY,
            turn: setup.turn,
            castling: setup.castling,
            ep_square: setup.ep_square,
            halfmove_clock: setup.halfmove_clock,
            fullmove_number: setup.fullmove_number.max(1),
            hash: 0,
        };
        for sq in Square::all() {
            if let Some((piece, board)) = setup.at(sq) {
                pos.put(sq, piece, board);
            }
        }
        for color in Color::ALL {
            let kings = pos.pieces(color, Role::King).count() as usize;
            if kings == 0 {
                return Err(PositionError::MissingKing(color));
            }
            if kings > 1 {
                return Err(PositionError::TooManyKings(color, kings));
            }
        }
        let back_ranks = Bitboard::rank(0) | Bitboard::rank(7);
        if let Some(sq) = (pos.roles[Role::Pawn.index()] & back_ranks).first() {
            return Err(PositionError::PawnOnBackRank(sq));
        }
        for (color, short, letter) in [
            (Color::White, true, 'K'),
            (Color::White, false, 'Q'),
            (Color::Black, true, 'k'),
            (Color::Black, false, 'q'),
        ] {
            if !setup.castling.has(color, short) {
                continue;
            }
            let (king, rook) = CastlingRights::squares(color, short);
            if !setup.has(king, color, Role::King, Board::A)
                || !setup.has(rook, color, Role::Rook, Board::A)
            {
                return Err(PositionError::BadCastlingRight { letter, king, rook });
            }
        }
        if let Some(ep) = setup.ep_square {
            pos.validate_ep(ep)?;
        }
        if pos.king_attacked(pos.turn.other()) {
            return Err(PositionError::OppositeCheck(pos.turn.other()));
        }
        pos.hash = pos.compute_hash();
        Ok(pos)
    }

    fn validate_ep(&self, ep: Square) -> Result<(), PositionError> {
        let them = self.turn.other();
        let (ep_rank, pawn_rank, origin_rank) = self.turn.fold((5, 4, 6), (2, 3, 1));
        if ep.rank() != ep_rank {
            return Err(PositionError::BadEnPassant(
                ep,
                EnPassantProblem::Rank(self.turn),
            ));
        }
        let pawn_sq = Square::from_coords(ep.file(), pawn_rank);
        if !self.pieces(them, Role::Pawn).contains(pawn_sq) {
            return Err(PositionError::BadEnPassant(ep, EnPassantProblem::NoPawn));
        }
        if self
            .occupied()
            .contains(Square::from_coords(ep.file(), origin_rank))
        {
            return Err(PositionError::BadEnPassant(
                ep,
                EnPassantProblem::StartOccupied,
            ));
        }
        let pawn_board = self.board_of(pawn_sq);
        if self.board_occupied(pawn_board.other()).contains(ep) {
            return Err(PositionError::BadEnPassant(
                ep,
                EnPassantProblem::PassedOccupied,
            ));
        }
        Ok(())
    }

    fn compute_hash(&self) -> u64 {
        zobrist::init();
        let mut h = 0;
        for sq in self.occupied() {
            if let Some((piece, board)) = self.piece_at(sq) {
                h ^= zobrist::piece(piece.color, piece.role, board, sq);
            }
        }
        for i in 0..4 {
            if self.castling.bits() & (1 << i) != 0 {
                h ^= zobrist::castling(i);
            }
        }
        if let Some(ep) = self.ep_square {
            h ^= zobrist::en_passant(ep.file());
        }
        if self.turn == Color::Black {
            h ^= zobrist::black_to_move();
        }
        h
    }

    /// The position as an unvalidated [`Setup`].
    pub fn to_setup(&self) -> Setup {
        let mut setup = Setup::empty();
        for sq in self.occupied() {
            setup.squares[sq.index()] = self.piece_at(sq);
        }
        setup.turn = self.turn;
        setup.castling = self.castling;
        setup.ep_square = self.ep_square;
        setup.halfmove_clock = self.halfmove_clock;
        setup.fullmove_number = self.fullmove_number;
        setup
    }

    // ----- queries -------------------------------------------------------------------------

    /// The side to move.
    #[inline]
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// Castling rights.
    pub fn castling_rights(&self) -> CastlingRights {
        self.castling
    }

    /// The en-passant square recorded after a double step (whether or not a capture is possible).
    pub fn ep_square(&self) -> Option<Square> {
        self.ep_square
    }

    /// Half-moves since the last capture or pawn move.
    pub fn halfmove_clock(&self) -> u32 {
        self.halfmove_clock
    }

    /// The full-move number.
    pub fn fullmove_number(&self) -> u32 {
        self.fullmove_number
    }

    /// Every occupied square, both boards.
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.colors[0] | self.colors[1]
    }

    /// The squares occupied on `board`.
    #[inline]
    pub fn board_occupied(&self, board: Board) -> Bitboard {
        self.occupied() & self.board_mask(board)
    }

    /// Squares whose piece (if any) would be on `board`: a mask to intersect with piece sets.
    #[inline]
    fn board_mask(&self, board: Board) -> Bitboard {
        match board {
            Board::A => !self.on_b,
            Board::B => self.on_b,
        }
    }

    /// The pieces of `color` (both boards).
    #[inline]
    pub fn by_color(&self, color: Color) -> Bitboard {
        self.colors[color.index()]
    }

    /// The pieces of `color` and `role` (both boards).
    #[inline]
    pub fn pieces(&self, color: Color, role: Role) -> Bitboard {
        self.colors[color.index()] & self.roles[role.index()]
    }

    /// The board of the piece on `sq` (A if the square is empty).
    #[inline]
    pub fn board_of(&self, sq: Square) -> Board {
        if self.on_b.contains(sq) {
            Board::B
        } else {
            Board::A
        }
    }

    /// The role of the piece on `sq`, if any.
    #[inline]
    pub fn role_at(&self, sq: Square) -> Option<Role> {
        if !self.occupied().contains(sq) {
            return None;
        }
        Role::ALL
            .into_iter()
            .find(|r| self.roles[r.index()].contains(sq))
    }

    /// The piece on `sq` and the board it stands on.
    pub fn piece_at(&self, sq: Square) -> Option<(Piece, Board)> {
        let role = self.role_at(sq)?;
        let color = if self.colors[0].contains(sq) {
            Color::White
        } else {
            Color::Black
        };
        Some((Piece::new(color, role), self.board_of(sq)))
    }

    /// The square and board of `color`'s king.
    #[inline]
    pub fn king(&self, color: Color) -> (Square, Board) {
        let sq = self.pieces(color, Role::King).first().unwrap_or(Square::A1);
        (sq, self.board_of(sq))
    }

    /// The enemy pieces (of `by`) standing on `board` that attack `sq`, with `occupied` as that
    /// board's occupancy and `candidates` limiting which pieces count (also for an exchange on
    /// one square, where pieces leave their board one by one: `search::see`).
    #[inline]
    pub(crate) fn attackers(
        &self,
        sq: Square,
        by: Color,
        occupied: Bitboard,
        candidates: Bitboard,
    ) -> Bitboard {
        let them = self.colors[by.index()] & candidates;
        let queens = self.roles[Role::Queen.index()];
        (knight_attacks(sq) & self.roles[Role::Knight.index()]
            | king_attacks(sq) & self.roles[Role::King.index()]
            | pawn_attacks(by.other(), sq) & self.roles[Role::Pawn.index()]
            | rook_attacks(sq, occupied) & (self.roles[Role::Rook.index()] | queens)
            | bishop_attacks(sq, occupied) & (self.roles[Role::Bishop.index()] | queens))
            & them
    }

    /// The pieces of `by` standing on `board` that attack `sq` there (with that board's
    /// occupancy): the checkers of a king, the guards of a square. Not for the hot path.
    pub fn attackers_of(&self, sq: Square, board: Board, by: Color) -> Bitboard {
        let mask = self.board_mask(board);
        self.attackers(sq, by, self.occupied() & mask, mask)
    }

    /// Whether `sq` on `board` is attacked by `by`'s pieces on that board.
    pub fn is_attacked(&self, sq: Square, board: Board, by: Color) -> bool {
        let mask = self.board_mask(board);
        self.attackers(sq, by, self.occupied() & mask, mask).any()
    }

    fn king_attacked(&self, color: Color) -> bool {
        let (sq, board) = self.king(color);
        self.is_attacked(sq, board, color.other())
    }

    /// The enemy pieces giving check to the side to move.
    pub fn checkers(&self) -> Bitboard {
        let (sq, board) = self.king(self.turn);
        let mask = self.board_mask(board);
        self.attackers(sq, self.turn.other(), self.occupied() & mask, mask)
    }

    /// Whether the side to move is in check.
    pub fn is_check(&self) -> bool {
        self.checkers().any()
    }

    /// Zobrist hash of the whole two-board position (pieces with their boards, side to move,
    /// castling rights, en-passant file when an en-passant square is recorded).
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// The key that decides repetitions: like [`Position::hash`], but the en-passant square only
    /// counts when an en-passant capture is actually legal.
    pub fn repetition_key(&self) -> u64 {
        match self.ep_square {
            Some(ep) if !self.has_legal_ep() => self.hash ^ zobrist::en_passant(ep.file()),
            _ => self.hash,
        }
    }

    fn has_legal_ep(&self) -> bool {
        let mut list = MoveList::new();
        self.gen_en_passant(&mut list);
        !list.is_empty()
    }

    /// Whether only the two kings are left.
    pub fn is_bare_kings(&self) -> bool {
        self.occupied().count() == 2
    }

    /// Whether `color` has nothing but its king.
    pub fn has_lone_king(&self, color: Color) -> bool {
        self.by_color(color).count() == 1
    }

    // ----- move generation -----------------------------------------------------------------

    /// All legal moves.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.generate::<_, false>(&mut list);
        list
    }

    /// The legal captures (en passant included) and promotions: what a quiescence search looks
    /// at, without generating the quiet moves. The same moves as [`Position::legal_moves`]
    /// keeps of those kinds.
    pub fn noisy_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.generate::<_, true>(&mut list);
        list
    }

    /// The number of legal moves, counted in bulk (faster than listing them).
    pub fn count_legal_moves(&self) -> u64 {
        let mut counter = Counter(0);
        self.generate::<_, false>(&mut counter);
        counter.0
    }

    /// The squares the side to move's king may legally move to (castling aside): its flight
    /// squares, which a problem solver orders its moves by.
    pub fn king_moves(&self) -> Bitboard {
        struct Targets(Bitboard);
        impl MoveSink for Targets {
            #[inline]
            fn add(&mut self, _from: Square, targets: Bitboard, _kind: BulkKind) {
                self.0 |= targets;
            }
            #[inline]
            fn add_one(&mut self, _m: Move) {}
        }
        let mut sink = Targets(Bitboard::EMPTY);
        self.gen_king::<_, false>(&self.king_context(), &mut sink);
        sink.0
    }

    /// Whether the side to move has any legal move.
    pub fn has_legal_moves(&self) -> bool {
        self.count_legal_moves() > 0
    }

    /// Whether the side to move is checkmated.
    pub fn is_checkmate(&self) -> bool {
        self.is_check() && !self.has_legal_moves()
    }

    /// Whether the side to move is stalemated.
    pub fn is_stalemate(&self) -> bool {
        !self.is_check() && !self.has_legal_moves()
    }

    /// Whether `m` is legal here.
    pub fn is_legal(&self, m: Move) -> bool {
        if self.piece_at(m.from).map(|(p, _)| p.color) != Some(self.turn) {
            return false;
        }
        self.legal_moves().contains(&m)
    }

    fn king_context(&self) -> KingContext {
        let us = self.turn;
        let (square, board) = self.king(us);
        let mask = self.board_mask(board);
        let occupied = self.occupied() & mask;
        let enemies = self.colors[us.other().index()] & mask;
        let checkers = self.attackers(square, us.other(), occupied, mask);
        let block = match checkers.first() {
            None => Bitboard::ALL,
            Some(_) if checkers.more_than_one() => Bitboard::EMPTY,
            Some(c) => between(square, c),
        };
        let queens = self.roles[Role::Queen.index()];
        let line_sliders = (rook_attacks(square, Bitboard::EMPTY)
            & (self.roles[Role::Rook.index()] | queens))
            | (bishop_attacks(square, Bitboard::EMPTY)
                & (self.roles[Role::Bishop.index()] | queens));
        let mut exposed_lines = Bitboard::EMPTY;
        for slider in line_sliders & enemies {
            exposed_lines |= between(square, slider);
        }
        KingContext {
            square,
            board,
            occupied,
            enemies,
            checkers,
            block,
            exposed_lines,
        }
    }

    /// Generates the legal moves into `sink`; only captures and promotions when `NOISY`.
    fn generate<S: MoveSink, const NOISY: bool>(&self, sink: &mut S) {
        let ctx = self.king_context();
        self.gen_king::<S, NOISY>(&ctx, sink);
        if ctx.checkers.more_than_one() {
            return;
        }
        let us = self.turn;
        let occupied = self.occupied();
        let ours = self.colors[us.index()];
        for board in Board::ALL {
            let mask = self.board_mask(board);
            let board_occ = occupied & mask;
            let enemies = self.colors[us.other().index()] & mask;
            // A destination must be empty on both boards, or hold an enemy on this board.
            let open = if NOISY { enemies } else { !occupied | enemies };
            let leaves_king_board = board == ctx.board;
            let filter = |from: Square, targets: Bitboard| -> Bitboard {
                if !leaves_king_board {
                    // The piece lands on the king's board: it can only add a blocker there.
                    return targets & ctx.block;
                }
                if ctx.checkers.any() {
                    // Leaving the king's board cannot block; only taking the checker can help.
                    return self.filter_departures(&ctx, from, targets & ctx.checkers);
                }
                if ctx.exposed_lines.contains(from) {
                    self.filter_departures(&ctx, from, targets)
                } else {
                    // Taking an enemy piece that shields the king from its own slider.
                    let risky = targets & ctx.exposed_lines & ctx.enemies;
                    if risky.is_empty() {
                        targets
                    } else {
                        (targets & !risky) | self.filter_departures(&ctx, from, risky)
                    }
                }
            };
            let pieces = ours & mask;
            for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
                for from in pieces & self.roles[role.index()] {
                    let attacks = match role {
                        Role::Knight => knight_attacks(from),
                        Role::Bishop => bishop_attacks(from, board_occ),
                        Role::Rook => rook_attacks(from, board_occ),
                        _ => rook_attacks(from, board_occ) | bishop_attacks(from, board_occ),
                    };
                    let targets = filter(from, attacks & open);
                    if targets.any() {
                        sink.add(from, targets, BulkKind::Normal);
                    }
                }
            }
            let last_rank = Bitboard::rank(us.fold(7, 0));
            let start_rank = Bitboard::rank(us.fold(1, 6));
            for from in pieces & self.roles[Role::Pawn.index()] {
                let fwd: i8 = us.fold(1, -1);
                let mut targets = pawn_attacks(us, from) & enemies;
                let mut double = Bitboard::EMPTY;
                if let Some(one) = from.offset(0, fwd) {
                    if !occupied.contains(one) && (!NOISY || last_rank.contains(one)) {
                        targets |= one.bb();
                    }
                    if !NOISY && start_rank.contains(from) && !board_occ.contains(one) {
                        if let Some(two) = one.offset(0, fwd) {
                            if !occupied.contains(two) {
                                double = filter(from, two.bb());
                            }
                        }
                    }
                }
                let targets = filter(from, targets);
                let promotions = targets & last_rank;
                if promotions.any() {
                    sink.add(from, promotions, BulkKind::Promotion);
                }
                if (targets & !last_rank).any() {
                    sink.add(from, targets & !last_rank, BulkKind::Normal);
                }
                if double.any() {
                    sink.add(from, double, BulkKind::DoublePush);
                }
            }
        }
        self.gen_en_passant(sink);
        if !NOISY && ctx.checkers.is_empty() {
            self.gen_castling(&ctx, sink);
        }
    }

    /// Keeps the targets a piece leaving the king's board may go to: those after which no enemy
    /// on that board attacks the king (the piece's square and the captured piece are gone).
    #[inline]
    fn filter_departures(&self, ctx: &KingContext, from: Square, targets: Bitboard) -> Bitboard {
        let mut legal = Bitboard::EMPTY;
        let them = self.turn.other();
        for to in targets {
            let occupied = ctx.occupied.without(from).without(to);
            let candidates = ctx.enemies.without(to);
            if self
                .attackers(ctx.square, them, occupied, candidates)
                .is_empty()
            {
                legal = legal.with(to);
            }
        }
        legal
    }

    fn gen_king<S: MoveSink, const NOISY: bool>(&self, ctx: &KingContext, sink: &mut S) {
        let them = self.turn.other();
        let other_mask = self.board_mask(ctx.board.other());
        let other_occ = self.occupied() & other_mask;
        let occupied_without_king = ctx.occupied.without(ctx.square);
        let open = if NOISY {
            ctx.enemies
        } else {
            !self.occupied() | ctx.enemies
        };
        let mut legal = Bitboard::EMPTY;
        for to in king_attacks(ctx.square) & open {
            let safe_here = self
                .attackers(to, them, occupied_without_king, ctx.enemies.without(to))
                .is_empty();
            if safe_here && self.attackers(to, them, other_occ, other_mask).is_empty() {
                legal = legal.with(to);
            }
        }
        if legal.any() {
            sink.add(ctx.square, legal, BulkKind::Normal);
        }
    }

    fn gen_castling<S: MoveSink>(&self, ctx: &KingContext, sink: &mut S) {
        let us = self.turn;
        let them = us.other();
        if ctx.board != Board::A {
            return;
        }
        let occupied = self.occupied();
        let a_mask = self.board_mask(Board::A);
        let b_mask = self.board_mask(Board::B);
        let occ_b = occupied & b_mask;
        for short in [true, false] {
            if !self.castling.has(us, short) {
                continue;
            }
            let (king_sq, rook_sq) = CastlingRights::squares(us, short);
            if ctx.square != king_sq || !(self.pieces(us, Role::Rook) & a_mask).contains(rook_sq) {
                continue;
            }
            let rank = king_sq.rank();
            let (king_to, rook_to) = if short {
                (Square::from_coords(6, rank), Square::from_coords(5, rank))
            } else {
                (Square::from_coords(2, rank), Square::from_coords(3, rank))
            };
            // Orthodox conditions on A; the path squares are then empty on A.
            if (between(king_sq, rook_sq) & ctx.occupied).any() {
                continue;
            }
            let crossed = [rook_to, king_to];
            if crossed
                .iter()
                .any(|&sq| self.attackers(sq, them, ctx.occupied, a_mask).any())
            {
                continue;
            }
            // Both destinations empty on B, and the king safe on B with the rook beside it.
            if occupied.contains(king_to) || occupied.contains(rook_to) {
                continue;
            }
            let occ_b_after = occ_b.with(king_to).with(rook_to);
            if self.attackers(king_to, them, occ_b_after, b_mask).any() {
                continue;
            }
            let kind = if short {
                MoveKind::CastleShort
            } else {
                MoveKind::CastleLong
            };
            sink.add_one(Move::new(king_sq, king_to, kind));
        }
    }

    fn gen_en_passant<S: MoveSink>(&self, sink: &mut S) {
        let Some(ep) = self.ep_square else { return };
        if self.occupied().contains(ep) {
            return;
        }
        let us = self.turn;
        for from in pawn_attacks(us.other(), ep) & self.pieces(us, Role::Pawn) {
            let m = Move::new(from, ep, MoveKind::EnPassant);
            let mut after = *self;
            after.play_unchecked(m);
            if !after.king_attacked(us) {
                sink.add_one(m);
            }
        }
    }

    // ----- playing moves -------------------------------------------------------------------

    /// Plays `m` if it is legal.
    ///
    /// # Errors
    /// [`IllegalMoveError`] if `m` is not legal; the position is then unchanged.
    pub fn play(&mut self, m: Move) -> Result<(), IllegalMoveError> {
        if !self.is_legal(m) {
            return Err(IllegalMoveError { mv: m });
        }
        self.play_unchecked(m);
        Ok(())
    }

    /// Plays `m` without checking it: the fast path for search and perft. `m` must be legal
    /// (as produced by [`Position::legal_moves`]); anything else gives an unspecified (but
    /// memory-safe, panic-free) position.
    pub fn play_unchecked(&mut self, m: Move) {
        let us = self.turn;
        let Some(role) = self.role_at(m.from) else {
            return;
        };
        let from_board = self.board_of(m.from);
        if let Some(ep) = self.ep_square.take() {
            self.hash ^= zobrist::en_passant(ep.file());
        }
        self.halfmove_clock += 1;
        self.remove(m.from);
        match m.kind {
            MoveKind::EnPassant => {
                self.remove(Square::from_coords(m.to.file(), m.from.rank()));
            }
            _ => {
                if self.occupied().contains(m.to) {
                    self.remove(m.to);
                    self.halfmove_clock = 0;
                }
            }
        }
        let placed = m.promotion().unwrap_or(role);
        self.put(m.to, Piece::new(us, placed), from_board.other());
        if role == Role::Pawn {
            self.halfmove_clock = 0;
            if m.kind == MoveKind::DoublePush {
                let ep = Square::from_coords(m.from.file(), (m.from.rank() + m.to.rank()) / 2);
                self.ep_square = Some(ep);
                self.hash ^= zobrist::en_passant(ep.file());
            }
        }
        if m.is_castle() {
            let short = m.kind == MoveKind::CastleShort;
            let (_, rook_from) = CastlingRights::squares(us, short);
            let rook_to = Square::from_coords(if short { 5 } else { 3 }, rook_from.rank());
            self.remove(rook_from);
            self.put(rook_to, Piece::new(us, Role::Rook), Board::B);
        }
        let old_rights = self.castling.bits();
        let new_rights = old_rights & !rights_touched(m.from) & !rights_touched(m.to);
        if new_rights != old_rights {
            for i in 0..4 {
                if (old_rights ^ new_rights) & (1 << i) != 0 {
                    self.hash ^= zobrist::castling(i);
                }
            }
            self.castling = CastlingRights::from_bits(new_rights);
        }
        if us == Color::Black {
            self.fullmove_number += 1;
        }
        self.turn = us.other();
        self.hash ^= zobrist::black_to_move();
    }

    /// Passes the move to the opponent without moving (for search heuristics). Returns `None`
    /// when the side to move is in check.
    pub fn null_move(&self) -> Option<Position> {
        if self.is_check() {
            return None;
        }
        let mut pos = *self;
        if let Some(ep) = pos.ep_square.take() {
            pos.hash ^= zobrist::en_passant(ep.file());
        }
        pos.turn = pos.turn.other();
        pos.hash ^= zobrist::black_to_move();
        Some(pos)
    }

    #[inline]
    fn put(&mut self, sq: Square, piece: Piece, board: Board) {
        let bb = sq.bb();
        self.roles[piece.role.index()] |= bb;
        self.colors[piece.color.index()] |= bb;
        if board == Board::B {
            self.on_b |= bb;
        }
        self.hash ^= zobrist::piece(piece.color, piece.role, board, sq);
    }

    #[inline]
    fn remove(&mut self, sq: Square) {
        if let Some((piece, board)) = self.piece_at(sq) {
            let keep = !sq.bb();
            self.roles[piece.role.index()] &= keep;
            self.colors[piece.color.index()] &= keep;
            self.on_b &= keep;
            self.hash ^= zobrist::piece(piece.color, piece.role, board, sq);
        }
    }
}

/// The castling rights lost when a move leaves from or arrives at `sq`.
#[inline]
fn rights_touched(sq: Square) -> u8 {
    match sq.index() {
        0 => 0b0010,
        4 => 0b0011,
        7 => 0b0001,
        56 => 0b1000,
        60 => 0b1100,
        63 => 0b0100,
        _ => 0,
    }
}

#[cold]
fn unreachable_start() -> Position {
    // The start setup is valid by construction; this keeps `start` free of `unwrap`.
    Position {
        roles: [Bitboard::EMPTY; 6],
        colors: [Bitboard::EMPTY; 2],
        on_b: Bitboard::EMPTY,
        turn: Color::White,
        castling: CastlingRights::NONE,
        ep_square: None,
        halfmove_clock: 0,
        fullmove_number: 1,
        hash: 0,
    }
}
