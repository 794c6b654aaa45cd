//! Stdio adapter (a2a-crosscheck contract 1.1, docs/adapter-protocol.md): newline-delimited
//! JSON-RPC 2.0 on stdin/stdout, logs on stderr. Role: `client` only (`delegate`). The SDK has
//! no card verifier or signer and no client-side stream aggregation, so `verifier`, `signer`
//! and `consumer` are not declared.

use std::sync::Arc;

use serde_json::{json, Value};
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::sync::Mutex;

async fn answer(request: Value) -> Value {
    let id = request.get("id").cloned().unwrap_or(Value::Null);
    let method = request.get("method").and_then(Value::as_str).unwrap_or("");
    let params = request.get("params").cloned().unwrap_or(json!({}));
    let result: Result<Value, (i64, String)> = match method {
        "hello" => Ok(json!({
            "name": "rust-a2a-sdk",
            "version": "a2a-client-lf 0.2.9",
            "contractVersion": "1.1",
            "roles": ["client"],
        })),
        "delegate" => crosscheck_rust_a2a::delegate::delegate(&params)
            .await
            .map_err(|e| (-32602, e)),
        other => Err((-32601, format!("method not found: {other}"))),
    };
    match result {
        Ok(r) => json!({ "jsonrpc": "2.0", "id": id, "result": r }),
        Err((code, message)) => {
            json!({ "jsonrpc": "2.0", "id": id, "error": { "code": code, "message": message } })
        }
    }
}

#[tokio::main]
async fn main() {
    let out = Arc::new(Mutex::new(tokio::io::stdout()));
    let mut lines = BufReader::new(tokio::io::stdin()).lines();
    let mut in_flight = tokio::task::JoinSet::new();
    loop {
        let line = match lines.next_line().await {
            Ok(Some(l)) => l,
            Ok(None) => break,
            Err(e) => {
                eprintln!("[adapter] stdin: {e}");
                break;
            }
        };
        let line = line.trim_end_matches('\r').to_string();
        if line.trim().is_empty() {
            continue;
        }
        let out = out.clone();
        // Requests are pipelined: each is answered on its own task, matched by id.
        in_flight.spawn(async move {
            let reply = match serde_json::from_str::<Value>(&line) {
                Ok(request) => answer(request).await,
                Err(e) => json!({ "jsonrpc": "2.0", "id": null,
                                  "error": { "code": -32700, "message": format!("parse error: {e}") } }),
            };
            let mut text = reply.to_string();
            text.push('\n');
            let mut out = out.lock().await;
            let _ = out.write_all(text.as_bytes()).await;
            let _ = out.flush().await;
        });
        while in_flight.try_join_next().is_some() {}
    }
    while in_flight.join_next().await.is_some() {}
}
