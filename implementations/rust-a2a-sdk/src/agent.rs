//! The agent: a deterministic echo executor on the SDK's own `DefaultRequestHandler`, its
//! JSON-RPC and REST axum routers, its card handler, and (in the binary) its gRPC service.

use std::sync::Arc;
use std::time::Duration;

use a2a::*;
use a2a_server::push::HttpPushSenderConfig;
use a2a_server::*;
use futures::stream::BoxStream;

/// How long the executor stays `working` before it answers (the harness needs a window in
/// which the task is still running: returnImmediately, CancelTask, SubscribeToTask).
pub const WORK_DELAY: Duration = Duration::from_millis(300);

/// Request metadata by which the harness asks a cooperating agent to keep a task `working` for a
/// while (milliseconds), so it can act on a running task whatever the machine's load.
pub const LINGER_METADATA_KEY: &str = "https://a2a-crosscheck.dev/metadata/linger-ms";

/// The most the harness may ask for.
pub const MAX_LINGER: Duration = Duration::from_millis(5_000);

/// The extra time asked for in the message's metadata: zero when absent or not a positive number.
pub fn linger(message: Option<&Message>) -> Duration {
    let ms = message
        .and_then(|m| m.metadata.as_ref())
        .and_then(|md| md.get(LINGER_METADATA_KEY))
        .and_then(|v| v.as_f64())
        .filter(|ms| ms.is_finite() && *ms > 0.0);
    ms.map_or(Duration::ZERO, |ms| Duration::from_secs_f64(ms / 1000.0).min(MAX_LINGER))
}

/// The one artifact id the echo executor writes.
pub const ARTIFACT_ID: &str = "echo";

/// Deterministic executor (no model): answers the text of the message's text parts with the
/// same text, as one artifact streamed in two chunks.
pub struct EchoExecutor;

/// The text the executor echoes: the message's text parts, joined.
pub fn echo_text(message: Option<&Message>) -> String {
    let texts: Vec<&str> = message
        .map(|m| m.parts.iter().filter_map(Part::as_text).collect())
        .unwrap_or_default();
    texts.join("")
}

/// Splits `text` in two at a character boundary (the two artifact chunks).
pub fn split_in_two(text: &str) -> (String, String) {
    let chars: Vec<char> = text.chars().collect();
    let mid = chars.len().div_ceil(2);
    (chars[..mid].iter().collect(), chars[mid..].iter().collect())
}

fn status(task_id: &str, context_id: &str, state: TaskState) -> StreamResponse {
    StreamResponse::StatusUpdate(TaskStatusUpdateEvent {
        task_id: task_id.to_string(),
        context_id: context_id.to_string(),
        status: TaskStatus { state, message: None, timestamp: Some(chrono_now()) },
        metadata: None,
    })
}

fn chrono_now() -> chrono::DateTime<chrono::Utc> {
    chrono::Utc::now()
}

fn chunk(task_id: &str, context_id: &str, text: String, append: bool, last: bool) -> StreamResponse {
    StreamResponse::ArtifactUpdate(TaskArtifactUpdateEvent {
        task_id: task_id.to_string(),
        context_id: context_id.to_string(),
        artifact: Artifact {
            artifact_id: ARTIFACT_ID.to_string(),
            name: Some("echo".to_string()),
            description: None,
            parts: vec![Part::text(text)],
            metadata: None,
            extensions: None,
        },
        append: Some(append),
        last_chunk: Some(last),
        metadata: None,
    })
}

impl AgentExecutor for EchoExecutor {
    fn execute(&self, ctx: ExecutorContext) -> BoxStream<'static, Result<StreamResponse, A2AError>> {
        let (tx, rx) = tokio::sync::mpsc::channel::<Result<StreamResponse, A2AError>>(8);
        let task_id = ctx.task_id.clone();
        let context_id = ctx.context_id.clone();
        let text = echo_text(ctx.message.as_ref());
        let work = WORK_DELAY + linger(ctx.message.as_ref());
        // A new task opens with its Task object (A2A §3.1.2: a task stream MUST begin with the
        // Task). The handler hands the executor the snapshot it created (blocking) or nothing
        // (streaming, new task); a continuation of a stored task goes straight to `working`.
        let opening = match &ctx.stored_task {
            None => Some(Task {
                id: task_id.clone(),
                context_id: context_id.clone(),
                status: TaskStatus {
                    state: TaskState::Submitted,
                    message: None,
                    timestamp: Some(chrono_now()),
                },
                artifacts: None,
                history: ctx.message.clone().map(|m| vec![m]),
                metadata: None,
            }),
            Some(t) if t.id == task_id && t.status.state == TaskState::Submitted => Some(t.clone()),
            Some(_) => None,
        };
        tokio::spawn(async move {
            if let Some(task) = opening {
                if tx.send(Ok(StreamResponse::Task(task))).await.is_err() {
                    return;
                }
            }
            if tx.send(Ok(status(&task_id, &context_id, TaskState::Working))).await.is_err() {
                return;
            }
            tokio::time::sleep(work).await;
            let (first, second) = split_in_two(&text);
            let events = [
                chunk(&task_id, &context_id, first, false, false),
                chunk(&task_id, &context_id, second, true, true),
                status(&task_id, &context_id, TaskState::Completed),
            ];
            for event in events {
                if tx.send(Ok(event)).await.is_err() {
                    return;
                }
            }
        });
        Box::pin(tokio_stream::wrappers::ReceiverStream::new(rx))
    }

    fn cancel(&self, ctx: ExecutorContext) -> BoxStream<'static, Result<StreamResponse, A2AError>> {
        let event = status(&ctx.task_id, &ctx.context_id, TaskState::Canceled);
        Box::pin(futures::stream::once(async move { Ok(event) }))
    }
}

