import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PUBLIC_PATHS } from '../../shared/paths.ts';
import { CalculatorSlot } from './CalculatorSlot.tsx';

interface Props {
  title?: string;
  text?: string;
  /** Puts the EMI calculator in its own band just before the call to action. */
  withCalculator?: boolean;
  /** The band's buttons; by default Apply Now and the FAQ. */
  children?: ReactNode;
}

/** The closing bands of a public page: the call to action, after the EMI calculator where asked for. */
export function ApplyBand({
  title = 'Ready when your school is',
  text = 'Sign up with your mobile number and apply online, from your phone or computer. Keep your documents handy before you start.',
  withCalculator = false,
  children,
}: Props) {
  const titleId = useId();
  return (
    <>
      {withCalculator ? (
        <div className="section">
          <div className="section-inner">
            <CalculatorSlot />
          </div>
        </div>
      ) : null}
      <section className="apply-band" aria-labelledby={titleId}>
        <div className="band-inner">
          <h2 id={titleId}>{title}</h2>
          <p>{text}</p>
          <p className="button-row">
            {children ?? (
              <>
                <Link to={PUBLIC_PATHS.signup} className="button primary on-dark">Apply Now</Link>
                <Link to={PUBLIC_PATHS.faq} className="button secondary on-dark">Read the FAQ</Link>
              </>
            )}
          </p>
        </div>
      </section>
    </>
  );
}
