import { useEffect } from 'react';

/** Sets the browser tab's title for a public page, so each page can be told apart in tabs and history. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | FeeSetu`;
  }, [title]);
}
