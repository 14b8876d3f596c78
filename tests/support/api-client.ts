import { randomInt } from 'node:crypto';
/** A small JSON client for tests that talk to the real API process. */
export function apiClient(baseUrl: string) {
  async function call(method: string, path: string, body?: unknown, token?: string) {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    const response = await fetch(`${baseUrl}/api${path}`, { method, headers, body: body === undefined ? null : JSON.stringify(body) });
    const json = (await response.json()) as { message: string; data: any };
    return { status: response.status, ...json };
  }
  return {
    async outboxCount(phone: string): Promise<number> {
      return ((await call('GET', `/dev/outbox?to=${encodeURIComponent(phone)}`)).data ?? []).length;
    },
    get: (path: string, token?: string) => call('GET', path, undefined, token),
    post: (path: string, body: unknown, token?: string) => call('POST', path, body, token),
    put: (path: string, body: unknown, token?: string) => call('PUT', path, body, token),
    /**
     * The code of the newest SMS in the development outbox for a number, waiting for one that is
     * newer than what the outbox held `before` (pass the count from `outboxCount`).
     */
    async latestOtp(phone: string, before = 0): Promise<string> {
      const deadline = Date.now() + 15_000;
      for (;;) {
        const answer = await call('GET', `/dev/outbox?to=${encodeURIComponent(phone)}`);
        const newest = answer.data?.[0];
        if (newest?.otp && answer.data.length > before) return newest.otp as string;
        if (Date.now() > deadline) throw new Error(`no OTP reached the outbox for ${phone}`);
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    },
  };
}

/** A mobile number no other test uses: random, since every test file starts its module state afresh. */
export function uniquePhone(): string {
  return `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}
