//! The `client` role (contract 1.1 `delegate`), done the way a plain application of the Rust SDK
//! does it: the SDK's `AgentCardResolver` fetches the card, its `A2AClientFactory` picks the
//! transport from `supportedInterfaces`, its `A2AClient` sends. The SDK has no pre-flight (no
//! card verification, no skill or media-type check, no extension negotiation), so none is done
//! here either: whatever the harness judges on the wire is what the SDK sends.

use std::sync::Arc;
use std::time::{Duration, Instant};

use a2a::*;
use a2a_client::agent_card::AgentCardResolver;
use a2a_client::middleware::CallInterceptor;
use a2a_client::{A2AClient, A2AClientFactory, ServiceParams, Transport};
use async_trait::async_trait;
use futures::StreamExt;
use serde_json::{json, Value};

const WELL_KNOWN: &str = "/.well-known/agent-card.json";

/// The SDK's resolver takes the agent's base URL and appends the well-known path itself
/// (a2a-client-lf `agent_card.rs`), so a card URL at the well-known path is given as its base.
pub fn base_url_of(card_url: &str) -> String {
    card_url.strip_suffix(WELL_KNOWN).unwrap_or(card_url).to_string()
}

/// Activates the caller's extensions through the SDK's own mechanism: a `CallInterceptor` that
/// sets the `A2A-Extensions` service parameter, which every transport sends as a header (HTTP)
/// or metadata (gRPC). The SDK offers no negotiation against the peer's card.
pub struct ExtensionsInterceptor {
    pub uris: Vec<String>,
}

#[async_trait]
impl CallInterceptor for ExtensionsInterceptor {
    async fn before(&self, _method: &str, params: &mut ServiceParams) -> Result<(), A2AError> {
        if !self.uris.is_empty() {
            params.insert(SVC_PARAM_EXTENSIONS.to_string(), vec![self.uris.join(", ")]);
        }
        Ok(())
    }
}

/// What one attempt on one peer came to.
#[derive(Debug)]
pub struct Attempt {
    pub state: Option<TaskState>,
    pub artifacts: Vec<Artifact>,
}

fn state_name(state: &TaskState) -> String {
    serde_json::to_value(state)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default()
}

fn artifacts_json(artifacts: &[Artifact]) -> Vec<Value> {
    artifacts
        .iter()
        .map(|a| {
            let parts = serde_json::to_value(&a.parts).unwrap_or(Value::Array(vec![]));
            json!({ "artifactId": a.artifact_id, "parts": parts })
        })
        .collect()
}

/// Builds the SDK client for the card at `card_url`: resolver, then factory (JSON-RPC and REST by
/// default, gRPC registered as in the SDK's helloworld client; the factory's default preference
/// order, JSONRPC then HTTP+JSON, is kept).
pub async fn client_for(
    card_url: &str,
    extensions: &[String],
) -> Result<(AgentCard, A2AClient<Box<dyn Transport>>), A2AError> {
    let card = AgentCardResolver::new(None).resolve(&base_url_of(card_url)).await?;
    let factory = A2AClientFactory::builder()
        .register(Arc::new(a2a_grpc::GrpcTransportFactory::new()))
        .with_interceptor(Arc::new(ExtensionsInterceptor { uris: extensions.to_vec() }))
        .build();
    let client = factory.create_from_card(&card).await?;
    Ok((card, client))
}

/// One delegation attempt on one peer, blocking (`SendMessage`) or streaming
/// (`SendStreamingMessage`) as the caller asks; the SDK's client does not look at
/// `capabilities.streaming` and neither does its sample, so neither does this.
pub async fn attempt(
    card_url: &str,
    parts: &[Part],
    streaming: bool,
    extensions: &[String],
) -> Result<Attempt, A2AError> {
    let (_card, client) = client_for(card_url, extensions).await?;
    let req = SendMessageRequest {
        message: Message::new(Role::User, parts.to_vec()),
        configuration: None,
        metadata: None,
        tenant: None,
    };
    if !streaming {
        return match client.send_message(&req).await? {
            SendMessageResponse::Task(task) => Ok(Attempt {
                state: Some(task.status.state),
                artifacts: task.artifacts.unwrap_or_default(),
            }),
            // A direct Message answer: the exchange is over and nothing failed.
            SendMessageResponse::Message(_) => {
                Ok(Attempt { state: Some(TaskState::Completed), artifacts: vec![] })
            }
        };
    }
    let mut stream = client.send_streaming_message(&req).await?;
    let mut task_id: Option<String> = None;
    let mut state: Option<TaskState> = None;
    let mut snapshot: Option<Task> = None;
    let mut direct_message = false;
    while let Some(event) = stream.next().await {
        match event? {
            StreamResponse::Task(t) => {
                task_id = Some(t.id.clone());
                state = Some(t.status.state.clone());
                snapshot = Some(t);
            }
            StreamResponse::StatusUpdate(u) => {
                task_id.get_or_insert(u.task_id.clone());
                state = Some(u.status.state);
            }
            StreamResponse::ArtifactUpdate(u) => {
                task_id.get_or_insert(u.task_id.clone());
            }
            StreamResponse::Message(_) => direct_message = true,
        }
    }
    if direct_message && task_id.is_none() {
        return Ok(Attempt { state: Some(TaskState::Completed), artifacts: vec![] });
    }
    // The SDK has no client-side stream aggregation (no counterpart of Python's
    // ArtifactsAggregator), so an application reads the finished task's artifacts back with the
    // SDK's GetTask, as the SDK's helloworld client calls get_task after sending.
    let artifacts = match &task_id {
        Some(id) => match client
            .get_task(&GetTaskRequest { id: id.clone(), history_length: Some(0), tenant: None })
            .await
        {
            Ok(task) => {
                state = Some(task.status.state.clone());
                task.artifacts.unwrap_or_default()
            }
            Err(e) => {
                eprintln!("[adapter] GetTask {id} failed after the stream: {e}");
                snapshot.and_then(|t| t.artifacts).unwrap_or_default()
            }
        },
        None => vec![],
    };
    Ok(Attempt { state, artifacts })
}

