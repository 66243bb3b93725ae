//! A small CBOR reader (RFC 8949) for what WebAuthn sends: the attestation object, the
//! credential's COSE key and the authenticator's extensions.
//!
//! What it accepts: unsigned and negative integers (up to 64 bits), byte and text strings (UTF-8
//! checked), arrays, maps (keys of any accepted type, never twice the same), `false`, `true`,
//! `null`, `undefined` and floats (read and kept as [`Value::Other`]) — all with *definite*
//! lengths, at most [`MAX_DEPTH`] levels deep. Refused: indefinite lengths, tags, reserved
//! additional information, a length longer than what is left of the input, and (for
//! [`read_all`]) bytes after the item. A length is checked against the input before anything is
//! allocated for it, so a hostile length costs nothing.

/// The deepest nesting read (the attestation object needs 3).
pub const MAX_DEPTH: usize = 8;

/// One CBOR data item.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    /// An integer (major types 0 and 1).
    Int(i128),
    /// A byte string.
    Bytes(Vec<u8>),
    /// A text string.
    Text(String),
    /// An array.
    Array(Vec<Value>),
    /// A map, its pairs in the order sent.
    Map(Vec<(Value, Value)>),
    /// `false` or `true`.
    Bool(bool),
    /// `null`, `undefined`, a float or another simple value: read, never looked into.
    Other,
}

/// Why the bytes are not CBOR this reader accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CborError {
    /// The input ends inside an item.
    Truncated,
    /// Indefinite lengths, tags, or reserved values.
    Unsupported,
    /// Nested deeper than [`MAX_DEPTH`].
    TooDeep,
    /// A text string that is not UTF-8.
    Utf8,
    /// A map with the same key twice.
    DuplicateKey,
    /// Bytes after the item ([`read_all`]).
    Trailing,
}

impl std::fmt::Display for CborError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            CborError::Truncated => "cbor: truncated",
            CborError::Unsupported => "cbor: indefinite length, tag or reserved value",
            CborError::TooDeep => "cbor: nested too deep",
            CborError::Utf8 => "cbor: text is not UTF-8",
            CborError::DuplicateKey => "cbor: a map key twice",
            CborError::Trailing => "cbor: bytes after the item",
        })
    }
}

impl std::error::Error for CborError {}

