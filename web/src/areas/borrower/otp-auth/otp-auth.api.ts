import { apiRequest } from '../../../shared/lib/api-client.ts';
import type { BorrowerSession } from '../borrower-session.ts';

export type OtpPurpose = 'register' | 'login';

const SEND_PATH: Record<OtpPurpose, string> = { register: '/users/sendphoneotp', login: '/users/sendphoneotplogin' };

/** Asks the server to text a code to the number; answers the server's message. */
export async function requestOtp(purpose: OtpPurpose, phoneNo: string): Promise<string> {
  return (await apiRequest<null>('POST', SEND_PATH[purpose], { phoneNo })).message;
}

export async function loginWithOtp(body: { phoneNo: string; otp: string }): Promise<{ message: string; session: BorrowerSession }> {
  const answer = await apiRequest<BorrowerSession>('POST', '/users/loginuser', body);
  return { message: answer.message, session: answer.data };
}

export async function registerWithOtp(body: {
  firstName: string; middleName: string; lastName: string; phoneNo: string; otp: string; termAndConditions: boolean;
}): Promise<{ message: string; session: BorrowerSession & { phoneNo: string } }> {
  const answer = await apiRequest<BorrowerSession & { phoneNo: string }>('POST', '/users/registeruser', body);
  return { message: answer.message, session: answer.data };
}
