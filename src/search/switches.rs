//! The search techniques that can be switched off, and their margins.

/// Search techniques that can be switched off, and their margins: for measuring by self-play
/// what each is worth (see `src/search/TUNING.md`).
#[derive(Clone, Debug, PartialEq)]
pub struct Switches {
    /// Null-move pruning.
    pub null_move: bool,
    /// The null move's depth reduction at depth 3 (it grows by one every 4 plies).
    pub null_reduction: i32,
    /// Late-move reductions.
    pub lmr: bool,
    /// Reverse futility pruning, with this margin per ply (0: off).
    pub rfp_margin: i32,
    /// Extend checks by one ply.
    pub check_extension: bool,
    /// Delta pruning in quiescence search, with this margin (0: off).
    pub delta_margin: i32,
    /// Late-move pruning: near the leaves, skip quiet moves after the first
    /// `3 + depth² · lmp_percent / 100`.
    pub late_move_pruning: bool,
    /// See `late_move_pruning`.
    pub lmp_percent: i32,
    /// Futility pruning: near the leaves, skip quiet moves when the evaluation plus this margin
    /// per ply is below alpha (0: off).
    pub futility_margin: i32,
    /// Deepest remaining depth where late-move and futility pruning apply.
    pub prune_depth: i32,
    /// Late-move reduction = 0.75 + ln(depth) · ln(move number) / (this / 100).
    pub lmr_divisor: i32,
    /// Internal iterative reduction: one ply less where the table has no move (depth ≥ 4).
    pub iir: bool,
    /// Prune and reduce more where the static evaluation is not better than two plies ago.
    pub improving: bool,
    /// Reduce late quiet moves one ply less (more) per this much history above (below) zero
    /// (0: history does not change reductions).
    pub history_lmr: i32,
    /// Try the move that last refuted the opponent's previous move right after the killers.
    pub counter_moves: bool,
    /// Quiescence search reads and writes the transposition table.
    pub qs_table: bool,
    /// Near the leaves, skip a quiet move whose exchange on its square ([`see::see`](super::see::see)) loses more
    /// than this per ply (0: off).
    pub see_quiet_margin: i32,
    /// Near the leaves, skip a capture whose exchange loses more than this per ply (0: off).
    pub see_capture_margin: i32,
    /// Captures that lose material by the exchange evaluation are ordered last and skipped by
    /// quiescence search (off: those landing on an attacked square with a cheaper victim).
    pub see_ordering: bool,
    /// Razoring: near the leaves, drop into quiescence search when the evaluation plus this
    /// margin per ply is below alpha (0: off).
    pub razor_margin: i32,
    /// The null move's reduction grows by one per this much the evaluation is above beta (at
    /// most 3; 0: off).
    pub null_eval_div: i32,
}

impl Switches {
    /// Everything on: the engine as it plays.
    pub const DEFAULT: Switches = Switches {
        null_move: true,
        null_reduction: 3,
        lmr: true,
        rfp_margin: 90,
        check_extension: true,
        delta_margin: 200,
        late_move_pruning: true,
        lmp_percent: 50,
        futility_margin: 100,
        prune_depth: 3,
        lmr_divisor: 225,
        iir: true,
        improving: false,
        history_lmr: 0,
        counter_moves: true,
        qs_table: false,
        see_quiet_margin: 60,
        see_capture_margin: 0,
        see_ordering: false,
        razor_margin: 0,
        null_eval_div: 0,
    };

    /// Sets a switch by name (the field's name); booleans
    /// are `0`/`1`.
    ///
    /// # Errors
    /// A message naming the unknown switch or the bad value.
    pub fn set(&mut self, name: &str, value: &str) -> Result<(), String> {
        let v: i32 = value
            .parse()
            .map_err(|_| format!("switch {name}: '{value}' is not a whole number"))?;
        match name {
            "null_move" => self.null_move = v != 0,
            "null_reduction" => self.null_reduction = v,
            "lmr" => self.lmr = v != 0,
            "rfp_margin" => self.rfp_margin = v,
            "check_extension" => self.check_extension = v != 0,
            "delta_margin" => self.delta_margin = v,
            "late_move_pruning" => self.late_move_pruning = v != 0,
            "futility_margin" => self.futility_margin = v,
            "lmp_percent" => self.lmp_percent = v,
            "prune_depth" => self.prune_depth = v,
            "lmr_divisor" => self.lmr_divisor = v.max(1),
            "iir" => self.iir = v != 0,
            "improving" => self.improving = v != 0,
            "history_lmr" => self.history_lmr = v.max(0),
            "counter_moves" => self.counter_moves = v != 0,
            "qs_table" => self.qs_table = v != 0,
            "see_quiet_margin" => self.see_quiet_margin = v.max(0),
            "see_capture_margin" => self.see_capture_margin = v.max(0),
            "see_ordering" => self.see_ordering = v != 0,
            "razor_margin" => self.razor_margin = v.max(0),
            "null_eval_div" => self.null_eval_div = v.max(0),
            _ => return Err(format!("unknown switch '{name}'")),
        }
        Ok(())
    }
}

impl Default for Switches {
    fn default() -> Self {
        Switches::DEFAULT
    }
}
