//! `alice-server`: the Alice chess game server (see the crate docs, and `--help`).

use alice_server::{app, Config};

#[tokio::main]
async fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let config = match Config::from_args(&args) {
        Ok(c) => c,
        Err(why) => {
            eprintln!("{why}");
            std::process::exit(2);
        }
    };
    if !config.site_dir.join("index.html").is_file() {
        eprintln!(
            "warning: {} has no index.html (build the site first: cargo xtask build); serving the API only",
            config.site_dir.display()
        );
    }
    let listener = match tokio::net::TcpListener::bind((config.host.as_str(), config.port)).await {
        Ok(l) => l,
        Err(e) => {
            eprintln!("cannot listen on {}:{}: {e}", config.host, config.port);
            std::process::exit(1);
        }
    };
    let addr = listener
        .local_addr()
        .expect("a bound listener has an address");
    let games = config.database_shown();
    // The database first (opened, migrated, its games resumed): the line below means ready.
    let router = match app(config).await {
        Ok(router) => router,
        Err(e) => {
            eprintln!("cannot open the database ({games}): {e:#}");
            std::process::exit(1);
        }
    };
    println!("Serving Alice chess at http://{addr}/ (games in {games})");
    let shutdown = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    if let Err(e) = axum::serve(listener, router)
        .with_graceful_shutdown(shutdown)
        .await
    {
        eprintln!("cannot serve: {e:#}");
        std::process::exit(1);
    }
}
