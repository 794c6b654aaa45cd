//! End-to-end: the agent's SDK server on an ephemeral port, driven by the adapter's SDK client.

use std::sync::Arc;

use a2a::*;
use crosscheck_rust_a2a::agent::{build_card, build_handler, http_router, ARTIFACT_ID};
use crosscheck_rust_a2a::delegate::{client_for, delegate};
use futures::StreamExt;
use serde_json::json;

/// Serves the agent's HTTP bindings on 127.0.0.1:0 and returns its card URL.
async fn serve() -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let origin = format!("http://{}", listener.local_addr().unwrap());
    let card = build_card(&origin, 1);
    let app = http_router(Arc::new(build_handler(&card)), card);
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    format!("{origin}/.well-known/agent-card.json")
}

fn delegate_params(card_url: &str, mode: &str, fallbacks: &[&str]) -> serde_json::Value {
    json!({
        "cardUrl": card_url, "skillId": "echo", "callerMode": mode, "callerExtensions": [],
        "parts": [{ "text": "hello, rust", "mediaType": "text/plain" }],
        "deadlineMs": 5000, "jwks": { "keys": [] }, "policy": {}, "fallbackCardUrls": fallbacks,
    })
}

#[tokio::test]
async fn card_declares_each_binding_at_version_1_0_and_streaming() {
    let url = serve().await;
    let (card, _client) = client_for(&url, &[]).await.unwrap();
    let bindings: Vec<&str> =
        card.supported_interfaces.iter().map(|i| i.protocol_binding.as_str()).collect();
    assert_eq!(bindings, ["JSONRPC", "HTTP+JSON", "GRPC"]);
    assert!(card.supported_interfaces.iter().all(|i| i.protocol_version == "1.0"));
    assert_eq!(card.capabilities.streaming, Some(true));
}

#[tokio::test]
async fn blocking_delegation_returns_the_merged_echo() {
    let url = serve().await;
    let out = delegate(&delegate_params(&url, "blocking", &[])).await.unwrap();
    assert_eq!(out["outcome"], "completed", "{out}");
    assert_eq!(out["taskState"], "TASK_STATE_COMPLETED");
    let parts = out["artifacts"][0]["parts"].as_array().unwrap();
    let text: String = parts.iter().map(|p| p["text"].as_str().unwrap()).collect();
    assert_eq!(text, "hello, rust");
    assert_eq!(parts.len(), 2, "two append chunks merged by the SDK server: {out}");
}

#[tokio::test]
async fn streaming_delegation_completes_with_the_artifact() {
    let url = serve().await;
    let out = delegate(&delegate_params(&url, "streaming", &[])).await.unwrap();
    assert_eq!(out["outcome"], "completed", "{out}");
    assert_eq!(out["artifacts"][0]["artifactId"], ARTIFACT_ID);
}

#[tokio::test]
async fn stream_opens_with_the_task_and_chunks_the_artifact() {
    let url = serve().await;
    let (_card, client) = client_for(&url, &[]).await.unwrap();
    let req = SendMessageRequest {
        message: Message::new(Role::User, vec![Part::text("abcd")]),
        configuration: None,
        metadata: None,
        tenant: None,
    };
    let events: Vec<StreamResponse> = client
        .send_streaming_message(&req)
        .await
        .unwrap()
        .map(|e| e.unwrap())
        .collect()
        .await;
    assert!(matches!(&events[0], StreamResponse::Task(t) if t.status.state == TaskState::Submitted));
    let chunks: Vec<(bool, bool, String)> = events
        .iter()
        .filter_map(|e| match e {
            StreamResponse::ArtifactUpdate(u) => Some((
                // ProtoJSON leaves `false` off the wire, so the client reads it back as None.
                u.append.unwrap_or(false),
                u.last_chunk.unwrap_or(false),
                u.artifact.parts[0].as_text().unwrap().to_string(),
            )),
            _ => None,
        })
        .collect();
    assert_eq!(
        chunks,
        vec![(false, false, "ab".to_string()), (true, true, "cd".to_string())]
    );
    assert!(matches!(events.last(), Some(StreamResponse::StatusUpdate(u)) if u.status.state == TaskState::Completed));
}

#[tokio::test]
async fn unreachable_primary_falls_back_in_order() {
    let good = serve().await;
    let dead = {
        let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        format!("http://{}/.well-known/agent-card.json", l.local_addr().unwrap())
    };
    let out = delegate(&delegate_params(&dead, "blocking", &[&good])).await.unwrap();
    assert_eq!(out["outcome"], "completed", "{out}");
    assert_eq!(out["servedBy"], good);
}

#[tokio::test]
async fn a_media_type_outside_the_card_is_refused_by_the_sdk_server() {
    let url = serve().await;
    let mut params = delegate_params(&url, "blocking", &[]);
    params["parts"] = json!([{ "raw": "JVBERi0=", "mediaType": "application/pdf" }]);
    let out = delegate(&params).await.unwrap();
    assert_eq!(out["outcome"], "failed", "{out}");
}

/// The harness speaks no gRPC (A2A-GRPC-001), so the gRPC binding is checked here, SDK to SDK:
/// a2a-grpc's client against a2a-grpc's server over the agent's handler.
#[tokio::test]
async fn grpc_binding_completes_blocking_and_streaming() {
    use crosscheck_rust_a2a::agent::serve_grpc;
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let card = build_card("http://127.0.0.1:1", port);
    tokio::spawn(serve_grpc(Arc::new(build_handler(&card)), listener));
    let grpc_url = card.supported_interfaces[2].url.clone();
    let transport = a2a_grpc::GrpcTransport::connect(grpc_url).await.unwrap();
    let client = a2a_client::A2AClient::new(transport);
    let req = SendMessageRequest {
        message: Message::new(Role::User, vec![Part::text("grpc")]),
        configuration: None,
        metadata: None,
        tenant: None,
    };
    match client.send_message(&req).await.unwrap() {
        SendMessageResponse::Task(t) => {
            assert_eq!(t.status.state, TaskState::Completed);
            let parts = &t.artifacts.unwrap()[0].parts;
            let text: String = parts.iter().filter_map(Part::as_text).collect();
            assert_eq!(text, "grpc");
        }
        other => panic!("expected a task, got {other:?}"),
    }
    let events: Vec<StreamResponse> =
        client.send_streaming_message(&req).await.unwrap().map(|e| e.unwrap()).collect().await;
    assert!(matches!(&events[0], StreamResponse::Task(_)));
    assert!(matches!(events.last(), Some(StreamResponse::StatusUpdate(u)) if u.status.state == TaskState::Completed));
}
