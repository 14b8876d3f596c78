import { useEffect, useRef, useState } from 'react';

interface Props {
  /** The YouTube video id; empty while the video is not published yet. */
  videoId: string;
  /** What the video is about, read out to screen readers and used as the frame's title. */
  title: string;
}

/** A drawn poster (no image request): a bridge from home to school, the idea behind the name "Setu". */
function Poster() {
  return (
    <svg className="video-poster" viewBox="0 0 320 180" aria-hidden="true" focusable="false" preserveAspectRatio="xMidYMid slice">
      <rect width="320" height="180" fill="#0b5d4b" />
      <circle cx="262" cy="40" r="18" fill="#f2b24c" />
      <path d="M0 140h320v40H0z" fill="#084a3c" />
      <path d="M40 140c40-70 200-70 240 0" fill="none" stroke="#e8f3ef" strokeWidth="6" />
      <path d="M80 112v28M120 98v42M160 94v46M200 98v42M240 112v28" stroke="#e8f3ef" strokeWidth="3" />
      <path d="M16 140v-26l18-14 18 14v26z" fill="#f6efe3" />
      <path d="M270 140v-34h36v34z" fill="#f6efe3" />
      <path d="M266 108l22-16 22 16z" fill="#f2b24c" />
    </svg>
  );
}

/**
 * A click-to-load video: nothing is fetched from YouTube until the visitor asks for it,
 * which keeps the page light and sends no data to a third party on a plain visit.
 */
export function VideoSlot({ videoId, title }: Props) {
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  // The play button disappears when the frame replaces it; focus follows so keyboard users are not lost.
  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);

  if (videoId === '') {
    return (
      <div className="video-frame">
        <Poster />
        <p className="video-caption">Video coming soon</p>
      </div>
    );
  }

  if (playing) {
    return (
      <div className="video-frame">
        <iframe
          ref={frameRef}
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      </div>
    );
  }

  return (
    <div className="video">
      <button type="button" className="video-frame video-play" onClick={() => setPlaying(true)}>
        <Poster />
        <span className="video-caption">
          <svg className="video-play-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="11" fill="currentColor" />
            <path d="M10 7.5v9l7-4.5z" fill="#0b5d4b" />
          </svg>
          <span>Play video<span className="visually-hidden">: {title}</span></span>
        </span>
      </button>
      <p className="video-note">Playing the video loads it from YouTube, whose privacy policy then applies.</p>
    </div>
  );
}
