import type { StaffRole } from '../../../../domain/enums-lifecycle.ts';
import type { StaffLoginRequest } from '../../../../domain/schemas/auth.schema.ts';
import { apiRequest } from '../lib/api-client.ts';
import type { StaffSession } from './staff-session.ts';

/** POST /{role}/login: a role signs in only at its own door. */
export async function loginStaff(role: StaffRole, request: StaffLoginRequest): Promise<{ message: string; session: StaffSession }> {
  const answer = await apiRequest<{ authToken: string; userName: string; name: string }>('POST', `/${role}/login`, request);
  return { message: answer.message, session: { ...answer.data, role } };
}
