//! The values the JS boundary returns, written as JSON text and handed over by one `JSON.parse`
//! (a child of `src/wasm/mod.rs`). Built by hand rather than by serde and serde-wasm-bindgen: the
//! views are small and fixed, and every byte of code is shipped to the browser. What JS receives
//! is the same plain objects and arrays (`null` for "none").

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// A JSON text being written: values, arrays and objects in order, commas put in as needed.
#[derive(Default)]
pub(super) struct Json {
    out: String,
    /// Whether the next value (or key) needs a comma before it.
    comma: bool,
}

impl Json {
    /// Starts an empty text.
    pub(super) fn new() -> Json {
        Json::default()
    }

    fn separate(&mut self) {
        if self.comma {
            self.out.push(',');
        }
        self.comma = true;
    }

    /// Opens an object `{`.
    pub(super) fn open(&mut self) -> &mut Json {
        self.separate();
        self.out.push('{');
        self.comma = false;
        self
    }

    /// Closes an object `}`.
    pub(super) fn close(&mut self) -> &mut Json {
        self.out.push('}');
        self.comma = true;
        self
    }

    /// Opens an array `[`.
    pub(super) fn open_list(&mut self) -> &mut Json {
        self.separate();
        self.out.push('[');
        self.comma = false;
        self
    }

    /// Closes an array `]`.
    pub(super) fn close_list(&mut self) -> &mut Json {
        self.out.push(']');
        self.comma = true;
        self
    }

    /// An object's key; its value follows.
    pub(super) fn key(&mut self, key: &str) -> &mut Json {
        self.string(key);
        self.out.push(':');
        self.comma = false;
        self
    }

    /// A string.
    #[inline(never)]
    pub(super) fn string(&mut self, text: &str) -> &mut Json {
        self.separate();
        self.out.push('"');
        for c in text.chars() {
            match c {
                '"' => self.out.push_str("\\\""),
                '\\' => self.out.push_str("\\\\"),
                c if (c as u32) < 0x20 => {
                    const HEX: &[u8; 16] = b"0123456789abcdef";
                    self.out.push_str("\\u00");
                    self.out.push(HEX[(c as usize) >> 4] as char);
                    self.out.push(HEX[(c as usize) & 15] as char);
                }
                c => self.out.push(c),
            }
        }
        self.out.push('"');
        self
    }

    /// A one-character string: `"w"`.
    pub(super) fn char(&mut self, c: char) -> &mut Json {
        self.string(c.encode_utf8(&mut [0; 4]))
    }

    /// A string, or `null`.
    pub(super) fn opt_string(&mut self, text: Option<&str>) -> &mut Json {
        match text {
            Some(text) => self.string(text),
            None => self.null(),
        }
    }

    /// `null`.
    pub(super) fn null(&mut self) -> &mut Json {
        self.literal("null")
    }

    /// `true` or `false`.
    pub(super) fn bool(&mut self, value: bool) -> &mut Json {
        self.literal(if value { "true" } else { "false" })
    }

    /// A whole number.
    #[inline(never)]
    pub(super) fn int(&mut self, n: i64) -> &mut Json {
        self.separate();
        if n < 0 {
            self.out.push('-');
        }
        let mut digits = [0u8; 20];
        let mut rest = n.unsigned_abs();
        let mut at = digits.len();
        loop {
            at -= 1;
            digits[at] = b'0' + (rest % 10) as u8;
            rest /= 10;
            if rest == 0 {
                break;
            }
        }
        for &d in &digits[at..] {
            self.out.push(d as char);
        }
        self
    }

    /// Any number: whole ones written here, others by JS (formatting floats in Rust would pull
    /// ~13 KB into the wasm); `null` for NaN and the infinities, which JSON cannot hold.
    pub(super) fn number(&mut self, x: f64) -> &mut Json {
        if x.is_finite() && x.fract() == 0.0 && x.abs() < 9_007_199_254_740_992.0 {
            return self.int(x as i64);
        }
        if !x.is_finite() {
            return self.null();
        }
        let number = JsValue::from_f64(x);
        let text: String = number
            .unchecked_ref::<js_sys::Number>()
            .to_string_with_radix(10)
            .map(String::from)
            .unwrap_or_default();
        self.literal(&text)
    }

    /// JSON text written elsewhere (one value).
    pub(super) fn raw(&mut self, json: &str) -> &mut Json {
        self.literal(json)
    }

    fn literal(&mut self, text: &str) -> &mut Json {
        self.separate();
        self.out.push_str(text);
        self
    }

    /// An array of strings.
    pub(super) fn strings<S: AsRef<str>>(&mut self, items: &[S]) -> &mut Json {
        self.open_list();
        for item in items {
            self.string(item.as_ref());
        }
        self.close_list()
    }

    /// The text written so far.
    pub(super) fn into_text(self) -> String {
        self.out
    }

    /// The value for JS.
    pub(super) fn into_js(self) -> Result<JsValue, JsValue> {
        parse(&self.out)
    }
}

/// `JSON.parse(text)`.
pub(super) fn parse(text: &str) -> Result<JsValue, JsValue> {
    js_sys::JSON::parse(text)
}
