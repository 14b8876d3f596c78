/** A titled message in the page flow: Success, or 'Oops..' for a refusal, announced to screen readers. */
export function Notice({ tone, title, children }: { tone: 'success' | 'error'; title: string; children: React.ReactNode }) {
  return (
    <div className={`notice notice-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <strong>{title}</strong> <span>{children}</span>
    </div>
  );
}

/** The catalogue's wording for a failed call (000, section 8): 400s try again, 500s try again later, no answer at all the line as given. */
export function failureText(status: number, message: string): string {
  if (status === 0) return message;
  return status >= 500 ? `Sorry, ${message} ! please try again after some time.` : `Sorry, ${message} ! please try again.`;
}
