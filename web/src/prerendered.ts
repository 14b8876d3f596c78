/** Set on #root by the build when it holds a page drawn ahead of time; the value is that page's path. */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered-path';
