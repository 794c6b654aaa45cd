/**
 * Run as a child process (`node --import tsx heldMemory.ts <mode>`): makes one hostile peer on
 * 127.0.0.1 send what bytes alone do not bound, holds what the harness keeps of it, and prints
 * its own peak resident set (VmHWM, bytes) as the last line. Modes:
 * - `webhook <n>`: n POSTs of 256 KiB of `{}` objects to the harness's webhook receiver;
 * - `answers <n>`: n JSON-RPC answers of 1 MiB of `{}` objects, each answer held.
 */
import { type Server, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { startWebhookReceiver } from '../../../engine/agent/webhookReceiver.ts';
import { createJsonRpcBinding } from '../../../harness/wire/index.ts';

/** `bytes` of JSON made of `{}` objects in rows of 3,000: every limit but the byte count passes. */
function tinyObjects(bytes: number): string {
  const row = `[${Array.from({ length: 3_000 }, () => '{}').join(',')}]`;
  const rows = Math.max(1, Math.floor(bytes / (row.length + 1)));
  return `[${Array.from({ length: rows }, () => row).join(',')}]`;
}

function post(url: string, body: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { 'content-type': 'application/json' } });
    req.on('response', (res) => res.resume().on('end', resolve));
    req.on('error', reject);
    req.end(body);
  });
}

async function webhook(n: number): Promise<unknown> {
  const receiver = await startWebhookReceiver();
  const body = tinyObjects(250 * 1024);
  for (let i = 0; i < n; i++) await post(receiver.url('/hook'), body);
  const held = receiver.deliveries('/hook');
  await receiver.close();
  return held;
}

async function answers(n: number): Promise<unknown> {
  const text = `{"jsonrpc":"2.0","id":ID,"result":${tinyObjects(1_000_000 - 40)}}`;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const { id } = JSON.parse(body) as { id: number };
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(text.replace('ID', String(id)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rpc`;
  const binding = createJsonRpcBinding({
    url,
    generation: '1.0',
    target: { allowRemote: false, deadlineMs: 10_000, maxResponseBytes: 1024 * 1024 },
  });
  const held: unknown[] = [];
  for (let i = 0; i < n; i++)
    held.push(
      await binding.sendMessage({
        message: { messageId: `m${i}`, role: 'ROLE_USER', parts: [{ text: 'hi' }] },
      }),
    );
  server.close();
  return held;
}

const [mode, count] = process.argv.slice(2);
const held = await (mode === 'webhook' ? webhook : answers)(Number(count));
const status = readFileSync('/proc/self/status', 'latin1');
const peak = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
process.stdout.write(`${Array.isArray(held) ? held.length : 0}\n${peak}\n`);
