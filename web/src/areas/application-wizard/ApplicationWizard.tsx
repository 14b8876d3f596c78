import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import {
  applicationWizardMachine, progressOf, stepOf, WIZARD_STEPS, type SaveStepInput, type StepData, type WizardStep,
} from '../../../../machines/application-wizard.machine.ts';
import { Notice } from '../../shared/ui/Notice.tsx';
import { BORROWER_PATHS } from '../../shared/paths.ts';
import { AddressStep } from './AddressStep.tsx';
import { BorrowerStep } from './BorrowerStep.tsx';
import { BusinessDetailsStep } from './BusinessDetailsStep.tsx';
import { BusinessHistoryStep } from './BusinessHistoryStep.tsx';
import { DocumentsStep } from './DocumentsStep.tsx';
import { EmploymentStep } from './EmploymentStep.tsx';
import { FeeStep } from './FeeStep.tsx';
import type { StepProps } from './step-form.tsx';
import { KycStep } from './KycStep.tsx';
import { StudentStep } from './StudentStep.tsx';
import { loadSavedSteps, saveStep, submitFees } from './wizard.api.ts';
import '../../shared/forms/forms.css';
import './application-wizard.css';

type Extras = StepProps['extras'];

/** The borrower's ten-step application (000, section 2), run by the application-wizard machine. */
export function ApplicationWizard() {
  const navigate = useNavigate();
  const [extras, setExtras] = useState<Extras>({});
  const [done, setDone] = useState<string | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const today = useMemo(() => new Date(), []);
  const onSaved = useRef<(message: string) => void>(() => {});
  onSaved.current = (message) => {
    setDone(`Done ! ${message}`);
    void loadSavedSteps().then((loaded) => setExtras(loaded.extras)).catch(() => {});
  };

  const machine = useMemo(() => applicationWizardMachine.provide({
    actors: {
      saveStep: fromPromise<void, SaveStepInput>(async ({ input }) => onSaved.current(await saveStep(input.step, input.data))),
      submitApplication: fromPromise<void, { data: StepData }>(async ({ input }) => onSaved.current(await submitFees(input.data))),
    },
  }), []);
  const [snapshot, send] = useMachine(machine);

  useEffect(() => {
    loadSavedSteps()
      .then(({ saved, extras: loaded }) => {
        setExtras(loaded);
        send({ type: 'loaded', saved });
      })
      .catch((error: unknown) => setLoadError(error instanceof Error ? error.message : 'Some thing went wrong, Please Retry'));
  }, [send]);

  useEffect(() => {
    if (snapshot.status === 'done') void navigate(BORROWER_PATHS.dashboard, { replace: true, state: { notice: done } });
  }, [snapshot.status, navigate, done]);

  const step = stepOf(snapshot);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    if (step) document.title = `${WIZARD_STEPS[step].title} — FeeSetu`;
  }, [step]);

  if (loadError) return <Notice tone="error" title="Oops..">{loadError}</Notice>;
  if (!step) return <p role="status">Loading your application…</p>;

  const { context } = snapshot;
  const busy = snapshot.matches({ [step]: 'saving' }) || snapshot.matches({ fees: 'submitting' }) || snapshot.status === 'done';
  const props: StepProps = {
    initial: context.saved[step] as Record<string, unknown> | undefined,
    extras,
    busy,
    today,
    onNext: (data) => {
      setDone(null);
      send(step === 'fees' ? { type: 'submit', data } : { type: 'next', data });
    },
    onBack: step === 'student' ? undefined : () => {
      setDone(null);
      send({ type: 'back' });
    },
  };
  const admissionNumbers = ((context.saved.student?.studentdetails as { admissionNo: string }[] | undefined) ?? []).map((s) => s.admissionNo);
  const progress = progressOf(snapshot);

  return (
    <section className="wizard" aria-labelledby="wizard-title">
      <div className="wizard-progress" role="progressbar" aria-label="Application progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
        <div className="wizard-progress-bar" style={{ width: `${progress}%` }} />
      </div>
      <p className="wizard-step-count">Step {WIZARD_STEPS[step].number} of 10 · {progress}%</p>
      <h1 id="wizard-title">{WIZARD_STEPS[step].title}</h1>
      {done ? <Notice tone="success" title="Success">{done}</Notice> : null}
      {context.error ? <Notice tone="error" title="Oops..">{context.error}</Notice> : null}
      <StepScreen key={step} step={step} props={props} admissionNumbers={admissionNumbers} />
    </section>
  );
}

function StepScreen({ step, props, admissionNumbers }: { step: WizardStep; props: StepProps; admissionNumbers: string[] }) {
  switch (step) {
    case 'student': return <StudentStep {...props} />;
    case 'borrower': return <BorrowerStep {...props} />;
    case 'address': return <AddressStep {...props} />;
    case 'kyc': return <KycStep {...props} />;
    case 'salariedDocuments': return <DocumentsStep path="Salaried" {...props} />;
    case 'employment': return <EmploymentStep {...props} />;
    case 'businessDocuments': return <DocumentsStep path="Self-Employed" {...props} />;
    case 'businessDetails': return <BusinessDetailsStep {...props} />;
    case 'businessHistory': return <BusinessHistoryStep {...props} />;
    case 'fees': return <FeeStep {...props} admissionNumbers={admissionNumbers} />;
  }
}
