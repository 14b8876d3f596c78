import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while React takes over markup drawn before its script ran (the prerendered home page), true
 * once it has. A form drawn in advance would otherwise be submitted by the browser itself, reloading
 * the page, if a parent pressed its button in that moment. On a screen React draws itself it is true
 * from the first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(neverChanges, () => true, () => false);
}
