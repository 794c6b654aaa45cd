/** POSIX single-quoting, so a script survives `sh -c` untouched. */
function quote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

const SERVE = (onCall: string, roles: string[]) => `
const rl = require("readline").createInterface({ input: process.stdin });
const send = (text) => process.stdout.write(text + "\\n");
const answer = (id, result) => send(JSON.stringify({ jsonrpc: "2.0", id, result }));
rl.on("line", (line) => {
  const req = JSON.parse(line);
  if (req.method === "hello") return answer(req.id, { name: "hostile", version: "0.0.0", contractVersion: "1.0", roles: ${JSON.stringify(roles)} });
  ${onCall}
});`;

/**
 * An adapter whose answers are valid by the contract schema yet hostile to whoever records
 * them: `discover` answers carry a member nested 10,000 levels deep (written as text, so the
 * adapter itself does not overflow), `reassemble` answers a 3 MB part (under the 4 M-character
 * result cap, so it is accepted, judged and recorded).
 */
export function deepAndHugeAdapter(): string {
  const onCall = `
  if (req.method === "discover")
    return send('{"jsonrpc":"2.0","id":' + req.id + ',"result":{"admitted":false,"stage":"schema","code":"CARD_MALFORMED_JSON","signature":"absent","mayNegotiateExtensions":false,"deep":' + "[".repeat(10000) + "]".repeat(10000) + '}}');
  if (req.method === "reassemble")
    return answer(req.id, { artifacts: [{ artifactId: "a", parts: [{ text: "h".repeat(3 * 1024 * 1024) }] }] });
  send(JSON.stringify({ jsonrpc: "2.0", id: req.id, error: { code: -32601, message: "no" } }));`;
  return `node -e ${quote(SERVE(onCall, ['verifier', 'consumer']))}`;
}

/**
 * An adapter that answers `hello` and then never answers anything, after starting a child that
 * ignores SIGTERM; once that child is ready it writes "<adapter pid> <child pid>" to `pidFile`.
 */
export function hungAdapterWithChild(pidFile: string): string {
  const child = `process.on("SIGTERM", () => {}); process.stdout.write("ready\\n"); setInterval(() => {}, 1000);`;
  const script = `
const fs = require("fs");
const g = require("child_process").spawn(process.execPath, ["-e", ${JSON.stringify(child)}], { stdio: ["ignore", "pipe", "ignore"] });
g.stdout.once("data", () => {
  fs.writeFileSync(${JSON.stringify(pidFile)}, process.pid + " " + g.pid);
  ${SERVE('/* hangs */', ['verifier', 'consumer'])}
});`;
  return `node -e ${quote(script)}`;
}
