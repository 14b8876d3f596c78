import { apiRequest } from '../../../shared/lib/api-client.ts';

export interface SendBack {
  loanid: string;
  section: string;
  comment: string | null;
}

/** The sections a reviewer sent back for correction, with the reviewer's comment. */
export async function fetchSendBacks(): Promise<SendBack[]> {
  return (await apiRequest<SendBack[]>('GET', '/students/getsendbacks')).data;
}

/** Tells the loan that a sent-back section has been corrected. */
export async function resubmitSection(loanid: string, section: string): Promise<string> {
  return (await apiRequest<null>('PUT', '/students/resubmitsection', { loanid, section })).message;
}
