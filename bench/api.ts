/** A benchmark's calls to a running server's API, for setting up its data: any error throws. */
export async function api(
  origin: string,
  auth: string,
  method: string,
  url: string,
  body?: object,
): Promise<Record<string, unknown>> {
  const res = await fetch(`${origin}/api/v2${url}`, {
    method,
    headers: { authorization: auth, 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}
