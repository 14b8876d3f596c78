import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startProduct, type RunningProduct } from '../support/server.ts';

let product: RunningProduct;
beforeAll(async () => {
  product = await startProduct({ databaseUrl: inject('databaseUrl'), temporalAddress: inject('temporalAddress') });
});
afterAll(() => product?.stop());

const post = (path: string, body: unknown) =>
  fetch(`${product.baseUrl}/api${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('the API process', () => {
  it('reports the database and Temporal up', async () => {
    const response = await fetch(`${product.baseUrl}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'All systems up', data: { database: 'up', temporal: 'up' } });
  });

  it('answers the EMI calculator exactly as the spec names its fields', async () => {
    const response = await post('/documents/emicalculator', { emiDetails: [{ months: 12, principle: 100000, rate: 12 }] });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'EMI calculated successfully', data: { child1Emi: 8885, totalEmi: 8885 } });
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const response = await post('/documents/emicalculator', { emiDetails: [{ months: 12, principle: 100000 }] });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('emiDetails.0.rate: Interest Rate is required.');
  });

  it('refuses malformed JSON with a 400, not a 500', async () => {
    const response = await fetch(`${product.baseUrl}/api/documents/emicalculator`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"emiDetails": [' });
    expect(response.status).toBe(400);
  });

  it('sends security headers and no-store on API answers', async () => {
    const response = await fetch(`${product.baseUrl}/api/health`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    // JSON is never a document: nothing may run or load in it, nothing may frame it, no other site may read it.
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers.get('x-powered-by')).toBeNull();
    // Headers that govern documents only are for the pages.
    expect(response.headers.get('cross-origin-opener-policy')).toBeNull();
    const unknownApi = await fetch(`${product.baseUrl}/API/no-such-route?x=1`);
    expect(unknownApi.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it('sends the document headers on everything outside the API', async () => {
    // This test process serves no web build, so the answer is Express's own 404 page (which sets its own
    // stricter CSP); the pages' CSP is exercised by the browser tests, which load the app under it.
    const response = await fetch(`${product.baseUrl}/apis-are-not-here`);
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('origin-agent-cluster')).toBe('?1');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await fetch(`${product.baseUrl}/api/no-such-route`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'No such API route.', data: null });
  });
});
