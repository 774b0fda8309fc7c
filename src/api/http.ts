/**
 * One POST with a JSON body (spec §7: every call is POST + JSON) and a timeout
 * (spec §9: HTTP timeout). Reads the body whatever the HTTP status (DESIGN §3).
 */
export interface RawResponse {
  status: number;
  /** the parsed JSON body, or undefined when there is none or it is not JSON */
  body: unknown;
}

export async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string>,
  timeoutMs: number,
  abort: AbortController = new AbortController(),
): Promise<RawResponse> {
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body ?? {}),
      signal: abort.signal,
      // DESIGN §3 / security-cases: no cookie authentication, the bearer token identifies the visitor.
      credentials: 'omit',
      mode: 'cors',
    });
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: res.status, body: parsed };
  } finally {
    clearTimeout(timer);
  }
}
