//! The tag pairs of a PGN game: [`PgnTags`], and which tags the writer fills in itself.

/// The seven standard tags with the values written when none is given.
pub(super) const SEVEN_TAGS: [(&str, &str); 7] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("White", "?"),
    ("Black", "?"),
    ("Result", "*"),
];

/// Tags the writer derives from the game itself (given values are ignored).
pub(super) const DERIVED_TAGS: [&str; 5] = ["Result", "Variant", "SetUp", "FEN", "Termination"];

/// PGN tag pairs in order; names are compared without regard to case.
///
/// Looking a tag up, setting and adding one take the same time however many tags there are (a
/// hash index of the names), so that reading or writing a game's tags is linear in their number;
/// [`PgnTags::remove`] alone takes time in proportion to it.
#[derive(Clone, Debug, Default)]
pub struct PgnTags {
    pairs: Vec<(String, String)>,
    /// An index of `pairs` by name, open addressing: each slot holds a name's [`hash`] and its
    /// pair's index + 1 (0: a free slot). Its length is a power of two, at least twice the pairs'
    /// (or 0 before the first tag). The whole hash is compared before the names, so that names
    /// made to share slots still cost one comparison of numbers each.
    slots: Vec<(u32, u32)>,
}

/// FNV-1a of a tag name in lower case.
fn hash(name: &str) -> u32 {
    name.bytes().fold(0x811c_9dc5, |h, b| {
        (h ^ u32::from(b.to_ascii_lowercase())).wrapping_mul(0x0100_0193)
    })
}

impl PgnTags {
    /// No tags.
    pub fn new() -> PgnTags {
        PgnTags::default()
    }

    /// Where `name` is in the index: its slot, and its pair's index if it is there (else the slot
    /// is a free one, where it would go). The index must not be empty.
    #[inline(never)]
    fn find(&self, name: &str) -> (usize, Option<usize>) {
        let h = hash(name);
        let mask = self.slots.len() - 1;
        let mut i = h as usize & mask;
        loop {
            match self.slots[i] {
                (_, 0) => return (i, None),
                (sh, at) if sh == h && self.pairs[at as usize - 1].0.eq_ignore_ascii_case(name) => {
                    return (i, Some(at as usize - 1))
                }
                _ => i = (i + 1) & mask,
            }
        }
    }

    /// Makes the index anew for the pairs, with room for `room` of them.
    fn reindex(&mut self, room: usize) {
        self.slots = vec![(0, 0); (room * 2).next_power_of_two().max(8)];
        for at in 0..self.pairs.len() {
            let (slot, _) = self.find(&self.pairs[at].0);
            self.slots[slot] = (hash(&self.pairs[at].0), at as u32 + 1);
        }
    }

    /// The value of tag `name`, if present.
    #[inline(never)]
    pub fn get(&self, name: &str) -> Option<&str> {
        if self.slots.is_empty() {
            return None;
        }
        let (_, at) = self.find(name);
        at.map(|at| self.pairs[at].1.as_str())
    }

    /// Sets tag `name`, keeping its place if it is already present, else adding it at the end.
    pub fn set(&mut self, name: impl Into<String>, value: impl Into<String>) {
        self.set_pair(name.into(), value.into());
    }

    /// [`PgnTags::set`], once for every caller (small in the wasm build).
    #[inline(never)]
    fn set_pair(&mut self, name: String, value: String) {
        if (self.pairs.len() + 1) * 2 > self.slots.len() {
            self.reindex(self.pairs.len() * 2 + 1);
        }
        match self.find(&name) {
            (_, Some(at)) => self.pairs[at].1 = value,
            (slot, None) => {
                self.slots[slot] = (hash(&name), self.pairs.len() as u32 + 1);
                self.pairs.push((name, value));
            }
        }
    }

    /// Removes tag `name` and returns its value.
    pub fn remove(&mut self, name: &str) -> Option<String> {
        if self.slots.is_empty() {
            return None;
        }
        let at = self.find(name).1?;
        let (_, value) = self.pairs.remove(at);
        self.reindex(self.pairs.len());
        Some(value)
    }

    /// The tags in order, as `(name, value)`.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &str)> {
        self.pairs.iter().map(|(n, v)| (n.as_str(), v.as_str()))
    }

    /// How many tags there are.
    pub fn len(&self) -> usize {
        self.pairs.len()
    }

    /// Whether there are no tags.
    pub fn is_empty(&self) -> bool {
        self.pairs.is_empty()
    }
}

/// Equal when they hold the same pairs in the same order (however their indexes grew).
impl PartialEq for PgnTags {
    fn eq(&self, other: &Self) -> bool {
        self.pairs == other.pairs
    }
}

impl Eq for PgnTags {}

impl<N: Into<String>, V: Into<String>> FromIterator<(N, V)> for PgnTags {
    fn from_iter<I: IntoIterator<Item = (N, V)>>(iter: I) -> Self {
        let mut tags = PgnTags::new();
        for (n, v) in iter {
            tags.set(n, v);
        }
        tags
    }
}

impl From<Vec<(String, String)>> for PgnTags {
    fn from(pairs: Vec<(String, String)>) -> Self {
        pairs.into_iter().collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_in_any_case_find_their_pair() {
        let mut tags = PgnTags::new();
        assert_eq!(tags.get("White"), None);
        assert_eq!(tags.remove("White"), None);
        for i in 0..100 {
            tags.set(format!("Tag{i}"), i.to_string());
        }
        tags.set("TAG7", "seven");
        assert_eq!(tags.len(), 100);
        assert_eq!(tags.get("tag7"), Some("seven"));
        assert_eq!(tags.iter().nth(7), Some(("Tag7", "seven")));
        assert_eq!(tags.remove("tAg3").as_deref(), Some("3"));
        assert_eq!(
            (tags.len(), tags.get("Tag3"), tags.get("Tag4")),
            (99, None, Some("4"))
        );
        assert_eq!(tags.remove("Tag3"), None);
        let again: PgnTags = tags.iter().collect();
        assert_eq!(again, tags);
    }
}
