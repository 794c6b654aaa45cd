import { fileURLToPath } from 'node:url';

/**
 * How a child-process adapter breaks the stdio protocol (docs/adapter-protocol.md):
 * - `exits-immediately`: exits with code 1 before answering `hello`;
 * - `crashes-mid-call`: answers `hello`, then exits with code 3 (a line on stderr) on any call;
 * - `prints-non-json`: answers `hello`, then prints a log line on stdout instead of an answer;
 * - `wrong-id`: answers every call under an id that was never sent;
 * - `never-answers`: answers `hello`, then reads calls and never answers them;
 * - `answers-twice`: `reference`, with every answer line written twice.
 */
export type StdioFault =
  | 'exits-immediately'
  | 'crashes-mid-call'
  | 'prints-non-json'
  | 'wrong-id'
  | 'never-answers'
  | 'answers-twice';

export const STDIO_FAULTS: readonly StdioFault[] = [
  'exits-immediately',
  'crashes-mid-call',
  'prints-non-json',
  'wrong-id',
  'never-answers',
  'answers-twice',
];

/** What each scripted fault does with a call other than `hello` (JavaScript, `req`/`send`/`answer` in scope). */
const ON_CALL: Record<Exclude<StdioFault, 'exits-immediately' | 'answers-twice'>, string> = {
  'crashes-mid-call':
    'process.stderr.write("hostile adapter: segfault in " + req.method + "\\n"); process.exit(3);',
  'prints-non-json': 'process.stdout.write("Loading model weights...\\n");',
  'wrong-id': 'send({ jsonrpc: "2.0", id: req.id + 1000, result: {} });',
  'never-answers': '',
};

/**
 * The shell command of a child-process adapter that breaks the protocol as `fault` says. The
 * scripted faults run as `node -e` (about 40 ms to start, which matters for a fault that gets
 * its process restarted on every call); `answers-twice` runs the reference through tsx.
 */
export function faultyStdioCommand(fault: StdioFault): string {
  if (fault === 'answers-twice') {
    return `node --import tsx ${quote(fileURLToPath(new URL('./stdio/answersTwice.ts', import.meta.url)))}`;
  }
  if (fault === 'exits-immediately')
    return `node -e ${quote('process.stderr.write("hostile adapter: missing dependency\\n"); process.exit(1);')}`;
  const script = `
const rl = require("readline").createInterface({ input: process.stdin });
const send = (o) => process.stdout.write(JSON.stringify(o) + "\\n");
rl.on("line", (line) => {
  const req = JSON.parse(line);
  const answer = (result) => send({ jsonrpc: "2.0", id: req.id, result });
  if (req.method === "hello") return answer({ name: "hostile-${fault}", version: "0.0.0", contractVersion: "1.0", roles: ["verifier", "signer", "consumer"] });
  ${ON_CALL[fault]}
});`;
  return `node -e ${quote(script)}`;
}

/** POSIX single quoting, so the script reaches node untouched through `shell: true`. */
function quote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}
