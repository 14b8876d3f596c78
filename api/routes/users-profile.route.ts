import { Router } from 'express';
import { sessionOf, type Authenticator } from '../auth/authenticate.ts';
import type { BorrowerRepository } from '../../db/repositories/borrower.repository.ts';
import { DomainError } from '../errors.ts';

/** The signed-in parent's own profile (000, section 3: read back as userName, phoneno, …). */
export function usersProfileRoutes(deps: { authenticator: Authenticator; borrowers: BorrowerRepository }): Router {
  const router = Router();
  router.get('/users/viewprofile', deps.authenticator.requireRole('borrower'), async (req, res) => {
    const borrower = await deps.borrowers.findById(sessionOf(req).subjectId);
    if (!borrower) throw new DomainError('not_found', 'Your account was not found.');
    res.json({
      message: 'Profile',
      data: {
        userName: [borrower.firstName, borrower.middleName, borrower.lastName].filter(Boolean).join(' '),
        firstName: borrower.firstName,
        middleName: borrower.middleName,
        lastName: borrower.lastName,
        phoneno: borrower.phone,
      },
    });
  });
  return router;
}
