import type { ReactNode } from 'react';

interface Props {
  eyebrow: string;
  title: string;
  children?: ReactNode;
}

/** The band at the top of an inner public page, holding its only h1. */
export function PageIntro({ eyebrow, title, children }: Props) {
  return (
    <header className="page-intro">
      <div className="section-inner">
        <p className="eyebrow">{eyebrow}</p>
        <h1>{title}</h1>
        {children ? <div className="lead">{children}</div> : null}
      </div>
    </header>
  );
}
