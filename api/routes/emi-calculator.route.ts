import { Router } from 'express';
import { calculateEmis } from '../../domain/emi-calculator.ts';
import { emiCalculatorRequestSchema } from '../../domain/schemas/emi-calculator.schema.ts';
import { scopedRoutes, type ScopedRoutes } from './scoped-routes.ts';

/** The public EMI calculator: no sign-in, one EMI per child and their total. */
export function emiCalculatorRoutes(): ScopedRoutes {
  const router = Router();
  router.post('/documents/emicalculator', (req, res) => {
    const request = emiCalculatorRequestSchema.parse(req.body);
    res.json({ message: 'EMI calculated successfully', data: calculateEmis(request) });
  });
  return scopedRoutes(['/documents/'], router);
}
