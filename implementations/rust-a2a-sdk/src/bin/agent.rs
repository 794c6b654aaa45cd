//! The a2a-crosscheck agent over the official Rust SDK's own server (a2a-server-lf + a2a-grpc).
//!
//! Agent command protocol (implementations/README.md): binds 127.0.0.1 on OS-chosen ports,
//! prints one JSON line `{"url": ...}` once it serves, logs to stderr, and exits when stdin
//! closes or on SIGTERM.

use std::future::IntoFuture;
use std::sync::Arc;

use crosscheck_rust_a2a::agent::{build_card, build_handler, http_router, serve_grpc};
use tokio::io::AsyncReadExt;

#[tokio::main]
async fn main() {
    let http = match tokio::net::TcpListener::bind("127.0.0.1:0").await {
        Ok(l) => l,
        Err(e) => {
            eprintln!("[agent] cannot bind the HTTP port: {e}");
            std::process::exit(1);
        }
    };
    let grpc = match tokio::net::TcpListener::bind("127.0.0.1:0").await {
        Ok(l) => l,
        Err(e) => {
            eprintln!("[agent] cannot bind the gRPC port: {e}");
            std::process::exit(1);
        }
    };
    let http_port = http.local_addr().expect("local addr").port();
    let grpc_port = grpc.local_addr().expect("local addr").port();
    let origin = format!("http://127.0.0.1:{http_port}");

    let card = build_card(&origin, grpc_port);
    let handler = Arc::new(build_handler(&card));
    let app = http_router(handler.clone(), card);

    let grpc_server = serve_grpc(handler, grpc);

    let http_server = axum::serve(http, app).into_future();

    // Both listeners are bound and accept connections (the kernel queues them) from here on.
    println!("{}", serde_json::json!({ "url": origin }));
    eprintln!("[agent] serving {origin} (JSON-RPC /jsonrpc, HTTP+JSON /rest, gRPC 127.0.0.1:{grpc_port})");

    let stdin_closed = async {
        let mut stdin = tokio::io::stdin();
        let mut buf = [0u8; 1024];
        loop {
            match stdin.read(&mut buf).await {
                Ok(0) | Err(_) => break,
                Ok(_) => continue,
            }
        }
    };
    let sigterm = async {
        let mut term = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())
            .expect("SIGTERM handler");
        term.recv().await;
    };

    tokio::select! {
        r = http_server => { if let Err(e) = r { eprintln!("[agent] HTTP server exited: {e}"); } }
        r = grpc_server => { if let Err(e) = r { eprintln!("[agent] gRPC server exited: {e}"); } }
        _ = stdin_closed => eprintln!("[agent] stdin closed, exiting"),
        _ = sigterm => eprintln!("[agent] SIGTERM, exiting"),
        _ = tokio::signal::ctrl_c() => eprintln!("[agent] SIGINT, exiting"),
    }
    std::process::exit(0);
}
