/** The videos of a work (the shorts list by work_id): posters linking to the player. */
import { worksMessages } from '@renovo/core';
import { readVideo, VideoCard } from './video-card.tsx';

/** Props of {@link WorkVideos}. */
export interface WorkVideosProps {
  videos: readonly Record<string, unknown>[];
}

/** The video list; nothing when the work has no video. */
export function WorkVideos({ videos }: WorkVideosProps) {
  const items = videos.flatMap((video) => readVideo(video) ?? []);
  if (items.length === 0) return null;
  return (
    <section className="work-section" aria-labelledby="work-videos-title">
      <h2 className="work-section__title" id="work-videos-title">
        {worksMessages.videosTitle}
      </h2>
      <ul className="video-grid">
        {items.map((video) => (
          <li key={video.id}>
            <VideoCard video={video} />
          </li>
        ))}
      </ul>
    </section>
  );
}
