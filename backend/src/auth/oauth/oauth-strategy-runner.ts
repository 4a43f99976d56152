import type { Strategy } from 'passport';

export type StrategyOutcome = { kind: 'redirect'; url: string } | { kind: 'success'; user: unknown } | { kind: 'fail'; info?: unknown };

/**
 * Runs a Passport strategy once, outside Passport's Express-style middleware (we are on Fastify):
 * a strategy reports through the redirect/success/fail/error actions it is given.
 */
export function runStrategy(strategy: Strategy, request: object, options: object = {}): Promise<StrategyOutcome> {
  return new Promise((resolve, reject) => {
    const run = Object.create(strategy) as { authenticate(req: unknown, options: object): void } & Record<string, unknown>;
    run.redirect = (url: string) => resolve({ kind: 'redirect', url });
    run.success = (user: unknown) => resolve({ kind: 'success', user });
    run.fail = (info?: unknown) => resolve({ kind: 'fail', info });
    run.pass = () => resolve({ kind: 'fail' });
    run.error = (error: unknown) => reject(error);
    run.authenticate(request, options);
  });
}
