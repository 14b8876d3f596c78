/**
 * Our social media pages do not exist yet, so the icons are shown as what they are: labelled
 * pictures marked "coming soon", not links that lead nowhere.
 */
const NETWORKS = [
  {
    name: 'LinkedIn',
    glyph: (
      <>
        <rect x="5" y="9.5" width="3" height="9.5" />
        <circle cx="6.5" cy="6.2" r="1.8" />
        <path d="M10.5 9.5h2.9v1.4c.5-.9 1.6-1.7 3.2-1.7 2.5 0 3.4 1.5 3.4 4.1V19h-3v-5c0-1.3-.3-2.2-1.5-2.2s-2 .9-2 2.3V19h-3z" />
      </>
    ),
  },
  {
    name: 'X',
    glyph: <path d="M5 5h4l10 14h-4zM18 5h1.8l-5.6 6.4-.9-1.3zM6 19h-1.8l5.6-6.4.9 1.3z" />,
  },
  {
    name: 'Instagram',
    glyph: (
      <>
        <path d="M8 4h8a4 4 0 0 1 4 4v8a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4V8a4 4 0 0 1 4-4zm0 2a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2z" />
        <path d="M12 8.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z" />
        <circle cx="16.6" cy="7.4" r="1.1" />
      </>
    ),
  },
  {
    name: 'YouTube',
    glyph: <path d="M6 6.5h12a3 3 0 0 1 3 3v5a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3v-5a3 3 0 0 1 3-3zm4 3v5l4.5-2.5z" fillRule="evenodd" />,
  },
  {
    name: 'Facebook',
    glyph: <path d="M13.5 20v-7h2.4l.4-2.8h-2.8V8.5c0-.8.3-1.4 1.4-1.4h1.5V4.6c-.3 0-1.2-.1-2.2-.1-2.2 0-3.6 1.3-3.6 3.7v2H8.2V13h2.4v7z" />,
  },
] as const;

/** The row of social media icons in the footer. */
export function SocialIcons() {
  return (
    <ul className="social-list">
      {NETWORKS.map((network) => (
        <li key={network.name}>
          <span className="social-icon" role="img" aria-label={`${network.name} (coming soon)`} title={`${network.name}: coming soon`}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">{network.glyph}</svg>
          </span>
        </li>
      ))}
    </ul>
  );
}
