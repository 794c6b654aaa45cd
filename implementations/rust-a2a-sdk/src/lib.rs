//! a2a-crosscheck over the official Rust A2A SDK (the `a2a-lf` family on crates.io).
//!
//! `agent`: the agent the `agent` binary serves. `delegate`: the `client` role of the stdio
//! adapter (contract 1.1), every step done by the SDK's own resolver, client factory and client.

pub mod agent;
pub mod delegate;
