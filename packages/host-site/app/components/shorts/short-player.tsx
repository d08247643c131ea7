/**
 * One short video, played in place (docs/spec/platform.md#calls: a play is counted with POST
 * /hyperf/short_videos/{id}/play_video, once per page view). The framed player of /shorts/embed
 * (the site's own pages use the feed, short-feed.tsx). An MP4 (ADR 037) plays in `<video>`; a
 * drawn slideshow (SVG, where no video was made) shows as an animated image once played.
 */
import { format, playShortVideo, shortsMessages } from '@renovo/core';
import { useRef, useState } from 'react';
import { browserApi } from '../../lib/browser.ts';
import type { ShortData } from './short-types.ts';
import './short-player.css';
import { PlayPauseIcon } from './play-pause-icon.tsx';

/** Props of {@link ShortPlayer}. */
export interface ShortPlayerProps {
  short: ShortData;
  /** Load the poster at once (the page's main image). */
  priority?: boolean;
}

/** The stage with its play control; give it `key={short.id}` so a new video starts afresh. */
export function ShortPlayer({ short, priority = true }: ShortPlayerProps) {
  const [playing, setPlaying] = useState(false);
  const counted = useRef(false);
  const isVideo = short.video_type.startsWith('video/');

  function count() {
    if (counted.current) return;
    counted.current = true;
    playShortVideo(browserApi(), { id: short.id }).catch(() => {
      // Counting a play is best effort; the video plays either way.
    });
  }

  function toggle() {
    if (!playing) count();
    setPlaying(!playing);
  }

  return (
    <div className="short-player">
      {isVideo ? (
        // biome-ignore lint/a11y/useMediaCaption: the short videos have no captions to offer
        <video
          className="short-player__media"
          src={short.video_url}
          poster={short.poster}
          width={720}
          height={1280}
          controls
          playsInline
          preload="none"
          aria-label={short.title}
          onPlay={count}
        />
      ) : (
        <>
          <img
            className="short-player__media"
            src={playing ? short.video_url : short.poster}
            alt={short.title}
            width={720}
            height={1280}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
          />
          <button
            type="button"
            className={`short-player__toggle${playing ? ' is-playing' : ''}`}
            aria-pressed={playing}
            aria-label={format(playing ? shortsMessages.pause : shortsMessages.play, { title: short.title })}
            onClick={toggle}
          >
            <PlayPauseIcon playing={playing} />
          </button>
        </>
      )}
      <span className="short-player__duration">
        <span className="visually-hidden">{shortsMessages.duration}</span>
        {short.duration_cn}
      </span>
    </div>
  );
}
