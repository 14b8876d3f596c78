import { ApplicationWizard } from './ApplicationWizard.tsx';

/** /profile: the parent's application wizard. */
export default function ApplicationPage() {
  return <ApplicationWizard />;
}
