//! A throwaway Postgres cluster for the tests: one per test binary, started by the first test
//! that asks for it, with Debian's (or any) `initdb` and `pg_ctl` under a temporary folder, on a
//! free port, its unix socket in that folder — no system service is used or touched. Each test
//! gets a database of its own in it.
//!
//! The binaries are found in `ALICE_PG_BIN` (a folder) if set, else on `PATH`, else in
//! `/usr/lib/postgresql/*/bin` (the newest). Missing, every Postgres test fails with a message
//! saying what to install: they are never skipped.
//!
//! `initdb` and `postgres` refuse to run as root: as root the cluster is made and run by the user
//! `postgres` (Debian's package creates it), else `nobody`, through `runuser`, in a folder given
//! to that user. A watchdog process stops the cluster (SIGQUIT: an immediate shutdown) and removes
//! the folder once the test binary has exited, however it exited.

use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::OnceLock;

/// The superuser the cluster is created with (`initdb -U`), trusted without a password.
const USER: &str = "alice";

/// A running cluster.
pub struct Cluster {
    port: u16,
    /// The temporary folder: the data directory `data/`, the socket, the log.
    dir: PathBuf,
    databases: AtomicUsize,
    /// The binaries' folder, the user they run as (as root), `pg_ctl`'s `-o` options.
    bin: PathBuf,
    as_user: Option<&'static str>,
    options: String,
}

/// The binary's cluster, started on first use; or why it could not start.
pub fn cluster() -> &'static Cluster {
    static CLUSTER: OnceLock<Result<Cluster, String>> = OnceLock::new();
    match CLUSTER.get_or_init(Cluster::create) {
        Ok(c) => c,
        Err(why) => panic!("the tests' Postgres cluster cannot start: {why}"),
    }
}

impl Cluster {
    /// A cluster of the calling test's own (for a test that stops or restarts it).
    pub fn own() -> Cluster {
        Cluster::create().unwrap_or_else(|why| panic!("a Postgres cluster cannot start: {why}"))
    }

    /// Stops the cluster (`pg_ctl stop -m fast`: every connection is closed).
    pub fn stop(&self) {
        let data = self.dir.join("data");
        run_as(
            &self.bin,
            self.as_user,
            &self.dir,
            "pg_ctl",
            &["-D", data.to_str().unwrap(), "-m", "fast", "-w", "stop"],
        )
        .unwrap_or_else(|why| panic!("Postgres cannot stop: {why}"));
    }

    /// Starts the stopped cluster again; returns once it accepts connections.
    pub fn start(&self) {
        pg_ctl_start(&self.bin, self.as_user, &self.dir, &self.options)
            .unwrap_or_else(|why| panic!("Postgres cannot start again: {why}"));
    }

    /// The port it listens on.
    pub fn port(&self) -> u16 {
        self.port
    }

    fn create() -> Result<Cluster, String> {
        let bin = find_binaries()?;
        let dir = tempfile::Builder::new()
            .prefix("alice-pg-")
            .tempdir()
            .map_err(|e| format!("no temporary folder: {e}"))?
            .keep();
        let data = dir.join("data");
        // The watchdog first, so that even a failed start leaves nothing behind.
        watchdog(&dir, &data);
        let as_user = if is_root() {
            let user = ["postgres", "nobody"]
                .into_iter()
                .find(|u| id(&["-u", u]).is_some())
                .ok_or("running as root, and there is no user postgres or nobody to run Postgres as (initdb refuses root)")?;
            let uid = id(&["-u", user]).unwrap();
            let gid = id(&["-g", user]).unwrap();
            std::os::unix::fs::chown(&dir, Some(uid), Some(gid))
                .map_err(|e| format!("cannot give {} to {user}: {e}", dir.display()))?;
            Some(user)
        } else {
            None
        };
        let port = free_port()?;
        let run = |program: &str, args: &[&str]| run_as(&bin, as_user, &dir, program, args);
        let data_arg = data
            .to_str()
            .ok_or("a temporary folder that is not UTF-8")?;
        let socket_dir = dir.to_str().ok_or("a temporary folder that is not UTF-8")?;
        run(
            "initdb",
            &[
                "-D",
                data_arg,
                "-U",
                USER,
                "--auth=trust",
                "-E",
                "UTF8",
                "--locale=C",
                "--no-sync",
            ],
        )?;
        // Throwaway: no fsync (the tests kill servers, never the machine).
        let options = format!(
            "-p {port} -k {socket_dir} -c listen_addresses=127.0.0.1 -c max_connections=300 \
             -c fsync=off -c full_page_writes=off -c synchronous_commit=on"
        );
        pg_ctl_start(&bin, as_user, &dir, &options)?;
        Ok(Cluster {
            port,
            dir,
            databases: AtomicUsize::new(0),
            bin,
            as_user,
            options,
        })
    }

    /// The URL of the database `name`.
    pub fn url(&self, name: &str) -> String {
        format!("postgres://{USER}@127.0.0.1:{}/{name}", self.port)
    }

    /// A new, empty database: its URL.
    pub async fn database(&self) -> String {
        let n = self.databases.fetch_add(1, Ordering::SeqCst);
        let name = format!("test_{n}");
        let (client, connection) =
            tokio_postgres::connect(&self.url("postgres"), tokio_postgres::NoTls)
                .await
                .unwrap_or_else(|e| {
                    panic!("the tests' Postgres cluster ({}): {e}", self.dir.display())
                });
        let connection = tokio::spawn(connection);
        client
            .batch_execute(&format!("CREATE DATABASE {name}"))
            .await
            .unwrap_or_else(|e| panic!("CREATE DATABASE {name}: {e}"));
        drop(client);
        let _ = connection.await;
        self.url(&name)
    }
}

