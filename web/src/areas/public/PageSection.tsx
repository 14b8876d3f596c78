import type { ReactNode } from 'react';

interface Props {
  /** The heading's id, which names the section for assistive technology. */
  id: string;
  title: string;
  tone?: 'tinted' | 'warm';
  /** 'narrow' for a reading-width column; 'split' puts the heading and children beside `aside`. */
  width?: 'narrow';
  aside?: ReactNode;
  children?: ReactNode;
}

/** One titled band of a public page: full-width background, centred content, an h2 that labels it. */
export function PageSection({ id, title, tone, width, aside, children }: Props) {
  const heading = <h2 id={id}>{title}</h2>;
  return (
    <section className={tone ? `section ${tone}` : 'section'} aria-labelledby={id}>
      {aside ? (
        <div className="section-inner split">
          <div>{heading}{children}</div>
          {aside}
        </div>
      ) : (
        <div className={width === 'narrow' ? 'section-inner narrow-inner' : 'section-inner'}>{heading}{children}</div>
      )}
    </section>
  );
}
