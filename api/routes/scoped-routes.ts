import type { RequestHandler, Router } from 'express';

/** An area's routes behind a check of the path's first segment; the routes stay listable (listRoutes reads `stack`). */
export type ScopedRoutes = RequestHandler & Pick<Router, 'stack'> & { readonly prefixes: readonly string[] };

/**
 * Lets a request into `router` only when its path starts with one of `prefixes` (lower case; routes
 * match regardless of case, so the path is compared in lower case too). Every router a request enters
 * tries each of its routes and, when none answers, hands on through setImmediate: a turn of the event
 * loop per area passed. The API mounts its areas one after another, so a reviewer's read otherwise
 * entered and left a dozen areas before reaching its own.
 */
export function scopedRoutes(prefixes: readonly string[], router: Router): ScopedRoutes {
  const enter: RequestHandler = (req, res, next) => {
    const path = req.path.toLowerCase();
    for (const prefix of prefixes) {
      if (path.startsWith(prefix)) {
        router(req, res, next);
        return;
      }
    }
    next();
  };
  return Object.assign(enter, { stack: router.stack, prefixes });
}
