/**
 * Whether `cause` is Node's "module not found" (`ERR_MODULE_NOT_FOUND` from `import`,
 * `MODULE_NOT_FOUND` from `require`), optionally for a module whose name the message carries.
 * Optional peers (the SDK, express, the SDK's 0.3 line) are told apart from broken code by it.
 */
export function isMissingModule(cause: unknown, name?: string): boolean {
  const e = cause as { code?: unknown; message?: unknown } | null;
  const missing = e?.code === 'ERR_MODULE_NOT_FOUND' || e?.code === 'MODULE_NOT_FOUND';
  return (
    missing && (name === undefined || (typeof e.message === 'string' && e.message.includes(name)))
  );
}
