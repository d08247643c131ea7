/**
 * `/style-test/result` (docs/spec/platform.md#routes-and-overlays, docs/spec/session.md#states): the
 * style-test result, titled 風格測試結果 — the main style
 * with its description, the share of each style picked, works of those styles, the quote entry and
 * the survey. Open without login. The browser's back is intercepted once a day to open the order
 * modal (core's handleStyleTestResultBack; `device` turns it off, skipAuth=1 keeps the modal shut).
 * Both variants are on the page, drawing the page's one order-modal store: OPEN_MODAL shows A,
 * OPEN_MODALB shows B (the compact card).
 */
import { format, styleTestMessages } from '@renovo/core';
import type { RenovoOrderModalElement } from '@renovo/widgets';
import { useId, useRef } from 'react';
import { useLocation } from 'react-router';
import { QuoteEntry } from '../components/quote/quote-entry.tsx';
import { StyleSurvey } from '../components/style-test/style-survey.tsx';
import { keptStyleTestQuery } from '../components/style-test/style-test-types.ts';
import { useBackInterception } from '../components/style-test/use-back-interception.ts';
import { WorkCard } from '../components/works/work-card.tsx';
import { apiFor } from '../lib/api.server.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/style-test.result';
import { loadStyleResult, loadSurvey } from './style-test.server.ts';
import './style-test.result.css';

/** The popup module of the result page's lead forms. */
const MODULE = 'style_test_result';

/** The result (of `?id=`, else the visitor's latest) and the survey. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = apiFor(context, request);
  const id = new URL(request.url).searchParams.get('id');
  const [result, survey] = await Promise.all([loadStyleResult(api, id), loadSurvey(api)]);
  return { result, survey };
}

/** The spec's title: 風格測試結果. */
export function meta({ loaderData }: Route.MetaArgs) {
  const main = loaderData?.result?.main_style;
  const [, ...rest] = pageMeta(
    styleTestMessages.resultTitle,
    main
      ? format(styleTestMessages.resultDescriptionOf, { style: main.name })
      : styleTestMessages.resultDescription,
    [{ name: 'robots', content: 'noindex' }],
  );
  return [{ title: styleTestMessages.resultTitle }, ...rest];
}

/** The result page. */
export default function StyleTestResult({ loaderData }: Route.ComponentProps) {
  const { result, survey } = loaderData;
  const location = useLocation();
  const modal = useRef<RenovoOrderModalElement>(null);
  const stylesId = useId();
  const worksId = useId();
  useBackInterception(modal);
  const retake = `/style-test${keptStyleTestQuery(new URLSearchParams(location.search))}`;

  return (
    <div className="container style-result">
      <h1 className="page-heading">{styleTestMessages.resultTitle}</h1>
      {!result ? (
        <div className="style-result__none">
          <p>{styleTestMessages.noResult}</p>
          <a className="button" href={retake}>
            {styleTestMessages.start}
          </a>
        </div>
      ) : (
        <>
          <section className="style-result__main" aria-label={styleTestMessages.mainStyle}>
            <p className="style-result__kicker">{styleTestMessages.yourStyle}</p>
            <p className="style-result__name">{result.main_style.name}</p>
            <p>{result.main_style.description}</p>
            <ul className="style-result__keywords">
              {result.main_style.keywords.map((keyword) => (
                <li key={keyword}>#{keyword}</li>
              ))}
            </ul>
          </section>

          <section aria-labelledby={stylesId}>
            <h2 id={stylesId} className="style-result__heading">
              {styleTestMessages.breakdown}
            </h2>
            <ul className="style-result__bars">
              {result.styles.map((style) => (
                <li key={style.style_id}>
                  <span className="style-result__bar-label">{style.name}</span>
                  <span className="style-result__bar" aria-hidden="true">
                    <span style={{ width: `${style.percent}%` }} />
                  </span>
                  <span className="style-result__bar-value">{style.percent}%</span>
                </li>
              ))}
            </ul>
          </section>

          {result.works.length > 0 ? (
            <section aria-labelledby={worksId}>
              <h2 id={worksId} className="style-result__heading">
                {format(styleTestMessages.worksOf, { style: result.main_style.name })}
              </h2>
              <ul className="work-grid">
                {result.works.map((work, index) => (
                  <li key={work.id}>
                    <WorkCard work={work} priority={index < 2} />
                  </li>
                ))}
              </ul>
              <p className="style-result__more">
                <a href={`/works?style_id=${result.main_style.id}`}>
                  {format(styleTestMessages.moreWorks, { style: result.main_style.name })}
                </a>
              </p>
            </section>
          ) : null}

          <div className="style-result__quote">
            <QuoteEntry
              module={MODULE}
              type="style_test"
              resourceId={result.id}
              title={styleTestMessages.quoteTitle}
              lead={styleTestMessages.quoteLead}
            />
          </div>

          {survey ? <StyleSurvey survey={survey} /> : null}

          <p className="style-result__retake">
            <a className="button button--ghost" href={retake}>
              {styleTestMessages.retake}
            </a>
          </p>
        </>
      )}
      <renovo-order-modal ref={modal} module={MODULE} type="style_test" />
      {/* Variant B, the compact card: the same store, so OPEN_MODALB shows it (docs/spec/session.md#states). */}
      <renovo-order-modal variant="B" module={MODULE} type="style_test" />
    </div>
  );
}
