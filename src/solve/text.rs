//! Writing a [`Solution`]: one line per solution (the `alice solve` output), the tree as
//! problemists write it, and JSON. Each writes at most `max` of a helpmate's solutions (the
//! first ones, short solutions first) and says how many more there are.

use super::{Defence, Goal, HelpSolution, Play, Solution, Stipulation};
use std::fmt::Write;

/// One line per key (`#n`, `s#n`) or helpmate solution: its moves in coordinates, then the same
/// in Alice notation (a key with its threat, or *zugzwang*; a short solution of a helpmate
/// followed by its stipulation, `(h#2)`); with tries, one line per try (its move and its
/// refutations in coordinates, then `1.X? but 1...Y!`). At most `max` helpmate solutions are
/// written, then `N more solutions not shown`; a helpmate with short solutions says
/// `K short solutions (h#2)`. A last line `N solutions` counts them all.
pub fn write_lines(solution: &Solution, max: usize) -> String {
    let mut out = String::new();
    for key in &solution.keys {
        let _ = write!(out, "{}  1.{}!", key.mv.uci(), key.text);
        if !key.threat.is_empty() {
            let threats: Vec<String> = key.threat.iter().map(|t| format!("2.{}", t.text)).collect();
            let _ = write!(out, " threat: {}", threats.join(", "));
        } else if key.zugzwang {
            out.push_str(" zugzwang");
        }
        out.push('\n');
    }
    for t in &solution.tries {
        let refs: Vec<String> = t
            .refutations
            .iter()
            .map(|r| format!("1...{}!", r.text))
            .collect();
        let uci: Vec<String> = std::iter::once(t.mv)
            .chain(t.refutations.iter().map(|r| r.mv))
            .map(|m| m.uci())
            .collect();
        let _ = writeln!(
            out,
            "{}  1.{}? but {}",
            uci.join(" "),
            t.text,
            refs.join(", ")
        );
    }
    for h in solution.helpmates().take(max) {
        let uci: Vec<String> = h.moves.iter().map(|m| m.uci()).collect();
        let _ = write!(out, "{}  {}", uci.join(" "), help_text(solution, &h));
        if h.stipulation != solution.stipulation {
            let _ = write!(out, "  ({})", h.stipulation);
        }
        out.push('\n');
    }
    write_summary(&mut out, solution, max);
    let n = solution.count();
    let _ = writeln!(out, "{n} solution{}", plural(n));
    out
}

fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

/// `N more solutions not shown` past `max`, and `K short solutions (h#1, h#2)`.
fn write_summary(out: &mut String, solution: &Solution, max: usize) {
    let more = solution.helpmate_count().saturating_sub(max);
    if more > 0 {
        let _ = writeln!(out, "{more} more solution{} not shown", plural(more));
    }
    let short = solution.short_count();
    if short > 0 {
        let _ = writeln!(
            out,
            "{short} short solution{} ({})",
            plural(short),
            short_stipulations(solution).join(", ")
        );
    }
}

/// The stipulations of a helpmate's short solutions, shortest first, each once.
fn short_stipulations(solution: &Solution) -> Vec<String> {
    let mut stips: Vec<Stipulation> = Vec::new();
    for h in solution.helpmates().take(solution.short_count()) {
        if stips.last() != Some(&h.stipulation) {
            stips.push(h.stipulation);
        }
    }
    stips.iter().map(Stipulation::to_string).collect()
}

/// A helpmate's moves numbered as problemists do: `1.Lf4 Tf5 2.Sd1=O Uf3#`; with white's half
/// move first in `h#n.5`: `1...Tf5 2.Lf4 …`.
fn help_text(solution: &Solution, h: &HelpSolution) -> String {
    let mut out = String::new();
    let half = solution.stipulation.half;
    for (i, t) in h.texts.iter().enumerate() {
        let ply = i + usize::from(half);
        if ply % 2 == 0 {
            if !out.is_empty() {
                out.push(' ');
            }
            let _ = write!(out, "{}.{t}", ply / 2 + 1);
        } else if i == 0 {
            let _ = write!(out, "1...{t}");
        } else {
            let _ = write!(out, " {t}");
        }
    }
    out
}

/// The solution as problemists write it: each key with `!` (a try with `?` and its refutation
/// `but 1...X!`), the threat, then the variations indented; a helpmate's solutions one a line
/// (at most `max`, short ones first with their stipulation, as [`write_lines`] says the rest).
pub fn write_tree(solution: &Solution, max: usize) -> String {
    let mut out = String::new();
    if solution.stipulation.goal == Goal::Helpmate {
        for h in solution.helpmates().take(max) {
            let _ = write!(out, "{}", help_text(solution, &h));
            if h.stipulation != solution.stipulation {
                let _ = write!(out, "  ({})", h.stipulation);
            }
            out.push('\n');
        }
        if solution.helpmate_count() == 0 {
            out.push_str("no solution\n");
        }
        write_summary(&mut out, solution, max);
        return out;
    }
    for key in &solution.keys {
        write_play(&mut out, key, 1, 0, "!");
    }
    for t in &solution.tries {
        write_play(&mut out, t, 1, 0, "?");
        for r in &t.refutations {
            let _ = writeln!(out, "    but 1...{}!", r.text);
        }
    }
    if solution.keys.is_empty() {
        out.push_str("no solution\n");
    }
    out
}

