//! A short description of the browser behind a session, from its user agent, for the account
//! page: "Chrome" on "Linux", "Safari" on "iPhone". A few `contains` checks in order (the
//! browsers that also say "Chrome" or "Safari" first), no pattern: anything unknown is `None`,
//! which the page says as *Unknown browser*.

/// The browser and the system a user agent names, as far as they are known: `(browser, os)`.
///
/// ```ignore
/// use alice_server::accounts::browser::describe;
/// let agent = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
/// assert_eq!(describe(agent), (Some("Chrome"), Some("Linux")));
/// assert_eq!(describe("curl/8.5.0"), (None, None));
/// ```
pub fn describe(agent: &str) -> (Option<&'static str>, Option<&'static str>) {
    (browser(agent), system(agent))
}

fn browser(a: &str) -> Option<&'static str> {
    // Order matters: Edge, Opera and Samsung's browser say "Chrome" too, Chrome says "Safari",
    // and every iOS browser is Safari underneath (with a name of its own: CriOS, FxiOS, EdgiOS).
    const KNOWN: [(&str, &str); 12] = [
        ("Edg/", "Edge"),
        ("EdgA/", "Edge"),
        ("EdgiOS/", "Edge"),
        ("OPR/", "Opera"),
        ("SamsungBrowser/", "Samsung Internet"),
        ("Vivaldi/", "Vivaldi"),
        ("YaBrowser/", "Yandex Browser"),
        ("Firefox/", "Firefox"),
        ("FxiOS/", "Firefox"),
        ("CriOS/", "Chrome"),
        ("Chrome/", "Chrome"),
        ("Chromium/", "Chromium"),
    ];
    if let Some((_, name)) = KNOWN.iter().find(|(mark, _)| a.contains(mark)) {
        return Some(name);
    }
    // Safari says `Version/… Safari/…`; an agent cut short (sessions stored before agents were
    // kept to 256 characters: 120) may have lost `Safari/`: `Version/` with WebKit is enough once
    // the others are out.
    (a.contains("AppleWebKit/") && a.contains("Version/")).then_some("Safari")
}

fn system(a: &str) -> Option<&'static str> {
    // Android says "Linux" too, iOS "like Mac OS X", ChromeOS "X11".
    const KNOWN: [(&str, &str); 9] = [
        ("Android", "Android"),
        ("iPhone", "iPhone"),
        ("iPad", "iPad"),
        ("CrOS", "ChromeOS"),
        ("Windows", "Windows"),
        ("Macintosh", "macOS"),
        ("Mac OS X", "macOS"),
        ("Linux", "Linux"),
        ("X11", "Linux"),
    ];
    KNOWN
        .iter()
        .find(|(mark, _)| a.contains(mark))
        .map(|(_, name)| *name)
}

#[cfg(test)]
mod tests {
    use super::describe;

    #[test]
    fn the_usual_browsers_are_named() {
        let cases = [
            (
                "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
                (Some("Chrome"), Some("Linux")),
            ),
            (
                "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
                (Some("Chrome"), Some("Linux")),
            ),
            (
                "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
                (Some("Edge"), Some("Windows")),
            ),
            (
                "Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0",
                (Some("Firefox"), Some("Android")),
            ),
            (
                "Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1",
                (Some("Safari"), Some("iPhone")),
            ),
            (
                "Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1",
                (Some("Chrome"), Some("iPad")),
            ),
            (
                "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
                (Some("Safari"), Some("macOS")),
            ),
            (
                "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0",
                (Some("Firefox"), Some("Windows")),
            ),
            (
                "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36",
                (Some("Samsung Internet"), Some("Android")),
            ),
            (
                "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0",
                (Some("Opera"), Some("Windows")),
            ),
            (
                "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
                (Some("Chrome"), Some("ChromeOS")),
            ),
        ];
        for (agent, want) in cases {
            assert_eq!(describe(agent), want, "{agent}");
            // Sessions stored before agents were kept whole were cut at 120 characters: an
            // iPhone's Safari is still Safari.
            if want.0 == Some("Safari") {
                let cut: String = agent.chars().take(120).collect();
                assert_eq!(describe(&cut), want, "{cut}");
            }
        }
    }

    #[test]
    fn anything_else_is_unknown() {
        assert_eq!(describe(""), (None, None));
        assert_eq!(describe("unknown"), (None, None));
        assert_eq!(describe("python-requests/2.32.3"), (None, None));
        assert_eq!(describe("curl/8.5.0"), (None, None));
        // A system without a browser we know, and the reverse.
        assert_eq!(describe("SomeBot/1.0 (Linux)"), (None, Some("Linux")));
        assert_eq!(describe("Firefox/133.0"), (Some("Firefox"), None));
        // Long and hostile: no pattern to backtrack, a few linear scans.
        let long = "(".repeat(100_000);
        assert_eq!(describe(&long), (None, None));
    }
}
