/**
 * The vertical short-video feed: one video per screen, swiped or scrolled with CSS
 * scroll snap. The video in view plays muted on its own (an IntersectionObserver picks it; none
 * with prefers-reduced-motion), the others pause; a play/pause button (aria-pressed) and a
 * progress bar on each. A play is counted (POST /hyperf/short_videos/{id}/play_video,
 * docs/spec/platform.md#calls)
 * once per play per view: the first time a video starts after it came into view, never on a
 * resume and never by a GET. Which video is in view and whether it was counted live in refs,
 * read by the media events themselves, so no handler acts on a stale render.
 */
import { format, playShortVideo, shortsMessages } from '@renovo/core';
import { useEffect, useRef, useState } from 'react';
import { browserApi } from '../../lib/browser.ts';
import type { ShortData } from './short-types.ts';
import './short-feed.css';
import { PlayPauseIcon } from './play-pause-icon.tsx';

/** Share of a slide on screen that makes it the one in view. */
const IN_VIEW = 0.6;

/** Props of {@link ShortFeed}. */
export interface ShortFeedProps {
  /** The first is the page's video (its title is the page's h1). */
  shorts: ShortData[];
}

/** What a slide's controls need of the feed. */
interface SlideState {
  /** Called by the slide's video when it starts playing. */
  onPlay(id: number): void;
}

/** The feed. */
export function ShortFeed({ shorts }: ShortFeedProps) {
  const root = useRef<HTMLElement>(null);
  /** The id of the slide in view, and whether its play in this view was counted. */
  const view = useRef<{ id: number | null; counted: boolean }>({ id: null, counted: false });

  const state: SlideState = {
    onPlay(id) {
      if (view.current.id !== id || view.current.counted) return;
      view.current.counted = true;
      playShortVideo(browserApi(), { id }).catch(() => {
        // Counting a play is best effort; the video plays either way.
      });
    },
  };

  useEffect(() => {
    const feed = root.current;
    if (!feed) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const videos = () => [...feed.querySelectorAll<HTMLVideoElement>('video[data-short-id]')];
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const video = entry.target.querySelector<HTMLVideoElement>('video[data-short-id]');
          if (!video) continue;
          const id = Number(video.dataset.shortId);
          const inView = entry.isIntersecting && entry.intersectionRatio >= IN_VIEW;
          // Marks the slide the feed has taken as in view (styles and tests read it).
          entry.target.toggleAttribute('data-in-view', inView);
          if (inView) {
            if (view.current.id === id) continue;
            view.current = { id, counted: false };
            for (const other of videos()) if (other !== video) other.pause();
            if (!reduced) {
              video.muted = true;
              video.play().catch(() => {
                // Autoplay refused (a data saver, a policy): the button still plays it.
              });
            }
          } else if (view.current.id === id) {
            // Scrolled away: it pauses, and its next play is a new view.
            video.pause();
            view.current = { id: null, counted: false };
          } else {
            video.pause();
          }
        }
      },
      { root: feed, threshold: [0, IN_VIEW] },
    );
    for (const slide of feed.querySelectorAll('.short-slide')) observer.observe(slide);
    return () => observer.disconnect();
  }, []);

  return (
    <section className="short-feed" ref={root} aria-label={shortsMessages.feedLabel}>
      {shorts.map((short, index) => (
        <ShortSlide key={short.id} short={short} first={index === 0} state={state} />
      ))}
    </section>
  );
}

/** Props of {@link ShortSlide}. */
interface ShortSlideProps {
  short: ShortData;
  /** The page's video: its poster is the largest paint, its title the h1. */
  first: boolean;
  state: SlideState;
}

/** One screen of the feed: the video, its controls and its title. */
function ShortSlide({ short, first, state }: ShortSlideProps) {
  const video = useRef<HTMLVideoElement>(null);
  const bar = useRef<HTMLSpanElement>(null);
  // Drawn from the video's own play/pause events: the button shows what the video does.
  const [playing, setPlaying] = useState(false);
  const isVideo = short.video_type.startsWith('video/');
  const label = format(playing ? shortsMessages.pause : shortsMessages.play, { title: short.title });
  const Title = first ? 'h1' : 'h2';

  function toggle() {
    const element = video.current;
    if (!element) return;
    if (element.paused) {
      element.play().catch(() => {
        // Nothing to play (offline): the button stays on 播放.
      });
    } else {
      element.pause();
    }
  }

  function progress() {
    const element = video.current;
    if (!element || !bar.current || !element.duration) return;
    const share = Math.min(1, element.currentTime / element.duration);
    bar.current.style.transform = `scaleX(${share})`;
    bar.current.parentElement?.setAttribute('aria-valuenow', String(Math.round(share * 100)));
  }

  return (
    <article className="short-slide" aria-labelledby={`short-${short.id}-title`}>
      {isVideo ? (
        <video
          ref={video}
          className="short-slide__video"
          data-short-id={short.id}
          src={short.video_url}
          poster={short.poster}
          width={360}
          height={640}
          muted
          loop
          playsInline
          disableRemotePlayback
          preload={first ? 'metadata' : 'none'}
          aria-label={short.title}
          onPlay={() => {
            setPlaying(true);
            state.onPlay(short.id);
          }}
          onPause={() => setPlaying(false)}
          onTimeUpdate={progress}
        />
      ) : (
        <img
          className="short-slide__video"
          src={short.poster}
          alt={short.title}
          width={360}
          height={640}
          fetchPriority={first ? 'high' : 'auto'}
          loading={first ? 'eager' : 'lazy'}
          decoding="async"
        />
      )}
      <div className="short-slide__overlay">
        <Title id={`short-${short.id}-title`} className="short-slide__title">
          <a href={`/shorts?id=${short.id}`}>{short.title}</a>
        </Title>
        <p className="short-slide__meta">
          {short.category ? <span>{short.category.name}</span> : null}
          <span>{format(shortsMessages.plays, { n: short.play_count })}</span>
          <span>
            <span className="visually-hidden">{shortsMessages.duration}</span>
            {short.duration_cn}
          </span>
        </p>
        {short.work ? (
          <a className="short-slide__work" href={`/works/${short.work.id}`}>
            {shortsMessages.viewWork}
            <span className="visually-hidden">{short.work.title}</span>
          </a>
        ) : null}
      </div>
      {isVideo ? (
        <>
          <button
            type="button"
            className={`short-slide__toggle${playing ? ' is-playing' : ''}`}
            aria-pressed={playing}
            aria-label={label}
            onClick={toggle}
          >
            <PlayPauseIcon playing={playing} />
          </button>
          <span
            className="short-slide__progress"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={0}
            aria-label={format(shortsMessages.progress, { title: short.title })}
          >
            <span ref={bar} className="short-slide__progress-bar" />
          </span>
        </>
      ) : null}
    </article>
  );
}