fn write_play(out: &mut String, play: &Play, number: usize, indent: usize, mark: &str) {
    let pad = " ".repeat(indent);
    let _ = write!(out, "{pad}{number}.{}{mark}", play.text);
    if !play.threat.is_empty() {
        out.push_str(" threat:\n");
        for t in &play.threat {
            write_play(out, t, number + 1, indent + 6, "");
        }
    } else {
        if play.zugzwang {
            out.push_str(" zugzwang");
        }
        out.push('\n');
    }
    for d in play.defences.iter().filter(|d| d.stops_threat) {
        write_defence(out, d, number, indent + 3);
    }
}

fn write_defence(out: &mut String, d: &Defence, number: usize, indent: usize) {
    let pad = " ".repeat(indent);
    let _ = writeln!(out, "{pad}{number}...{}", d.text);
    for a in &d.answers {
        write_play(out, a, number + 1, indent + 3, "");
    }
}

/// The whole solution as JSON: `{"stipulation", "solutions", "short", "nodes", "keys",
/// "tries", "helpmates"}` with at most `max` helpmates (the first ones: `solutions` counts them
/// all, `short` the short solutions, which come first); a play is `{"move", "text", "threat",
/// "zugzwang", "defences", "refutations"}`, a defence `{"move", "text", "stopsThreat",
/// "answers"}`, a helpmate as [`write_helpmates_json`] writes it.
pub fn write_json(solution: &Solution, max: usize) -> String {
    let mut out = String::new();
    let _ = write!(
        out,
        "{{\"stipulation\":\"{}\",\"solutions\":{},\"short\":{},\"nodes\":{},\"keys\":",
        solution.stipulation,
        solution.count(),
        solution.short_count(),
        solution.nodes
    );
    json_plays(&mut out, &solution.keys);
    out.push_str(",\"tries\":");
    json_plays(&mut out, &solution.tries);
    out.push_str(",\"helpmates\":");
    out.push_str(&write_helpmates_json(solution, 0, max));
    out.push('}');
    out
}

/// A helpmate's solutions `from` to `from + count` (fewer past the last) as a JSON array, each
/// `{"moves", "texts", "stipulation"}`: moves in coordinates, texts in Alice notation, and the
/// stipulation the line solves (a shorter one than the problem's for a short solution).
pub fn write_helpmates_json(solution: &Solution, from: usize, count: usize) -> String {
    let mut out = String::from("[");
    let end = from.saturating_add(count).min(solution.helpmate_count());
    for i in from..end {
        let Some(h) = solution.helpmate(i) else { break };
        if i > from {
            out.push(',');
        }
        out.push_str("{\"moves\":");
        json_strings(&mut out, h.moves.iter().map(|m| m.uci()));
        out.push_str(",\"texts\":");
        json_strings(&mut out, h.texts.iter().cloned());
        let _ = write!(out, ",\"stipulation\":\"{}\"}}", h.stipulation);
    }
    out.push(']');
    out
}

fn json_strings(out: &mut String, items: impl Iterator<Item = String>) {
    out.push('[');
    for (i, s) in items.enumerate() {
        if i > 0 {
            out.push(',');
        }
        // Moves and their notation are plain ASCII letters, digits and `=+#x-`.
        let _ = write!(out, "\"{s}\"");
    }
    out.push(']');
}

fn json_plays(out: &mut String, plays: &[Play]) {
    out.push('[');
    for (i, p) in plays.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        let _ = write!(
            out,
            "{{\"move\":\"{}\",\"text\":\"{}\",\"zugzwang\":{},\"threat\":",
            p.mv.uci(),
            p.text,
            p.zugzwang
        );
        json_plays(out, &p.threat);
        out.push_str(",\"defences\":");
        json_defences(out, &p.defences);
        out.push_str(",\"refutations\":");
        json_defences(out, &p.refutations);
        out.push('}');
    }
    out.push(']');
}

fn json_defences(out: &mut String, defences: &[Defence]) {
    out.push('[');
    for (i, d) in defences.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        let _ = write!(
            out,
            "{{\"move\":\"{}\",\"text\":\"{}\",\"stopsThreat\":{},\"answers\":",
            d.mv.uci(),
            d.text,
            d.stops_threat
        );
        json_plays(out, &d.answers);
        out.push('}');
    }
    out.push(']');
}
