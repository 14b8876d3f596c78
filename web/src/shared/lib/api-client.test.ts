import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, NO_ANSWER } from './api-client.ts';

type Call = [string, RequestInit];
function answer(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const failure = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a refusal'); }, (error: unknown) => error as ApiError);

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends JSON under /api with the stored token and answers the envelope', async () => {
    const store = new Map([['authToken', 'tok-1']]);
    vi.stubGlobal('localStorage', { getItem: (key: string) => store.get(key) ?? null });
    const fetch = answer(200, { message: 'Saved', data: { id: 7 } });
    await expect(apiRequest('PUT', '/users/updateaddress', { city: 'Pune' })).resolves.toEqual({ message: 'Saved', data: { id: 7 } });
    const [url, init] = fetch.mock.calls[0] as unknown as Call;
    expect(url).toBe('/api/users/updateaddress');
    expect(init.method).toBe('PUT');
    expect(init.body).toBe('{"city":"Pune"}');
    expect(init.headers).toEqual({ Accept: 'application/json', 'Content-Type': 'application/json', Authorization: 'Bearer tok-1' });
  });

  it('sends no body, no content type and no token when there are none', async () => {
    const fetch = answer(200, { message: 'ok', data: null });
    await apiRequest('GET', '/pincode/411001');
    const [, init] = fetch.mock.calls[0] as unknown as Call;
    expect(init.body).toBeNull();
    expect(init.headers).toEqual({ Accept: 'application/json' });
  });

  it('refuses with the status and the server\'s message', async () => {
    answer(422, { message: 'Pincode is not valid', data: null });
    const error = await failure(apiRequest('GET', '/pincode/000000'));
    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.message]).toEqual([422, 'Pincode is not valid']);
  });

  it('says the generic line when the answer is not JSON, or no answer came', async () => {
    answer(502, '<html>Bad gateway</html>');
    const notJson = await failure(apiRequest('GET', '/x'));
    expect([notJson.status, notJson.message]).toEqual([502, NO_ANSWER]);
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    const offline = await failure(apiRequest('GET', '/x'));
    expect([offline.status, offline.message]).toEqual([0, NO_ANSWER]);
  });
});