/// Paths of the two HTTP bindings on the one origin (as in the SDK's helloworld sample).
pub const JSONRPC_PATH: &str = "/jsonrpc";
pub const REST_PATH: &str = "/rest";

/// The agent's card: one interface per binding, protocolVersion "1.0" (the SDK's
/// `AgentInterface::new` fills `a2a::VERSION`), streaming and push notifications declared.
pub fn build_card(origin: &str, grpc_port: u16) -> AgentCard {
    AgentCard {
        name: "crosscheck Rust SDK echo agent".to_string(),
        description: "Deterministic echo agent on a2a-server-lf (a2a-crosscheck)".to_string(),
        version: "1.0.0".to_string(),
        provider: None,
        capabilities: AgentCapabilities {
            streaming: Some(true),
            push_notifications: Some(true),
            extensions: None,
            extended_agent_card: None,
        },
        skills: vec![AgentSkill {
            id: "echo".to_string(),
            name: "Echo".to_string(),
            description: "Echoes the text it is sent as an artifact.".to_string(),
            tags: vec!["echo".to_string()],
            examples: None,
            input_modes: None,
            output_modes: None,
            security_requirements: None,
        }],
        default_input_modes: vec!["text/plain".to_string()],
        default_output_modes: vec!["text/plain".to_string()],
        supported_interfaces: vec![
            AgentInterface::new(format!("{origin}{JSONRPC_PATH}"), TRANSPORT_PROTOCOL_JSONRPC),
            AgentInterface::new(format!("{origin}{REST_PATH}"), TRANSPORT_PROTOCOL_HTTP_JSON),
            AgentInterface::new(format!("http://127.0.0.1:{grpc_port}"), TRANSPORT_PROTOCOL_GRPC),
        ],
        security_schemes: None,
        security_requirements: None,
        documentation_url: None,
        icon_url: None,
        signatures: None,
    }
}

/// The SDK's default handler over an in-memory task store, with push notifications (in-memory
/// config store; the sender's SSRF guard off, which the SDK documents as the opt-out "for local
/// webhooks in trusted test environments": the harness's webhooks are on 127.0.0.1), the
/// card's defaultInputModes enforced (opt-in in this SDK), and the card's capabilities.
pub fn build_handler(card: &AgentCard) -> DefaultRequestHandler {
    let sender = HttpPushSender::new(Some(HttpPushSenderConfig {
        validate_urls: false,
        ..HttpPushSenderConfig::default()
    }));
    DefaultRequestHandler::new(EchoExecutor, InMemoryTaskStore::new())
        .with_push_notifications(InMemoryPushConfigStore::new(), sender)
        .with_default_input_modes(card.default_input_modes.clone())
        .with_capabilities(card.capabilities.clone())
}

/// JSON-RPC and REST routers nested on one origin, and the SDK's card handler at the
/// well-known path.
pub fn http_router(handler: Arc<DefaultRequestHandler>, card: AgentCard) -> axum::Router {
    axum::Router::new()
        .nest(JSONRPC_PATH, a2a_server::jsonrpc::jsonrpc_router(handler.clone()))
        .nest(REST_PATH, a2a_server::rest::rest_router(handler))
        .merge(a2a_server::agent_card::agent_card_router(Arc::new(StaticAgentCard::new(card))))
}

/// The gRPC binding: the SDK's `GrpcHandler` over the same handler, served by tonic on its own
/// listener (as the SDK's helloworld sample does).
pub async fn serve_grpc(
    handler: Arc<DefaultRequestHandler>,
    listener: tokio::net::TcpListener,
) -> Result<(), tonic::transport::Error> {
    let service = a2a_pb::proto::a2a_service_server::A2aServiceServer::new(
        a2a_grpc::GrpcHandler::new(handler),
    );
    tonic::transport::Server::builder()
        .add_service(service)
        .serve_with_incoming(tokio_stream::wrappers::TcpListenerStream::new(listener))
        .await
}

#[cfg(test)]
mod tests {
    use super::*;

    fn asking(value: serde_json::Value) -> Message {
        let mut m: Message = serde_json::from_value(serde_json::json!({
            "messageId": "m", "role": "ROLE_USER", "parts": [{"text": "a"}]
        }))
        .expect("a message");
        m.metadata = Some([(LINGER_METADATA_KEY.to_string(), value)].into_iter().collect());
        m
    }

    #[test]
    fn linger_is_read_from_metadata_within_its_cap() {
        assert_eq!(linger(Some(&asking(serde_json::json!(1500)))), Duration::from_millis(1500));
        assert_eq!(linger(Some(&asking(serde_json::json!(60000)))), MAX_LINGER);
        assert_eq!(linger(Some(&asking(serde_json::json!(-3)))), Duration::ZERO);
        assert_eq!(linger(Some(&asking(serde_json::json!("soon")))), Duration::ZERO);
        assert_eq!(linger(None), Duration::ZERO);
    }

    #[test]
    fn split_keeps_every_character_in_order() {
        assert_eq!(split_in_two("abcde"), ("abc".to_string(), "de".to_string()));
        assert_eq!(split_in_two("é"), ("é".to_string(), String::new()));
        assert_eq!(split_in_two(""), (String::new(), String::new()));
    }

    #[test]
    fn echo_joins_text_parts_only() {
        let m = Message::new(
            Role::User,
            vec![Part::text("a"), Part::data(serde_json::json!({"x": 1})), Part::text("b")],
        );
        assert_eq!(echo_text(Some(&m)), "ab");
        assert_eq!(echo_text(None), "");
    }
}
