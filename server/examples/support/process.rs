//! What the server's benchmarks (bench.rs, abuse.rs) share: the server's process (its address
//! from its first line, its memory and CPU from /proc) and a small seeded random source.

/// Resident memory (kB) and CPU time (clock ticks) of process `pid` (a number, or `self`), from
/// /proc.
pub fn proc_usage(pid: impl std::fmt::Display) -> Option<(u64, u64)> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let rss = status
        .lines()
        .find(|l| l.starts_with("VmRSS:"))?
        .split_whitespace()
        .nth(1)?
        .parse()
        .ok()?;
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    let after = stat.rsplit_once(')')?.1;
    let fields: Vec<&str> = after.split_whitespace().collect();
    let cpu = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    Some((rss, cpu))
}

/// Spawns `command` (the server, its stdout piped) and waits for its first line, `Serving Alice
/// chess at http://ADDR/ …`: the process and ADDR.
pub fn spawn_server(command: &mut std::process::Command) -> (std::process::Child, String) {
    let mut child = command
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| {
            panic!(
                "{:?}: {e} (build it: cargo build --release -p alice-server)",
                command.get_program()
            )
        });
    let mut line = String::new();
    std::io::BufRead::read_line(
        &mut std::io::BufReader::new(child.stdout.take().unwrap()),
        &mut line,
    )
    .unwrap();
    let addr = line
        .split("http://")
        .nth(1)
        .and_then(|r| r.split('/').next())
        .expect("the server's address")
        .to_string();
    (child, addr)
}

/// A xorshift random source, seeded: the benchmarks' random moves are the same run after run.
pub struct Rng(pub u64);

impl Rng {
    /// The next number.
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}
