/** A call that did not succeed: the envelope code (spec §8) and the server's message. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** true when the request never got an answer (offline, timeout, CORS, cancelled) */
    readonly network = false,
    /** true when the widget cancelled it (it left the page): nothing was shown */
    readonly cancelled = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