/// Parses the harness's parts with the SDK's own `Part` deserializer.
pub fn parse_parts(parts: &[Value]) -> Result<Vec<Part>, String> {
    parts
        .iter()
        .map(|p| serde_json::from_value::<Part>(p.clone()).map_err(|e| format!("part {p}: {e}")))
        .collect()
}

/// The `delegate` call: the primary peer, then each fallback card URL in order after a failure
/// the SDK reports (an error, or a task that did not complete), all within `deadlineMs`.
pub async fn delegate(params: &Value) -> Result<Value, String> {
    let started = Instant::now();
    let card_url = params["cardUrl"].as_str().ok_or("cardUrl missing")?.to_string();
    let deadline = Duration::from_millis(params["deadlineMs"].as_u64().ok_or("deadlineMs missing")?);
    let streaming = params["callerMode"].as_str() == Some("streaming");
    let extensions: Vec<String> = params["callerExtensions"]
        .as_array()
        .map(|a| a.iter().filter_map(|v| v.as_str().map(str::to_string)).collect())
        .unwrap_or_default();
    let parts = parse_parts(params["parts"].as_array().map(Vec::as_slice).unwrap_or(&[]))?;
    let mut peers = vec![card_url];
    if let Some(fallbacks) = params["fallbackCardUrls"].as_array() {
        for url in fallbacks.iter().filter_map(Value::as_str) {
            if !peers.iter().any(|p| p == url) {
                peers.push(url.to_string());
            }
        }
    }

    let mut last = json!({ "outcome": "error" });
    for peer in peers {
        let remaining = deadline.saturating_sub(started.elapsed());
        if remaining.is_zero() {
            return Ok(json!({ "outcome": "stalled", "servedBy": peer }));
        }
        match tokio::time::timeout(remaining, attempt(&peer, &parts, streaming, &extensions)).await {
            Err(_) => return Ok(json!({ "outcome": "stalled", "servedBy": peer })),
            Ok(Err(e)) => {
                eprintln!("[adapter] {peer}: the SDK reported {e}; trying the next peer");
                last = json!({ "outcome": "failed", "servedBy": peer });
            }
            Ok(Ok(a)) => {
                let mut answer = json!({
                    "outcome": if a.state == Some(TaskState::Completed) { "completed" } else { "failed" },
                    "servedBy": peer,
                    "artifacts": artifacts_json(&a.artifacts),
                });
                if let Some(s) = &a.state {
                    answer["taskState"] = json!(state_name(s));
                }
                if a.state == Some(TaskState::Completed) {
                    return Ok(answer);
                }
                eprintln!("[adapter] {peer}: task ended {:?}; trying the next peer", a.state);
                last = answer;
            }
        }
    }
    Ok(last)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base_url_strips_only_the_well_known_path() {
        assert_eq!(base_url_of("http://127.0.0.1:9/.well-known/agent-card.json"), "http://127.0.0.1:9");
        assert_eq!(base_url_of("http://127.0.0.1:9/x"), "http://127.0.0.1:9/x");
    }

    #[test]
    fn parts_go_through_the_sdk_parser() {
        let parts = parse_parts(&[json!({"text": "hi", "mediaType": "text/plain"})]).unwrap();
        assert_eq!(parts[0].as_text(), Some("hi"));
        assert_eq!(parts[0].media_type.as_deref(), Some("text/plain"));
        assert!(parse_parts(&[json!({"nothing": true})]).is_err());
    }
}
