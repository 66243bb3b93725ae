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
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PgnTags {
    pairs: Vec<(String, String)>,
}

impl PgnTags {
    /// No tags.
    pub fn new() -> PgnTags {
        PgnTags::default()
    }

    /// The value of tag `name`, if present.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.pairs
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// Sets tag `name`, keeping its place if it is already present, else adding it at the end.
    pub fn set(&mut self, name: impl Into<String>, value: impl Into<String>) {
        let (name, value) = (name.into(), value.into());
        match self
            .pairs
            .iter_mut()
            .find(|(n, _)| n.eq_ignore_ascii_case(&name))
        {
            Some(pair) => pair.1 = value,
            None => self.pairs.push((name, value)),
        }
    }

    /// Removes tag `name` and returns its value.
    pub fn remove(&mut self, name: &str) -> Option<String> {
        let i = self
            .pairs
            .iter()
            .position(|(n, _)| n.eq_ignore_ascii_case(name))?;
        Some(self.pairs.remove(i).1)
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
