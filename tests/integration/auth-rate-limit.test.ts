import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiClient, uniquePhone } from '../support/api-client.ts';
import { startProduct, type RunningProduct } from '../support/server.ts';

let product: RunningProduct;
beforeAll(async () => {
  product = await startProduct({ databaseUrl: inject('databaseUrl'), temporalAddress: inject('temporalAddress'), extraEnv: { AUTH_RATE_LIMIT: '3' } });
});
afterAll(() => product?.stop());

describe('per-address limits on the sign-in routes', () => {
  it('refuses a fourth code request from one address within the window, whatever the number', async () => {
    const api = apiClient(product.baseUrl);
    for (let i = 0; i < 3; i += 1) expect((await api.post('/users/sendphoneotplogin', { phoneNo: uniquePhone() })).status).toBe(200);
    const fourth = await api.post('/users/sendphoneotplogin', { phoneNo: uniquePhone() });
    expect(fourth).toMatchObject({ status: 429, message: 'Too many OTP requests from this network. Please try again in a few minutes.' });
  });

  it('limits code checks separately, at twice the count', async () => {
    const api = apiClient(product.baseUrl);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await api.post('/users/loginuser', { phoneNo: uniquePhone(), otp: '1234' })).status);
    expect(statuses.slice(0, 6).every((s) => s !== 429)).toBe(true);
    expect(statuses[6]).toBe(429);
  });
});
