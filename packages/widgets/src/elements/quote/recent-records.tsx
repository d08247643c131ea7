/** @jsxImportSource preact */
import { type BasicQuoteStore, basicFormMessages, format, timeAgo } from '@renovo/core';
import { Avatar } from './avatar.tsx';

/** Height of one slide (a pair of records), px; the track moves by this much. */
const SLIDE_HEIGHT = 56;

/**
 * Whether slide `i` of `total` holds its records: the one in view and its two neighbours (the
 * one that slides out and the one that slides in). The others are empty slides of the same
 * height, so the track still moves by one slide height, and the 30 records of the list do not
 * cost the popup's start-up 15 slides of elements it cannot show. From the last pair back to the
 * first the track jumps (no transition), so no empty slide sweeps past.
 */
function filled(i: number, current: number, total: number): boolean {
  const distance = Math.abs(i - current);
  return distance <= 1 || distance === total - 1;
}

/**
 * The v2 records block: the count of owners who got a quote today beside the four random avatars,
 * and the vertical ticker of recent records, two per view, moved on by the store every 3000 ms.
 * Only the pair in view is exposed to assistive technology.
 */
export function RecentRecords({ store, pending }: { store: BasicQuoteStore; pending: boolean }) {
  const slides = store.slides.value;
  const count = store.count.value;
  const avatars = store.avatars.value;
  // While they are on their way their box stands (the count's line and the ticker's height, kept
  // when the count is not shown), so the form below does not move when they come. None: no box.
  if (slides.length === 0 && count === 0) return pending ? <div class="records" /> : null;
  const now = Date.now();
  const current = Math.min(store.slide.value, Math.max(0, slides.length - 1));
  const t = basicFormMessages;
  return (
    <section class="records" part="records" aria-label={t.recordsLabel}>
      {count > 0 ? (
        <p class="count" part="count">
          <span class="avatars">
            {avatars.map((a) => (
              <Avatar key={a} name={a} />
            ))}
          </span>
          <span>{format(t.todayCount, { count })}</span>
        </p>
      ) : null}
      {slides.length > 0 ? (
        <div class="ticker" part="ticker">
          <ul
            class="ticker-track"
            // Back to the first pair it jumps: a sweep back would show the empty slides between.
            style={{
              transform: `translateY(${-current * SLIDE_HEIGHT}px)`,
              transition: current ? undefined : 'none',
            }}
          >
            {slides.map((pair, i) => (
              <li key={i} class="slide" aria-hidden={i !== current}>
                {filled(i, current, slides.length) &&
                  pair.map((record, j) => (
                    <p key={j} class="record" part="record">
                      <Avatar name={avatars[(i * 2 + j) % Math.max(1, avatars.length)] ?? 'a7'} />
                      <span class="record-text">
                        {format(t.record, {
                          time: timeAgo(record.created_at, now),
                          region: record.region_cn,
                          size: record.size_cn,
                        }).trim()}
                      </span>
                    </p>
                  ))}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
