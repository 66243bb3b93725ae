//! The search below the root: principal-variation alpha-beta ([`Searcher::negamax`]) with its
//! pruning, reductions and extensions, and the quiescence search at its leaves.

use super::ordering::{capture_gain, is_noisy, MovePicker};
use super::see::see;
use super::tt::Bound;
use super::{repetition_key, Searcher, DRAW, INFINITY, MATE, MATE_BOUND, MAX_PLY};
use crate::moves::Move;
use crate::position::Position;

impl Searcher {
    /// Whether the game is drawn here by the rules the search knows: fifty moves, bare kings,
    /// or a repetition of any earlier position (of the game or of the search path).
    fn is_draw(&self, pos: &Position) -> bool {
        let clock = pos.halfmove_clock() as usize;
        if clock >= 100 {
            return !pos.is_check() || pos.has_legal_moves();
        }
        if pos.is_bare_kings() {
            return true;
        }
        if clock < 4 {
            return false;
        }
        let key = repetition_key(pos);
        let len = self.keys.len();
        let window = clock.min(len);
        // Same side to move: every second position back, starting two plies back.
        self.keys[len - window..len]
            .iter()
            .rev()
            .skip(1)
            .step_by(2)
            .any(|&k| k == key)
    }

    pub(super) fn negamax(
        &mut self,
        pos: &Position,
        mut depth: i32,
        ply: usize,
        mut alpha: i32,
        mut beta: i32,
        allow_null: bool,
    ) -> i32 {
        self.pv_len[ply] = 0;
        let in_check = pos.is_check();
        if in_check && self.switches.check_extension && ply < 2 * MAX_PLY / 3 {
            depth += 1;
        }
        if depth <= 0 {
            return self.quiescence(pos, ply, alpha, beta);
        }
        self.nodes += 1;
        self.check_limits();
        if self.stopped {
            return 0;
        }
        self.seldepth = self.seldepth.max(ply);
        if self.is_draw(pos) {
            return DRAW;
        }
        if ply >= MAX_PLY {
            return self.evaluate(pos);
        }
        // Mate distance pruning: no result here can beat a mate found nearer the root.
        alpha = alpha.max(-MATE + ply as i32);
        beta = beta.min(MATE - ply as i32 - 1);
        if alpha >= beta {
            return alpha;
        }
        let pv_node = beta - alpha > 1;

        let hash = pos.hash();
        let hit = self.tt.probe(hash, ply);
        if let Some(h) = hit {
            let usable = match h.bound {
                Bound::Exact => true,
                Bound::Lower => h.score >= beta,
                Bound::Upper => h.score <= alpha,
            };
            if !pv_node && h.depth >= depth && usable {
                return h.score;
            }
        }
        let eval = match (in_check, hit) {
            (true, _) => -INFINITY,
            (false, Some(h)) => h.eval,
            (false, None) => self.evaluate(pos),
        };
        self.evals[ply] = eval;
        // Better than two plies ago (a position after a check counts as better).
        let improving = ply < 2 || eval > self.evals[ply - 2];
        let worsening = self.switches.improving && !in_check && !improving;

        if !pv_node && !in_check && beta.abs() < MATE_BOUND {
            // Razoring: far below alpha near the leaves, only captures could help.
            let razor = self.switches.razor_margin;
            if razor > 0 && depth <= 2 && eval + razor * depth < alpha {
                let score = self.quiescence(pos, ply, alpha, alpha + 1);
                if score <= alpha {
                    return score;
                }
            }
            // Reverse futility: far above beta near the leaves (nearer when improving).
            let margin = self.switches.rfp_margin;
            let rfp_depth = if self.switches.improving && improving {
                depth - 1
            } else {
                depth
            };
            if margin > 0 && depth <= 6 && eval - margin * rfp_depth >= beta {
                return eval;
            }
            // Null move: if passing still holds beta, a real move will too (zugzwang aside).
            if self.switches.null_move
                && allow_null
                && depth >= 3
                && eval >= beta
                && has_pieces(pos)
            {
                if let Some(child) = pos.null_move() {
                    let mut r = self.switches.null_reduction + (depth - 3) / 4;
                    if self.switches.null_eval_div > 0 {
                        r += ((eval - beta) / self.switches.null_eval_div).min(3);
                    }
                    self.keys.push(repetition_key(pos));
                    self.played[ply + 1] = None;
                    let score = -self.negamax(&child, depth - r, ply + 1, -beta, -beta + 1, false);
                    self.keys.pop();
                    if self.stopped {
                        return 0;
                    }
                    if score >= beta {
                        return if score >= MATE_BOUND { beta } else { score };
                    }
                }
            }
        }

        let hash_move = hit.and_then(|h| h.mv);
        if self.switches.iir && depth >= 4 && hash_move.is_none() {
            depth -= 1;
        }
        let killers = self.killers[ply];
        let counter = self.played[ply]
            .filter(|_| self.switches.counter_moves)
            .and_then(|p| self.counters[p.from.index()][p.to.index()])
            .filter(|c| !killers.contains(&Some(*c)));
        let mut picker = MovePicker::new(pos, hash_move, [killers[0], killers[1], counter]);
        picker.exchange_test(self.switches.see_ordering);
        if picker.legal_count() == 0 {
            return if in_check { -MATE + ply as i32 } else { DRAW };
        }
        self.keys.push(repetition_key(pos));
        let mut best = -INFINITY;
        let mut best_move = None;
        let mut bound = Bound::Upper;
        let mut quiets = [None; 64];
        let mut quiet_count = 0;
        let mut searched: i32 = 0;
        let prune_quiets = !pv_node && !in_check && depth <= self.switches.prune_depth;
        let futile = {
            let margin = self.switches.futility_margin;
            prune_quiets && margin > 0 && eval + margin * depth <= alpha
        };
        let late_move_limit = if prune_quiets && self.switches.late_move_pruning {
            let limit = 3 + depth * depth * self.switches.lmp_percent / 100;
            if worsening {
                limit * 2 / 3
            } else {
                limit
            }
        } else {
            i32::MAX
        };
        while let Some(m) = picker.next(pos, &self.history) {
            let noisy = is_noisy(pos, m);
            let mut child = *pos;
            child.play_unchecked(m);
            // Near the leaves, late or hopeless quiet moves are not worth a look (but one move
            // is always searched, so that a mate is never mistaken for a pruned tree).
            if !noisy
                && searched > 0
                && best > -MATE_BOUND
                && (futile || searched >= late_move_limit)
            {
                picker.skip_quiet_order();
                if !child.is_check() {
                    continue;
                }
            }
            // Near the leaves, a move that loses material on its square is not worth a look
            // either (checks aside).
            if prune_quiets && searched > 0 && best > -MATE_BOUND {
                let margin = if noisy {
                    self.switches.see_capture_margin
                } else {
                    self.switches.see_quiet_margin
                };
                if margin > 0 && see(pos, m) < -margin * depth && !child.is_check() {
                    continue;
                }
            }
            searched += 1;
            self.played[ply + 1] = Some(m);
            let new_depth = depth - 1;
            let score = if searched == 1 {
                -self.negamax(&child, new_depth, ply + 1, -beta, -alpha, true)
            } else {
                let mut r = 0;
                if self.switches.lmr
                    && depth >= 3
                    && searched > 3
                    && !noisy
                    && !in_check
                    && !child.is_check()
                {
                    r = i32::from(self.lmr[depth.min(63) as usize][searched.min(63) as usize]);
                    if pv_node {
                        r -= 1;
                    }
                    if killers.contains(&Some(m)) || counter == Some(m) {
                        r -= 1;
                    }
                    if worsening {
                        r += 1;
                    }
                    if self.switches.history_lmr > 0 {
                        r -= self.history.get(pos.turn(), m) / self.switches.history_lmr;
                    }
                    r = r.clamp(0, new_depth - 1);
                }
                let mut s = -self.negamax(&child, new_depth - r, ply + 1, -alpha - 1, -alpha, true);
                if s > alpha && r > 0 && !self.stopped {
                    s = -self.negamax(&child, new_depth, ply + 1, -alpha - 1, -alpha, true);
                }
                if s > alpha && s < beta && !self.stopped {
                    s = -self.negamax(&child, new_depth, ply + 1, -beta, -alpha, true);
                }
                s
            };
            if self.stopped {
                self.keys.pop();
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    best_move = Some(m);
                    alpha = score;
                    bound = Bound::Exact;
                    self.update_pv(ply, m);
                    if score >= beta {
                        bound = Bound::Lower;
                        if !noisy {
                            self.reward_quiet(pos, ply, m, depth, &quiets[..quiet_count]);
                        }
                        break;
                    }
                }
            }
            if !noisy && quiet_count < quiets.len() {
                quiets[quiet_count] = Some(m);
                quiet_count += 1;
            }
        }
        self.keys.pop();
        let stored_eval = if in_check { 0 } else { eval };
        self.tt
            .store(hash, ply, best_move, best, stored_eval, depth, bound);
        best
    }

    /// A quiet move caused a cut-off: make it a killer, raise its history, lower the history of
    /// the quiet moves tried before it.
    fn reward_quiet(
        &mut self,
        pos: &Position,
        ply: usize,
        m: Move,
        depth: i32,
        tried: &[Option<Move>],
    ) {
        let killers = &mut self.killers[ply];
        if killers[0] != Some(m) {
            killers[1] = killers[0];
            killers[0] = Some(m);
        }
        if let Some(p) = self.played[ply] {
            self.counters[p.from.index()][p.to.index()] = Some(m);
        }
        let bonus = (depth * depth).min(400) * 16;
        let color = pos.turn();
        self.history.update(color, m, bonus);
        for &q in tried.iter().flatten() {
            self.history.update(color, q, -bonus);
        }
    }

    /// Captures and queen promotions until the position is quiet (all moves when in check).
    fn quiescence(&mut self, pos: &Position, ply: usize, mut alpha: i32, beta: i32) -> i32 {
        self.pv_len[ply] = 0;
        self.nodes += 1;
        self.check_limits();
        if self.stopped {
            return 0;
        }
        self.seldepth = self.seldepth.max(ply);
        if ply >= MAX_PLY {
            return self.evaluate(pos);
        }
        if pos.is_bare_kings() {
            return DRAW;
        }
        let hash = pos.hash();
        let hit = if self.switches.qs_table {
            self.tt.probe(hash, ply)
        } else {
            None
        };
        if let Some(h) = hit {
            let usable = match h.bound {
                Bound::Exact => true,
                Bound::Lower => h.score >= beta,
                Bound::Upper => h.score <= alpha,
            };
            if usable && beta - alpha == 1 {
                return h.score;
            }
        }
        let alpha_in = alpha;
        let in_check = pos.is_check();
        let mut best;
        let mut best_move = None;
        let mut picker;
        let mut stand_pat = -INFINITY;
        if in_check {
            picker = MovePicker::new(pos, None, [None; 3]);
            if picker.legal_count() == 0 {
                return -MATE + ply as i32;
            }
            best = -INFINITY;
        } else {
            stand_pat = match hit {
                Some(h) => h.eval,
                None => self.evaluate(pos),
            };
            if stand_pat >= beta {
                return stand_pat;
            }
            alpha = alpha.max(stand_pat);
            best = stand_pat;
            picker = MovePicker::noisy(pos, self.switches.see_ordering);
        }
        let delta = self.switches.delta_margin;
        while let Some(m) = picker.next(pos, &self.history) {
            // Delta pruning: even winning this piece for free would not reach alpha.
            if !in_check && delta > 0 && stand_pat + capture_gain(pos, m) + delta <= alpha {
                continue;
            }
            let mut child = *pos;
            child.play_unchecked(m);
            let score = -self.quiescence(&child, ply + 1, -beta, -alpha);
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    best_move = Some(m);
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        // Only where the table has nothing deeper to lose.
        if self.switches.qs_table && hit.is_none_or(|h| h.depth == 0) {
            let bound = if best >= beta {
                Bound::Lower
            } else if best > alpha_in {
                Bound::Exact
            } else {
                Bound::Upper
            };
            let stored_eval = if in_check { 0 } else { stand_pat };
            self.tt
                .store(hash, ply, best_move, best, stored_eval, 0, bound);
        }
        best
    }
}

/// Whether the side to move has a piece other than pawns and king (null move is unsafe in pawn
/// endings, where zugzwang is common).
fn has_pieces(pos: &Position) -> bool {
    let us = pos.turn();
    let pawns_and_king =
        pos.pieces(us, crate::types::Role::Pawn) | pos.pieces(us, crate::types::Role::King);
    (pos.by_color(us) & !pawns_and_king).any()
}
