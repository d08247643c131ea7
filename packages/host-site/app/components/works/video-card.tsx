/** A short video as lists show it: the portrait poster with its length, the title; links to the player. */

import { format, videoMessages } from '@renovo/core';
import { Link } from 'react-router';
import { num, text } from '../../lib/read.ts';
import './video-card.css';

/** A video as the card shows it. */
export interface VideoCardData {
  id: number;
  title: string;
  poster: string;
  duration: string;
  plays: number;
}

/** Reads a short of the API (`shortCard` of the content routes); null when unreadable. */
export function readVideo(item: Record<string, unknown>): VideoCardData | null {
  const id = num(item, 'id', Number.NaN);
  if (!Number.isFinite(id)) return null;
  return {
    id,
    title: text(item, 'title'),
    poster: text(item, 'poster'),
    duration: text(item, 'duration_cn'),
    plays: num(item, 'play_count'),
  };
}

/** Props of {@link VideoCard}. */
export interface VideoCardProps {
  video: VideoCardData;
  priority?: boolean;
}

/** One video card. */
export function VideoCard({ video, priority = false }: VideoCardProps) {
  return (
    <Link className="video-card" to={`/shorts?id=${video.id}`}>
      <span className="video-card__poster">
        <img
          src={video.poster}
          alt=""
          width={720}
          height={1280}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
        />
        {video.duration ? <span className="video-card__duration">{video.duration}</span> : null}
      </span>
      <span className="video-card__title">{video.title}</span>
      {video.plays > 0 ? (
        <span className="video-card__plays">{format(videoMessages.plays, { n: video.plays })}</span>
      ) : null}
    </Link>
  );
}
