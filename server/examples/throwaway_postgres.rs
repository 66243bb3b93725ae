//! A throwaway Postgres cluster for the browser tests of several server nodes
//! (tests/e2e/cluster.test.mjs) and for benchmarks: the server tests' own
//! (tests/common/pg.rs: Debian's `initdb` and `pg_ctl` under a temporary folder, on a free port,
//! removed when this process ends however it ends).
//!
//! Prints one line, the URL of a new empty database in it, then reads commands from stdin, one a
//! line, answering each with `ok`: `stop` (`pg_ctl stop -m fast`: every connection closed),
//! `start` (started again), `database` (another new database: its URL). Ends — the cluster with
//! it — when stdin closes.

#[allow(dead_code)]
#[path = "../tests/common/pg.rs"]
mod pg;

use std::io::BufRead;

fn main() {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    let cluster = pg::Cluster::own();
    println!("{}", runtime.block_on(cluster.database()));
    for line in std::io::stdin().lock().lines() {
        let Ok(line) = line else { break };
        match line.trim() {
            "stop" => {
                cluster.stop();
                println!("ok");
            }
            "start" => {
                cluster.start();
                println!("ok");
            }
            "database" => println!("{}", runtime.block_on(cluster.database())),
            "" => {}
            other => println!("unknown command {other}: stop, start, database"),
        }
    }
}
