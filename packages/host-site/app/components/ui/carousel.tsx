/**
 * The carousel (docs/spec/platform.md#limits): one slide in view, autoplay every 3000 ms, a swipe of 50 px or
 * more
 * moves one slide, at most 5 indicators. Built on the WAI-ARIA carousel pattern: a labelled
 * region, slides labelled 第 n 張，共 m 張, previous/next buttons, indicators as buttons and a
 * rotation control; autoplay pauses on hover and focus and never runs under reduced motion.
 * The server renders the first slide in view. The rules themselves live in core (`swipeStep`, `indicatorWindow`,
 * `createAutoplay`); docs/decisions/034 says why it is not a library.
 */
import {
  type Autoplay,
  carouselMessages,
  createAutoplay,
  format,
  indicatorWindow,
  swipeStep,
  systemClock,
  TAP_THRESHOLD_PX,
} from '@renovo/core';
import { type PointerEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import './carousel.css';

/** Props of {@link Carousel}. */
export interface CarouselProps<T> {
  /** The region's name (e.g. 精選活動). */
  label: string;
  items: readonly T[];
  itemKey(item: T): string;
  render(item: T, index: number): ReactNode;
}

/** Where a pointer went down. */
interface Press {
  id: number;
  x: number;
  y: number;
  dx: number;
}

/** A carousel of `items`, one in view. */
export function Carousel<T>({ label, items, itemKey, render }: CarouselProps<T>) {
  const count = items.length;
  const [index, setIndex] = useState(0);
  const [drag, setDrag] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [motion, setMotion] = useState(true);
  const autoplay = useRef<Autoplay | null>(null);
  const press = useRef<Press | null>(null);
  /** The last gesture was a swipe: the click it ends with must not open the slide's link. */
  const swiped = useRef(false);
  // The slide shown, in a ref too, so timers and handlers never move from a stale render.
  const current = useRef(0);

  const goTo = (next: number) => {
    const wrapped = ((next % count) + count) % count;
    current.current = wrapped;
    setIndex(wrapped);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: `goTo` only reads refs and the slide count
  useEffect(() => {
    if (count < 2) return;
    const timer = createAutoplay(() => goTo(current.current + 1), { clock: systemClock });
    autoplay.current = timer;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
    const onMotion = () => {
      timer.pause('reduced-motion', reduced.matches);
      setMotion(!reduced.matches);
    };
    const onVisibility = () => timer.pause('hidden', document.hidden);
    onMotion();
    onVisibility();
    reduced.addEventListener('change', onMotion);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      timer.dispose();
      autoplay.current = null;
      reduced.removeEventListener('change', onMotion);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [count]);

  if (count === 0) return null;

  const move = (step: number) => {
    goTo(current.current + step);
    autoplay.current?.restart();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || count < 2) return;
    press.current = { id: event.pointerId, x: event.clientX, y: event.clientY, dx: 0 };
    swiped.current = false;
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const down = press.current;
    if (!down || down.id !== event.pointerId) return;
    down.dx = event.clientX - down.x;
    if (Math.abs(down.dx) > TAP_THRESHOLD_PX) {
      swiped.current = true;
      if (!event.currentTarget.hasPointerCapture(event.pointerId)) {
        event.currentTarget.setPointerCapture(event.pointerId);
      }
      setDrag(down.dx);
    }
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    const down = press.current;
    if (!down || down.id !== event.pointerId) return;
    press.current = null;
    setDrag(0);
    const step = event.type === 'pointerup' ? swipeStep(event.clientX - down.x, event.clientY - down.y) : 0;
    if (step !== 0) move(step);
  };

  const shown = indicatorWindow(count, index);
  const rotating = motion && count > 1;
  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label={label}
      data-active={index}
      onMouseEnter={() => autoplay.current?.pause('hover', true)}
      onMouseLeave={() => autoplay.current?.pause('hover', false)}
      onFocus={() => autoplay.current?.pause('focus', true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          autoplay.current?.pause('focus', false);
        }
      }}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: swiping is the pointer's shortcut; keyboards use the buttons */}
      <div
        className="carousel__viewport"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onClickCapture={(event) => {
          if (swiped.current) {
            event.preventDefault();
            event.stopPropagation();
            swiped.current = false;
          }
        }}
        onDragStart={(event) => event.preventDefault()}
      >
        <div
          className={`carousel__track${drag !== 0 ? ' is-dragging' : ''}`}
          style={{ transform: `translateX(calc(${-index * 100}% + ${drag}px))` }}
          aria-live={rotating && playing ? 'off' : 'polite'}
        >
          {items.map((item, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel's slide is a div with role group
            <div
              key={itemKey(item)}
              className="carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={format(carouselMessages.slide, { n: i + 1, m: count })}
              aria-hidden={i !== index}
              inert={i !== index}
            >
              {render(item, i)}
            </div>
          ))}
        </div>
      </div>
      {count > 1 ? (
        <div className="carousel__controls">
          {rotating ? (
            <button
              type="button"
              className="carousel__button carousel__rotation"
              aria-label={playing ? carouselMessages.pause : carouselMessages.play}
              onClick={() => {
                const next = !playing;
                setPlaying(next);
                autoplay.current?.pause('user', !next);
              }}
            >
              <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
            </button>
          ) : null}
          <button
            type="button"
            className="carousel__button"
            aria-label={carouselMessages.previous}
            onClick={() => move(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <ul className="carousel__indicators" aria-label={carouselMessages.indicators}>
            {shown.map((i) => (
              <li key={i}>
                <button
                  type="button"
                  className="carousel__indicator"
                  aria-label={format(carouselMessages.goTo, { n: i + 1 })}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => {
                    goTo(i);
                    autoplay.current?.restart();
                  }}
                />
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="carousel__button"
            aria-label={carouselMessages.next}
            onClick={() => move(1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
