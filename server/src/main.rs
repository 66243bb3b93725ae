//! `alice-server`: the Alice chess game server (see the crate docs, and `--help`).

use alice_server::{admin_router, app, serve, Config};

/// Logs on stderr: text or JSON lines, at `RUST_LOG`'s level (`info` by default).
fn init_log(json: bool) {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    // Colours only for a person at a terminal, never in a file or the journal.
    let log = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
        .with_writer(std::io::stderr);
    if json {
        log.json().init();
    } else {
        log.init();
    }
}

/// Completes at SIGTERM (a service manager's stop, a rolling restart) or Ctrl-C.
async fn stop_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, SignalKind};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => {
                tokio::select! {
                    _ = term.recv() => tracing::info!("SIGTERM: stopping"),
                    _ = tokio::signal::ctrl_c() => tracing::info!("Ctrl-C: stopping"),
                }
            }
            Err(_) => {
                let _ = tokio::signal::ctrl_c().await;
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}

#[tokio::main]
async fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if alice_server::cli::is_command(&args) {
        match alice_server::cli::run(&args).await {
            Ok(text) => {
                println!("{text}");
                return;
            }
            Err(why) => {
                eprintln!("{why}");
                std::process::exit(1);
            }
        }
    }
    let config = match Config::from_args(&args) {
        Ok(c) => c,
        Err(why) => {
            eprintln!("{why}");
            std::process::exit(2);
        }
    };
    init_log(config.log_json);
    if !config.site_dir.join("index.html").is_file() {
        tracing::warn!(
            "{} has no index.html (build the site first: cargo xtask build); serving the API only",
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
    let admin = match config.admin {
        Some(addr) => match tokio::net::TcpListener::bind(addr).await {
            Ok(l) => Some(l),
            Err(e) => {
                eprintln!("cannot listen on {addr} (--admin): {e}");
                std::process::exit(1);
            }
        },
        None => None,
    };
    let addr = listener
        .local_addr()
        .expect("a bound listener has an address");
    let games = config.database_shown();
    // The database first (opened, migrated, its games resumed): the line below means ready.
    let app = match app(config).await {
        Ok(app) => app,
        Err(e) => {
            eprintln!("cannot open the database ({games}): {e:#}");
            std::process::exit(1);
        }
    };
    if let Some(admin) = admin {
        let router = admin_router(app.state.clone());
        if let Ok(a) = admin.local_addr() {
            tracing::info!("metrics at http://{a}/metrics");
        }
        tokio::spawn(async move {
            if let Err(e) = axum::serve(admin, router).await {
                tracing::error!(error = %e, "the admin listener failed");
            }
        });
    }
    println!("Serving Alice chess at http://{addr}/ (games in {games})");
    if let Err(e) = serve(listener, app, stop_signal()).await {
        eprintln!("cannot serve: {e:#}");
        std::process::exit(1);
    }
}
