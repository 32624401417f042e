/**
 * A port whose adapter, and the AWS SDK client under it, is loaded on the port's first call, so a cold start does not
 * import SDK clients a request may never use (S3 alone takes ~0.35 s to import). Every method of such a port returns
 * a promise; the adapter is loaded once. The adapter module is imported by package name, so a Lambda bundle leaves it
 * out and ships it beside the bundle (infra/lib/entries.ts LAZY_MODULES).
 */
export function lazyPort<T extends object>(load: () => Promise<T>): T {
  let port: Promise<T> | undefined;
  return new Proxy({} as T, {
    get: (_, name) =>
      // Not a thenable: `await port` gives the port itself.
      name === 'then' || typeof name !== 'string'
        ? undefined
        : (...args: unknown[]) => (port ??= load()).then((p) => (p as Record<string, (...a: unknown[]) => unknown>)[name](...args)),
  });
}
