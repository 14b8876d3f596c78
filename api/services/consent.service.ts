import { CONSENT_TEXTS, type ConsentKind } from '../../domain/consents.ts';
import type { ConsentRepository } from '../../db/repositories/consent.repository.ts';
import { DomainError } from '../errors.ts';

/** Records the consents a parent gives while applying, with the version of the words they saw. */
export function createConsentService(deps: { consents: ConsentRepository }) {
  return {
    async give(borrowerId: string, kind: ConsentKind, textVersion: string): Promise<void> {
      if (CONSENT_TEXTS[kind].version !== textVersion) throw new DomainError('bad_request', 'textVersion: This consent text has changed; please reload the page.');
      await deps.consents.record(borrowerId, kind, textVersion);
    },
    list: (borrowerId: string) => deps.consents.listFor(borrowerId),
  };
}
export type ConsentService = ReturnType<typeof createConsentService>;
