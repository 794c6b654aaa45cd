import type { FaultDeclaration } from './FaultDeclaration.ts';

/**
 * Faults of the JSON-RPC binding (A2A §9, JSON-RPC 2.0): envelope checks, response ids and
 * error objects (`scenarios/agent/jsonrpc/twins.ts`, `scenarios/agent/errors/twins.ts`).
 */
export const JSONRPC_FAULTS = {
  'jsonrpc-answers-html': {
    summary: 'the JSON-RPC interface answers every request with an HTML page',
    jsonRpcEndpoint(endpoint) {
      endpoint.replacement = {
        status: 200,
        text: '<html><body>Welcome</body></html>',
        contentType: 'text/html',
      };
    },
  },
  'parse-error-id-zero': {
    summary: 'unparseable JSON is answered -32700 with id 0 instead of null',
    jsonRpcRules(rules) {
      rules.parseErrorId = 0;
    },
  },
  'jsonrpc-version-unchecked': {
    summary: 'a request with "jsonrpc": "1.0" is processed',
    jsonRpcRules(rules) {
      rules.checkVersionMember = false;
    },
  },
  'unknown-method-internal-error': {
    summary: 'an unknown method is answered -32603 instead of -32601',
    jsonRpcRules(rules) {
      rules.unknownMethodError = 'InternalError';
    },
  },
  'response-ids-null': {
    summary: 'every JSON-RPC response carries "id": null',
    jsonRpcResponse(envelope) {
      envelope.id = null;
    },
  },
  'falsy-response-ids-null': {
    summary:
      'a request id of 0 or "" is answered with "id": null (the id is read with a truthiness test)',
    jsonRpcResponse(envelope) {
      if (envelope.id === 0 || envelope.id === '') envelope.id = null;
    },
  },
  'error-code-contradicts-reason': {
    summary:
      'every A2A error comes under the code of another A2A error, its ErrorInfo reason right',
    jsonRpcError(error) {
      // An A2A error (it names itself in ErrorInfo) under the neighbouring A2A code.
      if (error.data !== undefined) error.code = error.code === -32001 ? -32002 : -32001;
    },
  },
  'error-data-not-array': {
    summary: "an error's data is the ErrorInfo object itself, not an array of details",
    jsonRpcError(error) {
      if (Array.isArray(error.data)) error.data = error.data[0] ?? null;
    },
  },
  'errors-without-error-info': {
    summary: 'A2A errors come without ErrorInfo in data',
    jsonRpcError(error) {
      delete error.data;
    },
  },
  'error-messages-empty': {
    summary: 'every error carries an empty message',
    jsonRpcError(error) {
      error.message = '';
    },
  },
} as const satisfies Record<string, FaultDeclaration>;
