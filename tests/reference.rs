//! An independent, deliberately naive implementation of RULES.md §2–§6 (a mailbox, rays walked
//! square by square, every move made and tested) compared with the bitboard move generator on
//! many random positions with pieces on both boards. It catches both missing and extra moves.

mod common;

use alice_chess::{fen::parse_fen, Board, Color, Position, Role, Square};
use common::{random_game, Rng, STARTS};
use std::collections::BTreeSet;

type Cell = Option<(Color, Role, Board)>;

#[derive(Clone)]
struct Naive {
    cells: [Cell; 64],
}

const KNIGHT: [(i8, i8); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
const KING: [(i8, i8); 8] = [
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
];
const ROOK: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const BISHOP: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

fn at(f: i8, r: i8) -> Option<usize> {
    ((0..8).contains(&f) && (0..8).contains(&r)).then(|| (r * 8 + f) as usize)
}

impl Naive {
    fn from(pos: &Position) -> Naive {
        let mut cells = [None; 64];
        for sq in Square::all() {
            cells[sq.index()] = pos.piece_at(sq).map(|(p, b)| (p.color, p.role, b));
        }
        Naive { cells }
    }

    fn on(&self, i: usize, board: Board) -> Cell {
        self.cells[i].filter(|c| c.2 == board)
    }

    /// Squares a piece on `i` (standing on `board`) attacks on that board.
    fn attacks(&self, i: usize, color: Color, role: Role, board: Board) -> Vec<usize> {
        let (f, r) = ((i % 8) as i8, (i / 8) as i8);
        let mut out = vec![];
        let steps = |dirs: &[(i8, i8)], out: &mut Vec<usize>| {
            for &(df, dr) in dirs {
                if let Some(j) = at(f + df, r + dr) {
                    out.push(j);
                }
            }
        };
        let slides = |dirs: &[(i8, i8)], out: &mut Vec<usize>| {
            for &(df, dr) in dirs {
                let (mut nf, mut nr) = (f + df, r + dr);
                while let Some(j) = at(nf, nr) {
                    out.push(j);
                    if self.on(j, board).is_some() {
                        break;
                    }
                    nf += df;
                    nr += dr;
                }
            }
        };
        match role {
            Role::Pawn => {
                let dr = if color == Color::White { 1 } else { -1 };
                steps(&[(-1, dr), (1, dr)], &mut out);
            }
            Role::Knight => steps(&KNIGHT, &mut out),
            Role::King => steps(&KING, &mut out),
            Role::Bishop => slides(&BISHOP, &mut out),
            Role::Rook => slides(&ROOK, &mut out),
            Role::Queen => {
                slides(&BISHOP, &mut out);
                slides(&ROOK, &mut out);
            }
        }
        out
    }

    fn attacked(&self, i: usize, board: Board, by: Color) -> bool {
        (0..64).any(|j| match self.on(j, board) {
            Some((c, role, _)) if c == by => self.attacks(j, c, role, board).contains(&i),
            _ => false,
        })
    }

    fn king_in_check(&self, color: Color) -> bool {
        (0..64).any(|i| match self.cells[i] {
            Some((c, Role::King, b)) if c == color => self.attacked(i, b, color.other()),
            _ => false,
        })
    }

    fn moves(&self, pos: &Position) -> BTreeSet<String> {
        let us = pos.turn();
        let name = |i: usize| Square::new(i as u8).to_string();
        let mut out = BTreeSet::new();
        for from in 0..64 {
            let Some((color, role, board)) = self.cells[from] else {
                continue;
            };
            if color != us {
                continue;
            }
            let other = board.other();
            let mut targets: Vec<(usize, Option<usize>)> = vec![]; // (to, captured square)
            if role == Role::Pawn {
                let dr = if us == Color::White { 1 } else { -1 };
                let (f, r) = ((from % 8) as i8, (from / 8) as i8);
                if let Some(one) = at(f, r + dr) {
                    if self.cells[one].is_none() {
                        targets.push((one, None));
                    }
                    let start = if us == Color::White { 1 } else { 6 };
                    if r == start && self.on(one, board).is_none() {
                        if let Some(two) = at(f, r + 2 * dr) {
                            if self.cells[two].is_none() {
                                targets.push((two, None));
                            }
                        }
                    }
                }
                for df in [-1, 1] {
                    let Some(t) = at(f + df, r + dr) else {
                        continue;
                    };
                    if matches!(self.on(t, board), Some((c, _, _)) if c != us) {
                        targets.push((t, Some(t)));
                    }
                    if pos.ep_square().map(|s| s.index()) == Some(t) && self.cells[t].is_none() {
                        let victim = at(f + df, r).unwrap();
                        if matches!(self.cells[victim], Some((c, Role::Pawn, _)) if c != us) {
                            targets.push((t, Some(victim)));
                        }
                    }
                }
            } else {
                for t in self.attacks(from, us, role, board) {
                    match self.cells[t] {
                        None => targets.push((t, None)),
                        Some((c, _, b)) if c != us && b == board => targets.push((t, Some(t))),
                        _ => {}
                    }
                }
            }
            for (to, captured) in targets {
                // The destination must be empty on the other board.
                if self.on(to, other).is_some() {
                    continue;
                }
                let mut next = self.clone();
                next.cells[from] = None;
                if let Some(c) = captured {
                    next.cells[c] = None;
                }
                if role == Role::King {
                    // §2.4: the king's destination must be safe on its departure board.
                    if next.attacked(to, board, us.other()) {
                        continue;
                    }
                }
                let last = (to / 8) == if us == Color::White { 7 } else { 0 };
                let promotions: &[(Role, &str)] = if role == Role::Pawn && last {
                    &[
                        (Role::Queen, "q"),
                        (Role::Rook, "r"),
                        (Role::Bishop, "b"),
                        (Role::Knight, "n"),
                    ]
                } else {
                    &[(role, "")]
                };
                for &(placed, suffix) in promotions {
                    let mut after = next.clone();
                    after.cells[to] = Some((us, placed, other));
                    if !after.king_in_check(us) {
                        out.insert(format!("{}{}{suffix}", name(from), name(to)));
                    }
                }
            }
        }
        // §4 castling.
        let rank = if us == Color::White { 0 } else { 7 };
        let sq = |f: usize| rank * 8 + f;
        for (short, rook_file, king_to, rook_to, path) in [
            (true, 7usize, 6usize, 5usize, vec![5usize, 6]),
            (false, 0, 2, 3, vec![1, 2, 3]),
        ] {
            if !pos.castling_rights().has(us, short) {
                continue;
            }
            if self.cells[sq(4)] != Some((us, Role::King, Board::A))
                || self.cells[sq(rook_file)] != Some((us, Role::Rook, Board::A))
            {
                continue;
            }
            if path.iter().any(|&f| self.on(sq(f), Board::A).is_some()) {
                continue;
            }
            if [4, rook_to, king_to]
                .iter()
                .any(|&f| self.attacked(sq(f), Board::A, us.other()))
            {
                continue;
            }
            if self.on(sq(king_to), Board::B).is_some() || self.on(sq(rook_to), Board::B).is_some()
            {
                continue;
            }
            let mut after = self.clone();
            after.cells[sq(4)] = None;
            after.cells[sq(rook_file)] = None;
            after.cells[sq(king_to)] = Some((us, Role::King, Board::B));
            after.cells[sq(rook_to)] = Some((us, Role::Rook, Board::B));
            if !after.king_in_check(us) {
                out.insert(format!("{}{}", name(sq(4)), name(sq(king_to))));
            }
        }
        out
    }
}

#[test]
fn generator_agrees_with_the_naive_reference() {
    let mut compared = 0;
    for (i, fen) in STARTS.iter().enumerate() {
        let start = parse_fen(fen).unwrap();
        for g in 0..12u64 {
            let mut rng = Rng::new(500 + g * 7 + i as u64 * 100);
            random_game(start, &mut rng, 140, |p| {
                let fast: BTreeSet<String> = p.legal_moves().iter().map(|m| m.uci()).collect();
                let slow = Naive::from(p).moves(p);
                assert_eq!(
                    fast,
                    slow,
                    "{}\nonly fast: {:?}\nonly naive: {:?}",
                    p.fen(),
                    fast.difference(&slow).collect::<Vec<_>>(),
                    slow.difference(&fast).collect::<Vec<_>>()
                );
                compared += 1;
            });
        }
    }
    assert!(compared > 3000, "{compared}");
}
