import type { ReactNode } from 'react';
import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from 'react-aria-components';

export interface FaqItem {
  /** Stable and unique on the page: it names the item for the accordion. */
  id: string;
  question: string;
  answer: ReactNode;
}

interface Props {
  items: readonly FaqItem[];
  /** The level of each question's heading, one below the heading of the section holding the list. */
  headingLevel?: 2 | 3;
}

/**
 * Questions that open and close one by one. Each question is a button inside a heading, so it can be
 * reached with the heading shortcuts of a screen reader; the button says whether its answer is shown.
 */
export function FaqList({ items, headingLevel = 3 }: Props) {
  return (
    <DisclosureGroup className="faq-list" allowsMultipleExpanded>
      {items.map((item) => (
        <Disclosure key={item.id} id={item.id} className="faq-item">
          <Heading level={headingLevel} className="faq-question">
            <Button slot="trigger" className="faq-trigger">
              <span>{item.question}</span>
              <svg className="faq-chevron" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </Button>
          </Heading>
          <DisclosurePanel className="faq-answer">{item.answer}</DisclosurePanel>
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
}
