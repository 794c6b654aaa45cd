/** How the harness reached an IUT or a peer. */
export type TransportName = 'in-process' | 'stdio' | 'http' | 'msw' | 'loopback';