/// `pg_ctl start` on the cluster in `dir` (its data in `dir/data`, its log `dir/log`) with the
/// server's `options`; returns once it accepts connections.
fn pg_ctl_start(
    bin: &Path,
    as_user: Option<&str>,
    dir: &Path,
    options: &str,
) -> Result<(), String> {
    let data = dir.join("data");
    let log = dir.join("log");
    let utf8 = |p: &Path| {
        p.to_str()
            .map(str::to_owned)
            .ok_or("a temporary folder that is not UTF-8")
    };
    run_as(
        bin,
        as_user,
        dir,
        "pg_ctl",
        &[
            "-D",
            &utf8(&data)?,
            "-o",
            options,
            "-l",
            &utf8(&log)?,
            "-w",
            "-t",
            "60",
            "start",
        ],
    )
}

/// Runs `program` of `bin` with `args` (as `as_user`, if given) in `dir`, its output in a file
/// there; the output and the server's log in the error.
fn run_as(
    bin: &Path,
    as_user: Option<&str>,
    dir: &Path,
    program: &str,
    args: &[&str],
) -> Result<(), String> {
    let log = dir.join("log");
    let exe = bin.join(program);
    let mut cmd = match as_user {
        Some(user) => {
            let mut c = Command::new("runuser");
            c.args(["-u", user, "--"]).arg(&exe);
            c
        }
        None => Command::new(&exe),
    };
    cmd.args(args);
    // Into a file, not a pipe: the server pg_ctl starts must not hold our pipe open.
    let out_path = dir.join(format!("{program}.out"));
    let out = std::fs::File::create(&out_path).map_err(|e| e.to_string())?;
    let status = cmd
        // A folder the user may enter (the tests' own may be under /root).
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(out.try_clone().map_err(|e| e.to_string())?)
        .stderr(out)
        // Its own process group: a Ctrl-C of the tests does not reach it (the watchdog
        // stops it).
        .process_group(0)
        .status()
        .map_err(|e| format!("cannot run {}: {e}", exe.display()))?;
    if status.success() {
        Ok(())
    } else {
        let said = std::fs::read_to_string(&out_path).unwrap_or_default();
        let logged = std::fs::read_to_string(&log).unwrap_or_default();
        Err(format!(
            "{program} {} failed ({status}):\n{said}\n{logged}",
            args.join(" ")
        ))
    }
}

/// The folder holding `initdb` and `pg_ctl` (and `postgres`): `ALICE_PG_BIN`, else on `PATH`,
/// else the newest `/usr/lib/postgresql/*/bin`.
fn find_binaries() -> Result<PathBuf, String> {
    let has_all = |dir: &Path| {
        ["initdb", "pg_ctl", "postgres"]
            .iter()
            .all(|p| dir.join(p).is_file())
    };
    if let Some(dir) = std::env::var_os("ALICE_PG_BIN").filter(|v| !v.is_empty()) {
        let dir = PathBuf::from(dir);
        return if has_all(&dir) {
            Ok(dir)
        } else {
            Err(format!(
                "ALICE_PG_BIN={} has no initdb, pg_ctl and postgres",
                dir.display()
            ))
        };
    }
    let on_path = std::env::var_os("PATH")
        .map(|p| std::env::split_paths(&p).collect::<Vec<_>>())
        .unwrap_or_default();
    if let Some(dir) = on_path.into_iter().find(|d| has_all(d)) {
        return Ok(dir);
    }
    let mut versions: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|e| {
            let version = e.file_name().to_str()?.parse::<u32>().ok()?;
            Some((version, e.path().join("bin")))
        })
        .filter(|(_, bin)| has_all(bin))
        .collect();
    versions.sort();
    versions.pop().map(|(_, bin)| bin).ok_or_else(|| {
        "initdb, pg_ctl and postgres were found neither on PATH nor in /usr/lib/postgresql/*/bin; \
         install Postgres (Debian: apt-get install -y postgresql) — the tests start a cluster of \
         their own, no service is needed"
            .to_string()
    })
}

fn is_root() -> bool {
    id(&["-u"]) == Some(0)
}

/// `id ARGS` as a number (a user's or group's id), or `None` (no such user).
fn id(args: &[&str]) -> Option<u32> {
    let out = Command::new("id")
        .args(args)
        .stderr(Stdio::null())
        .output()
        .ok()?;
    if !out.status.success() {
        return None;
    }
    String::from_utf8_lossy(&out.stdout).trim().parse().ok()
}

fn free_port() -> Result<u16, String> {
    let listener =
        std::net::TcpListener::bind("127.0.0.1:0").map_err(|e| format!("no free port: {e}"))?;
    Ok(listener.local_addr().map_err(|e| e.to_string())?.port())
}

/// A process of its own that waits for this one to end, then stops the cluster (SIGQUIT to the
/// postmaster: an immediate shutdown), waits for it to be gone, and removes `dir`.
fn watchdog(dir: &Path, data: &Path) {
    let script = r#"
while kill -0 "$1" 2>/dev/null; do sleep 0.5; done
pid=$(head -n 1 "$3/postmaster.pid" 2>/dev/null)
if [ -n "$pid" ]; then
  kill -QUIT "$pid" 2>/dev/null
  for _ in $(seq 1 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
fi
rm -rf "$2"
"#;
    let spawned = Command::new("sh")
        .args(["-c", script, "alice-pg-watchdog"])
        .arg(std::process::id().to_string())
        .arg(dir)
        .arg(data)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .process_group(0)
        .spawn();
    if let Err(e) = spawned {
        eprintln!(
            "warning: no watchdog for the Postgres cluster in {}: {e}",
            dir.display()
        );
    }
}
