/**
 * `/style-test` (docs/spec/platform.md#routes-and-overlays): the style test. Open without login (skipAuth may
 * also be given); the
 * visitor picks the pictures they like and the form goes to `/style-test/_logic/transform`, which
 * stores the picks and continues to `/style-test/result`, keeping skipAuth and device.
 */
import { format, styleTestMessages } from '@renovo/core';
import { useLocation } from 'react-router';
import { StylePicker } from '../components/style-test/style-picker.tsx';
import { keptStyleTestQuery } from '../components/style-test/style-test-types.ts';
import { apiFor } from '../lib/api.server.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/style-test';
import { loadStyleTest } from './style-test.server.ts';
import './style-test.css';

/** The pictures, the pick limits and how many took the test. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadStyleTest(apiFor(context, request));
}

/** The spec's title: 風格測試. */
export function meta() {
  const [, ...rest] = pageMeta(styleTestMessages.title, styleTestMessages.description);
  return [{ title: styleTestMessages.title }, ...rest];
}

/** The test. */
export default function StyleTest({ loaderData }: Route.ComponentProps) {
  const { images, picks, tested } = loaderData;
  const location = useLocation();
  const action = `/style-test/_logic/transform${keptStyleTestQuery(new URLSearchParams(location.search))}`;
  return (
    <div className="container style-test">
      <header className="style-test__head">
        <h1 className="page-heading">{styleTestMessages.title}</h1>
        <p>
          {format(styleTestMessages.lead, { min: picks.min, max: picks.max, suggested: picks.suggested })}
        </p>
        {tested > 0 ? (
          <p className="style-test__tested">{format(styleTestMessages.tested, { n: tested })}</p>
        ) : null}
      </header>
      {images.length === 0 ? (
        <p className="style-test__empty">{styleTestMessages.unavailable}</p>
      ) : (
        <StylePicker images={images} picks={picks} action={action} />
      )}
    </div>
  );
}
