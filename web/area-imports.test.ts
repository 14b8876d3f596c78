import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The area rule of eslint.config.js, run on purpose-made imports placed in real files of each folder.
// Only the import rule runs, without type information, which it does not need.
const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({
  cwd: root,
  overrideConfig: tseslint.configs.disableTypeChecked,
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
});

async function importErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport {};\n`, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const AREA_RULE = 'An area imports only itself';
const LAYER_RULE = 'web/ may import only domain/ and machines/';

describe('web areas import only themselves and the shared module', () => {
  // The first lint loads the configuration and the parser: seconds on a busy machine.
  beforeAll(() => importErrors('web/src/areas/borrower/DashboardPage.tsx', ''), 60_000);

  it.each([
    ['one area into another', 'web/src/areas/borrower/DashboardPage.tsx', "import { AdminLayout } from '../admin/AdminLayout.tsx';", AREA_RULE],
    ['a nested folder into another area through areas/', 'web/src/areas/borrower/profile/ProfileDetailsTab.tsx', "import { saveStep } from '../../../areas/application-wizard/wizard.api.ts';", AREA_RULE],
    ['an area into the router that composes the areas', 'web/src/areas/admin/AdminLayout.tsx', "import { routes } from '../../app/router.tsx';", AREA_RULE],
    ['the shared module into an area', 'web/src/shared/staff/StaffShell.tsx', "import { ReviewerLayout } from '../../areas/review-desk/ReviewerLayout.tsx';", 'imports none of them'],
    ['an area into api/ (the layer rule still holds)', 'web/src/areas/admin/AdminLayout.tsx', "import { createApp } from '../../../../api/app.ts';", LAYER_RULE],
  ])('refuses %s', async (_case, filePath, source, rule) => {
    expect(await importErrors(filePath, source)).toEqual([expect.stringContaining(rule)]);
  });

  it('lets an area import itself, the shared module, domain/ and machines/', async () => {
    const errors = await importErrors('web/src/areas/borrower/profile/ProfileDetailsTab.tsx', [
      "import { asUserError } from '../../../shared/lib/user-error.ts';",
      "import { readBorrowerSession } from '../borrower-session.ts';",
      "import { NotificationsBell } from '../loans/NotificationsBell.tsx';",
      "import { EMPLOYMENT_STATUSES } from '../../../../../domain/enums.ts';",
      "import type { WizardStep } from '../../../../../machines/application-wizard.machine.ts';",
    ].join('\n'));
    expect(errors).toEqual([]);
  });
});
