import { A2A_SPEC_V03, type RuleSource } from '../../../harness/rules/index.ts';
import type { Level } from '../../../harness/vocabulary/index.ts';

/** What an agent rule becomes on an A2A v0.3 agent: the level and sections v0.3 gives it. */
export interface V03Counterpart {
  level: Level;
  source: RuleSource[];
}

const v03 = (level: Level, ...sections: string[]): V03Counterpart => ({
  level,
  source: sections.map((section) => ({ doc: A2A_SPEC_V03, section })),
});

/**
 * The agent rules (`A2A-*`) that have a counterpart in A2A v0.3, with its level and sections; an
 * agent rule not listed here is not applicable to a v0.3 agent. The seeds' rules (`XV-*`) are
 * about what a card declares and hold for both generations at their own level. The checks are written once in v1.0 terms and
 * reach a v0.3 agent through the v0.3 JSON-RPC method table (`message/send`, `tasks/get`, …) and
 * shape translation of the binding; what differs between the generations is data, here.
 *
 * Readings (v0.3.0):
 * - §8.1's JSON-RPC codes (-32700, -32600, -32601, -32602) are JSON-RPC 2.0's own and stay MUST
 *   (§11.1.5); §8.2 says servers SHOULD use the A2A-specific codes (-32001 … -32007), so a rule
 *   that judges which of those an agent answers is SHOULD on v0.3.
 * - §11.1.3 makes streaming, resubscription, the push-config methods and the extended card MAY:
 *   an agent that does not declare the capability and answers -32601 ("does not exist or is not
 *   supported", §8.1) is a SHOULD finding of the capability rules, not a MUST failure.
 * - Not listed: the v1.0 data model in ProtoJSON (DM-*: v0.3 answers are translated before the
 *   checks read them), A2A-Version negotiation and service parameters (VER-*, SVC-001: v0.3 has
 *   no version header), ListTasks (v0.3 has no `tasks/list` over JSON-RPC), HTTP+JSON (REST-*:
 *   only v0.3's JSON-RPC binding is driven), ErrorInfo and typed `data` (RPC-005, RPC-007),
 *   historyLength (HIST-*: judged on v1.0 semantics, §3.2.4), the card's v1.0 members, caching
 *   and signatures (CARD-003 … CARD-010, SIG-*: v0.3 §5.5 has no caching section and leaves the
 *   signed payload to types.ts), required extensions and the extended-card capability
 *   (CAP-003, CAP-004: v1.0 errors and capability names), what a resubscription opens with and
 *   the refusal of one to a finished task (STREAM-004, STREAM-005, STREAM-007: v0.3 §7.9 leaves
 *   backfill to the implementation), webhook payloads (PUSH-005, PUSH-006: v0.3 §9.5 posts the
 *   Task, not a StreamResponse), what a stream opens with (STREAM-002: v0.3 §7.2.1 lets any of
 *   Message, Task, status or artifact update come first), and a contextId the client makes up or
 *   contradicts (CTX-002, CTX-005: v0.3 §6.1 has the server generate contextIds and says nothing
 *   of one it never issued). A follow-up joining its task's context (CTX-004) rests on v0.3's
 *   non-normative "Life of a Task" text: SHOULD.
 */
export const V03_COUNTERPARTS: Readonly<Record<string, V03Counterpart>> = {
  'A2A-CARD-001': v03('SHOULD', '§5.5', '§11.1.1'),
  'A2A-CARD-002': v03('MUST', '§5.3', '§11.1.1'),
  'A2A-CARD-011': v03('SHOULD', '§5.2', '§5.3'),
  'A2A-GRPC-001': v03('MUST', '§3.2.2'),
  'A2A-BIND-001': v03('MUST', '§5.6', '§11.1.1'),
  'A2A-BIND-002': v03('MUST', '§3.4.1', '§11.1.4'),
  'A2A-BIND-003': v03('MUST', '§3.4.1', '§11.1.4'),
  'A2A-BIND-004': v03('MUST', '§3.4.1', '§11.1.4'),
  'A2A-SEND-001': v03('MUST', '§7.1'),
  'A2A-SEND-002': v03('SHOULD', '§7.1', '§8.2'),
  'A2A-SEND-003': v03('SHOULD', '§7.1', '§8.2'),
  'A2A-SEND-004': v03('SHOULD', '§7.1', '§8.2'),
  'A2A-EXEC-001': v03('MUST', '§7.1', '§7.1.1'),
  'A2A-EXEC-002': v03('MUST', '§7.1', '§7.1.1'),
  'A2A-STR-001': v03('MUST', '§7.1', '§6.7'),
  'A2A-GET-001': v03('MUST', '§7.3', '§11.1.2'),
  'A2A-GET-002': v03('SHOULD', '§7.3', '§8.2'),
  'A2A-CANCEL-001': v03('MUST', '§7.4', '§11.1.2'),
  'A2A-CANCEL-002': v03('SHOULD', '§7.4', '§8.2'),
  'A2A-CANCEL-003': v03('SHOULD', '§7.4', '§8.2'),
  'A2A-CTX-001': v03('MUST', '§6.1', '§6.4'),
  'A2A-CTX-003': v03('MUST', '§6.1'),
  'A2A-CTX-004': v03('SHOULD', '§6.1', '§6.4', 'topics/life-of-a-task.md Context'),
  'A2A-CAP-001': v03('SHOULD', '§7.2', '§8.2', '§11.1.3'),
  'A2A-CAP-002': v03('SHOULD', '§7.5', '§8.2', '§11.1.3'),
  'A2A-STREAM-001': v03('MUST', '§3.3.1', '§7.2', '§7.2.1'),
  'A2A-STREAM-003': v03('MUST', '§7.2', '§7.2.2'),
  'A2A-STREAM-006': v03('SHOULD', '§7.9', '§8.2'),
  'A2A-PUSH-001': v03('MUST', '§7.5'),
  'A2A-PUSH-002': v03('MUST', '§7.6'),
  'A2A-PUSH-003': v03('MUST', '§7.7'),
  'A2A-PUSH-004': v03('MUST', '§7.8'),
  'A2A-RPC-001': v03('MUST', '§6.11', '§8.1'),
  'A2A-RPC-002': v03('MUST', '§6.11', '§8.1'),
  'A2A-RPC-003': v03('MUST', '§8.1'),
  'A2A-RPC-004': v03('MUST', '§3.2.1', '§6.11.2'),
  'A2A-RPC-006': v03('SHOULD', '§8.2'),
  'A2A-ERR-001': v03('MUST', '§6.12', '§11.1.5'),
  'A2A-ERR-002': v03('MUST', '§8.1'),
  'A2A-AUTH-001': v03('MUST', '§4.4'),
};
