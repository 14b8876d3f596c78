import { ApplicationWizard } from '../../features/application-wizard/ApplicationWizard.tsx';

/** /profile: the parent's application wizard. */
export default function ApplicationPage() {
  return <ApplicationWizard />;
}
