import { useId } from 'react';
import { Link } from 'react-router-dom';
import { PUBLIC_PATHS } from '../../app/paths.ts';

interface Props {
  title?: string;
  text?: string;
}

/** The closing call to action of a public page. */
export function ApplyBand({
  title = 'Ready when your school is',
  text = 'Sign up with your mobile number and apply online, from your phone or computer. Keep your documents handy before you start.',
}: Props) {
  const titleId = useId();
  return (
    <section className="apply-band" aria-labelledby={titleId}>
      <div className="band-inner">
        <h2 id={titleId}>{title}</h2>
        <p>{text}</p>
        <p className="button-row">
          <Link to={PUBLIC_PATHS.signup} className="button primary on-dark">Apply Now</Link>
          <Link to={PUBLIC_PATHS.faq} className="button secondary on-dark">Read the FAQ</Link>
        </p>
      </div>
    </section>
  );
}
