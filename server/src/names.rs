//! Players' names as they may be shown to others.
//!
//! A name is shown on other people's screens (the lobby, Watch, the game, the PGN), so it must
//! look like what it is: [`clean`] trims it, folds every run of spaces to one space, and
//! refuses what would make it lie about itself or about the text around it —
//!
//! - control characters, line and paragraph separators;
//! - format characters (Unicode's `Cf`): the bidirectional overrides and isolates (an unclosed
//!   U+202E turns "evil – Bob" into "boB – live"), the zero-width space, joiners and marks, the
//!   word joiner, the byte-order mark, the soft hyphen… — except the zero-width joiner inside an
//!   emoji sequence (👩‍💻), where it belongs;
//! - a character with more than [`MAX_MARKS`] combining marks on it ("Zalgo" text that spills
//!   over the lines around it);
//! - more than [`MAX_GRAPHEMES`] characters as a reader counts them (grapheme clusters: 👩‍💻 is
//!   one), or more than the core's [`MAX_NAME`](alice_chess::live::MAX_NAME) code points.
//!
//! A name left empty is no name: the player is shown as "Anonymous". Pages show names in
//! `<bdi>`, so that even an allowed right-to-left name cannot reorder the text around it.

use unicode_properties::{GeneralCategory, UnicodeEmoji, UnicodeGeneralCategory};
use unicode_segmentation::UnicodeSegmentation;

/// The longest name, in grapheme clusters.
pub const MAX_GRAPHEMES: usize = 20;
/// The most combining marks on one character.
pub const MAX_MARKS: usize = 3;

/// Why a name is refused (shown to the player).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadName(pub String);

/// A grapheme cluster's verdict: `Err(why)` for a refused one.
fn check_cluster(cluster: &str) -> Result<(), &'static str> {
    let emoji = cluster
        .chars()
        .next()
        .is_some_and(|c| c.is_emoji_char() && !c.is_ascii());
    let mut marks = 0;
    for c in cluster.chars() {
        match c.general_category() {
            GeneralCategory::Control => return Err("control characters"),
            GeneralCategory::LineSeparator | GeneralCategory::ParagraphSeparator => {
                return Err("line breaks")
            }
            GeneralCategory::Format if !(c == '\u{200D}' && emoji) => {
                return Err("invisible or direction-changing characters")
            }
            GeneralCategory::NonspacingMark | GeneralCategory::EnclosingMark => {
                marks += 1;
                if marks > MAX_MARKS {
                    return Err("stacked accents");
                }
            }
            _ => {}
        }
    }
    Ok(())
}

/// The name to show for `name`, `None` for no name (see the module docs).
///
/// # Errors
/// [`BadName`] with the reason, for a name that cannot be shown as it is.
pub fn clean(name: Option<&str>) -> Result<Option<String>, BadName> {
    let Some(name) = name else { return Ok(None) };
    clean_text(name, MAX_GRAPHEMES, alice_chess::live::MAX_NAME, "a name").map_err(BadName)
}

/// `text` as it may be shown to others (a name, a line of chat), `None` when nothing is left:
/// spaces folded, at most `max` grapheme clusters and `max_chars` code points, nothing that
/// would lie about itself or the text around it (see the module docs). `what` names it in the
/// reason.
///
/// # Errors
/// Why not, in words.
pub fn clean_text(
    name: &str,
    max: usize,
    max_chars: usize,
    what: &str,
) -> Result<Option<String>, String> {
    let mut folded = String::with_capacity(name.len());
    // Spaces fold; line breaks, tabs and other control characters are refused below.
    let space = |c: char| {
        c.is_whitespace()
            && !c.is_control()
            && !matches!(
                c.general_category(),
                GeneralCategory::LineSeparator | GeneralCategory::ParagraphSeparator
            )
    };
    for word in name.split(space) {
        if word.is_empty() {
            continue;
        }
        if !folded.is_empty() {
            folded.push(' ');
        }
        folded.push_str(word);
    }
    if folded.is_empty() {
        return Ok(None);
    }
    let mut count = 0;
    for cluster in folded.graphemes(true) {
        count += 1;
        check_cluster(cluster).map_err(|why| format!("{what} cannot hold {why}"))?;
    }
    if count > max || folded.chars().count() > max_chars {
        return Err(format!("{what} has at most {max} characters"));
    }
    Ok(Some(folded))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ok(name: &str) -> Option<String> {
        clean(Some(name)).unwrap_or_else(|e| panic!("{name:?}: {e:?}"))
    }

    fn bad(name: &str) -> String {
        clean(Some(name))
            .map(|n| panic!("{name:?} accepted as {n:?}"))
            .unwrap_err()
            .0
    }

    #[test]
    fn ordinary_names_are_kept() {
        assert_eq!(ok("Alice"), Some("Alice".into()));
        assert_eq!(
            ok("  Bob   the\u{a0}Builder "),
            Some("Bob the Builder".into())
        );
        assert_eq!(ok("Ёжик"), Some("Ёжик".into()));
        assert_eq!(ok("محمد"), Some("محمد".into()));
        assert_eq!(ok("Nguyễn"), Some("Nguyễn".into()));
        // Decomposed accents: two marks on one letter are fine.
        assert_eq!(ok("e\u{302}\u{301}"), Some("e\u{302}\u{301}".into()));
        // Emoji, with a zero-width joiner inside the sequence and a keycap.
        assert_eq!(ok("👩\u{200D}💻 dev"), Some("👩\u{200D}💻 dev".into()));
        assert_eq!(ok("1\u{FE0F}\u{20E3}"), Some("1\u{FE0F}\u{20E3}".into()));
    }

    #[test]
    fn empty_is_no_name() {
        assert_eq!(clean(None), Ok(None));
        assert_eq!(ok(""), None);
        assert_eq!(ok(" \u{a0} \u{3000} "), None);
    }

    #[test]
    fn what_would_lie_is_refused() {
        for name in [
            "evil \u{202E}boB",
            "a\u{2066}b",
            "\u{200B}",
            "zero\u{200B}width",
            "x\u{200D}y",
            "\u{FEFF}name",
            "soft\u{AD}hyphen",
            "a\u{2028}b",
            "a\u{2029}b",
            "tab\u{7}bell",
            "Ann\nBob",
            "tab\there",
            "\u{061C}arabic mark",
            "\u{200E}ltr",
        ] {
            bad(name);
        }
        assert!(bad("z\u{301}\u{302}\u{303}\u{304}algo").contains("stacked"));
    }

    #[test]
    fn length_is_counted_as_a_reader_counts() {
        assert_eq!(ok(&"a".repeat(20)).map(|n| n.len()), Some(20));
        assert!(bad(&"a".repeat(21)).contains("at most 20"));
        // Ten family emoji: ten characters to a reader, but 50 code points (the core's cap).
        let family = "👨\u{200D}👩\u{200D}👧";
        assert!(ok(&family.repeat(5)).is_some());
        bad(&family.repeat(10));
    }
}
