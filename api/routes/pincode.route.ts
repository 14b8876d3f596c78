import { Router } from 'express';
import { lookUpPincode } from '../../domain/pincodes.ts';
import { DomainError } from '../errors.ts';
import { scopedRoutes, type ScopedRoutes } from './scoped-routes.ts';

/** City and state of a pincode, to fill the address forms; unknown parts come back null for the parent to type. */
export function pincodeRoutes(): ScopedRoutes {
  const router = Router();
  router.get('/pincode/:pincode', (req, res) => {
    const info = lookUpPincode(String(req.params.pincode));
    if (!info) throw new DomainError('bad_request', 'pincode: Pincode should be proper.');
    res.json({ message: info.state ? 'Pincode found' : 'Pincode not known', data: { pincode: info.pincode, city: info.city ?? null, state: info.state ?? null } });
  });
  return scopedRoutes(['/pincode/'], router);
}
