import { describe, expect, it } from 'vitest';
import { workflowBundle } from './support/temporal.ts';

describe('the workflow bundle', () => {
  // Type-checking does not catch a Node built-in imported into workflow code; bundling does.
  it('bundles workflows/index.ts without Node-only imports', async () => {
    const bundle = await workflowBundle();
    expect(bundle.code).toContain('loanApplication');
  });
});
