import type { Server } from 'node:http';

/**
 * Makes a server the harness runs in its own process (the simulated vendors, the SDK agents, the
 * webhook receiver) leave idle keep-alive connections to its clients to close. Node's server
 * closes one after 5 s idle and tells the client so (`Keep-Alive: timeout=5`); `fetch` reuses it
 * until a second before that, so a second of event-loop lag (a loaded machine) lets the client
 * send on a socket the server is closing: `ECONNRESET`, an `error` charged to the peer. Seen once:
 * 9 such errors in three concurrent `run --iut vendors` at load 12; with this, none in the trials
 * since (which, at lower load, saw none without it either). With no timeout, the server sends no
 * hint and keeps the socket until the client ends it or the server closes.
 */
export function letClientsCloseIdle<S extends Server>(server: S): S {
  server.keepAliveTimeout = 0;
  return server;
}