impl Value {
    /// The value of `key` in a map (`None`: not a map, or no such key).
    pub fn get(&self, key: &Value) -> Option<&Value> {
        match self {
            Value::Map(pairs) => pairs.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }

    /// The value of the text key `key` in a map.
    pub fn text_key(&self, key: &str) -> Option<&Value> {
        self.get(&Value::Text(key.to_string()))
    }

    /// The value of the integer key `key` in a map.
    pub fn int_key(&self, key: i128) -> Option<&Value> {
        self.get(&Value::Int(key))
    }

    /// The integer, if it is one.
    pub fn as_int(&self) -> Option<i128> {
        match self {
            Value::Int(i) => Some(*i),
            _ => None,
        }
    }

    /// The byte string, if it is one.
    pub fn as_bytes(&self) -> Option<&[u8]> {
        match self {
            Value::Bytes(b) => Some(b),
            _ => None,
        }
    }
}

/// Reads one item at the start of `bytes`: the item and how many bytes it took.
///
/// # Errors
/// See [`CborError`] (never [`CborError::Trailing`]).
pub fn read(bytes: &[u8]) -> Result<(Value, usize), CborError> {
    let mut reader = Reader { bytes, at: 0 };
    let value = reader.item(0)?;
    Ok((value, reader.at))
}

/// Reads `bytes` as exactly one item.
///
/// # Errors
/// See [`CborError`].
pub fn read_all(bytes: &[u8]) -> Result<Value, CborError> {
    let (value, used) = read(bytes)?;
    if used != bytes.len() {
        return Err(CborError::Trailing);
    }
    Ok(value)
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn left(&self) -> usize {
        self.bytes.len() - self.at
    }

    fn take(&mut self, n: usize) -> Result<&[u8], CborError> {
        if n > self.left() {
            return Err(CborError::Truncated);
        }
        let slice = &self.bytes[self.at..self.at + n];
        self.at += n;
        Ok(slice)
    }

    /// The argument of a head whose additional information is `info`.
    fn argument(&mut self, info: u8) -> Result<u64, CborError> {
        let n = match info {
            0..=23 => return Ok(u64::from(info)),
            24 => 1,
            25 => 2,
            26 => 4,
            27 => 8,
            _ => return Err(CborError::Unsupported),
        };
        let mut value = 0u64;
        for b in self.take(n)? {
            value = (value << 8) | u64::from(*b);
        }
        Ok(value)
    }

    /// A length, refused when longer than what is left (each element takes a byte at least).
    fn length(&mut self, info: u8) -> Result<usize, CborError> {
        let n = self.argument(info)?;
        match usize::try_from(n) {
            Ok(n) if n <= self.left() => Ok(n),
            _ => Err(CborError::Truncated),
        }
    }

    fn item(&mut self, depth: usize) -> Result<Value, CborError> {
        if depth > MAX_DEPTH {
            return Err(CborError::TooDeep);
        }
        let head = self.take(1)?[0];
        let (major, info) = (head >> 5, head & 0x1f);
        match major {
            0 => Ok(Value::Int(i128::from(self.argument(info)?))),
            1 => Ok(Value::Int(-1 - i128::from(self.argument(info)?))),
            2 => {
                let n = self.length(info)?;
                Ok(Value::Bytes(self.take(n)?.to_vec()))
            }
            3 => {
                let n = self.length(info)?;
                let text = std::str::from_utf8(self.take(n)?).map_err(|_| CborError::Utf8)?;
                Ok(Value::Text(text.to_string()))
            }
            4 => {
                let n = self.length(info)?;
                let mut items = Vec::with_capacity(n);
                for _ in 0..n {
                    items.push(self.item(depth + 1)?);
                }
                Ok(Value::Array(items))
            }
            5 => {
                let n = self.length(info)?;
                let mut pairs: Vec<(Value, Value)> = Vec::with_capacity(n);
                for _ in 0..n {
                    let key = self.item(depth + 1)?;
                    if pairs.iter().any(|(k, _)| *k == key) {
                        return Err(CborError::DuplicateKey);
                    }
                    let value = self.item(depth + 1)?;
                    pairs.push((key, value));
                }
                Ok(Value::Map(pairs))
            }
            6 => Err(CborError::Unsupported),
            _ => match info {
                20 => Ok(Value::Bool(false)),
                21 => Ok(Value::Bool(true)),
                0..=19 | 22 | 23 => Ok(Value::Other),
                24 => {
                    self.take(1)?;
                    Ok(Value::Other)
                }
                25 => {
                    self.take(2)?;
                    Ok(Value::Other)
                }
                26 => {
                    self.take(4)?;
                    Ok(Value::Other)
                }
                27 => {
                    self.take(8)?;
                    Ok(Value::Other)
                }
                _ => Err(CborError::Unsupported),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hex(s: &str) -> Vec<u8> {
        (0..s.len())
            .step_by(2)
            .map(|i| u8::from_str_radix(&s[i..i + 2], 16).unwrap())
            .collect()
    }

    #[test]
    fn the_rfc_examples_it_accepts() {
        // RFC 8949, appendix A.
        assert_eq!(read_all(&hex("00")).unwrap(), Value::Int(0));
        assert_eq!(read_all(&hex("17")).unwrap(), Value::Int(23));
        assert_eq!(read_all(&hex("1818")).unwrap(), Value::Int(24));
        assert_eq!(read_all(&hex("1903e8")).unwrap(), Value::Int(1000));
        assert_eq!(
            read_all(&hex("1bffffffffffffffff")).unwrap(),
            Value::Int(18_446_744_073_709_551_615)
        );
        assert_eq!(read_all(&hex("20")).unwrap(), Value::Int(-1));
        assert_eq!(read_all(&hex("3863")).unwrap(), Value::Int(-100));
        assert_eq!(
            read_all(&hex("4401020304")).unwrap(),
            Value::Bytes(vec![1, 2, 3, 4])
        );
        assert_eq!(
            read_all(&hex("62c3bc")).unwrap(),
            Value::Text("ü".to_string())
        );
        assert_eq!(read_all(&hex("f5")).unwrap(), Value::Bool(true));
        assert_eq!(read_all(&hex("f6")).unwrap(), Value::Other);
        assert_eq!(read_all(&hex("fb3ff199999999999a")).unwrap(), Value::Other);
        let map = read_all(&hex("a26161016162820203")).unwrap();
        assert_eq!(map.text_key("a"), Some(&Value::Int(1)));
        assert_eq!(
            map.text_key("b"),
            Some(&Value::Array(vec![Value::Int(2), Value::Int(3)]))
        );
        let cose = read_all(&hex("a201022026")).unwrap();
        assert_eq!(cose.int_key(1).and_then(Value::as_int), Some(2));
        assert_eq!(cose.int_key(-1).and_then(Value::as_int), Some(-7));
        // read: an item followed by more.
        assert_eq!(read(&hex("0102")).unwrap(), (Value::Int(1), 1));
    }

    #[test]
    fn what_it_refuses() {
        for (bytes, why) in [
            ("", CborError::Truncated),
            ("18", CborError::Truncated),
            ("44010203", CborError::Truncated),
            // A length of 2^64 - 1: refused before anything is allocated.
            ("5bffffffffffffffff", CborError::Truncated),
            ("9bffffffffffffffff", CborError::Truncated),
            ("5f4101ff", CborError::Unsupported),
            ("9f01ff", CborError::Unsupported),
            ("c11a514b67b0", CborError::Unsupported),
            ("1c", CborError::Unsupported),
            ("62c328", CborError::Utf8),
            ("a2616101616102", CborError::DuplicateKey),
            ("0000", CborError::Trailing),
            ("818181818181818181818100", CborError::TooDeep),
        ] {
            assert_eq!(read_all(&hex(bytes)), Err(why), "{bytes}");
        }
    }
}
