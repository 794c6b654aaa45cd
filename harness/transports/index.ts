export { createInProcessIut, handshake, type InProcessOptions } from './inProcessIut.ts';
export { createStdioIut, type StdioIut, type StdioIutOptions } from './stdioIut.ts';
export { serveAdapterOverStdio, type StdioServeOptions } from './serveAdapterOverStdio.ts';
export { IutProcessError, type IutProcessErrorDetails } from './IutProcessError.ts';
export { withDeadline } from './withDeadline.ts';
export * from './defaults.ts';
export { ProcessGroup } from './_internals/ProcessGroup.ts';
