/**
 * The URL a card's gRPC interface is reached at. A2A §4.4.6 asks for an absolute URL
 * (`http(s)://host:port`), used as declared; `grpc://` and `grpcs://`, and the bare `host:port`
 * that several SDKs declare (their gRPC clients dial it as is), read as plaintext and TLS HTTP/2
 * to the same host. Whether the declared form is right is A2A-CARD-004's question, not the
 * binding's: the binding reaches the service either way.
 */
export function grpcInterfaceUrl(declared: string): string {
  const url = declared.trim();
  if (/^https?:\/\//i.test(url)) return url;
  if (/^grpcs:\/\//i.test(url)) return url.replace(/^grpcs:/i, 'https:');
  if (/^grpc:\/\//i.test(url)) return url.replace(/^grpc:/i, 'http:');
  return `http://${url}`;
}
