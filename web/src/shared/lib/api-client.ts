/** The answer every API call gives: a message for people, and the data. */
export interface Envelope<T> {
  message: string;
  data: T;
}

/** A refusal or failure from the API, carrying the server's message for the user. */
export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** The catalogue's line when no usable answer came (000, section 8). */
export const NO_ANSWER = 'Some thing went wrong, Please Retry';

/** Calls the API under /api with JSON in and out; a stored session token goes along as a bearer header. */
export async function apiRequest<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<Envelope<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = typeof localStorage === 'undefined' ? null : localStorage.getItem('authToken');
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { method, headers, body: body === undefined ? null : JSON.stringify(body) });
  } catch {
    throw new ApiError(0, NO_ANSWER);
  }
  let parsed: Envelope<T>;
  try {
    parsed = (await response.json()) as Envelope<T>;
  } catch {
    throw new ApiError(response.status, NO_ANSWER);
  }
  if (!response.ok) throw new ApiError(response.status, parsed.message || NO_ANSWER);
  return parsed;
}
