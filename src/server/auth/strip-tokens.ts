// Session tokens live only in the HttpOnly cookie (finding 6). better-auth also puts them in JSON
// bodies (sign-in, sign-up, change-password: `token`; get-session and list-sessions:
// `session.token` / each session's `token`), where any page script could read them. This removes
// every property named "token" from its JSON answers; sessions stay identified by their `id`.

function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (!value || typeof value !== "object") return value;
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) if (key !== "token") copy[key] = withoutTokens(inner);
  return copy;
}

export async function stripSessionTokens(response: Response): Promise<Response> {
  if (!(response.headers.get("content-type") ?? "").includes("application/json")) return response;
  const text = await response.clone().text();
  if (!text.includes('"token"')) return response;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return response;
  }
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(withoutTokens(body)), { status: response.status, statusText: response.statusText, headers });
}
