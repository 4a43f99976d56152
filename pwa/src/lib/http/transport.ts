type Send = (request: Request) => Promise<Response>;

// The browser's fetch, looked up per call (not captured at import) so tests can stub it.
let send: Send = (request) => globalThis.fetch(request);

/** How the API clients' requests leave the app. */
export function sendRequest(request: Request): Promise<Response> {
  return send(request);
}

/**
 * Replaces the way out: the server, rendering a public page's first HTML, answers the page's requests
 * inside its own process instead of over the network.
 */
export function setRequestSender(sender: Send): void {
  send = sender;
}
