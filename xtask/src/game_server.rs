//! `cargo xtask serve`: the game server (server/, in-process) on the built site, with its
//! database in the data folder (`--data DIR`, else `ALICE_DATA`, else `data/` at the workspace
//! root): the site, and online games between two people.

use crate::util::{self, root};
use anyhow::{Context, Result};
use std::path::PathBuf;

/// The data folder: `--data DIR`, else `ALICE_DATA`, else `data/` at the workspace root.
pub fn data_dir(args: &[String]) -> Result<PathBuf> {
    if let Some(i) = args.iter().position(|a| a == "--data") {
        return Ok(PathBuf::from(
            args.get(i + 1).context("--data needs a folder")?,
        ));
    }
    Ok(std::env::var_os("ALICE_DATA")
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
        .unwrap_or_else(|| root().join("data")))
}

/// Serves dist/ and the games on 127.0.0.1:`port` until Ctrl-C.
pub fn serve(port: u16, data: PathBuf) -> Result<()> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    runtime.block_on(async move {
        let listener = tokio::net::TcpListener::bind(("127.0.0.1", port))
            .await
            .with_context(|| format!("cannot listen on 127.0.0.1:{port} (another PORT?)"))?;
        let port = listener.local_addr()?.port();
        let config = alice_server::Config::new(data.clone(), util::dist_dir());
        println!("Serving Alice chess at http://127.0.0.1:{port}/");
        eprintln!(
            "(the site from dist/, online games in {}; Ctrl-C stops)",
            data.join("alice.sqlite3").display()
        );
        let shutdown = async {
            let _ = tokio::signal::ctrl_c().await;
        };
        alice_server::run(listener, config, shutdown).await
    })
}
