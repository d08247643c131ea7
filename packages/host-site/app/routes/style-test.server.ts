/**
 * Server side of the style test: the pictures with the pick limits, how many took the test, the
 * result (by id, else the visitor's latest), and the survey shown under the result.
 */
import {
  type ApiClient,
  contentMessages,
  getStyleImages,
  getStyleTestResult,
  getStyleUserClueStats,
  getSurveyInfo,
  getSurveySwitch,
} from '@renovo/core';
import type { Survey } from '../components/style-test/style-survey.tsx';
import type { StyleImage, StylePicks, StyleResult } from '../components/style-test/style-test-types.ts';
import { pageError } from '../lib/page-error.ts';
import { dataOf, num, recordOf, settle } from '../lib/read.ts';
import { serverCheck } from '../lib/server-check.ts';

/** Picks when the API does not say (its own defaults). */
const DEFAULT_PICKS: StylePicks = { suggested: 5, min: 3, max: 10 };

/** The test's pictures and limits, and how many took it. */
export async function loadStyleTest(
  api: ApiClient,
): Promise<{ images: StyleImage[]; picks: StylePicks; tested: number }> {
  const [answer, stats] = await Promise.all([
    serverCheck(getStyleImages(api)),
    settle(getStyleUserClueStats(api)),
  ]);
  const data = dataOf(answer);
  const picks = recordOf(data?.picks);
  return {
    images: (Array.isArray(data?.images) ? data.images : []) as StyleImage[],
    picks: picks
      ? {
          suggested: num(picks, 'suggested', DEFAULT_PICKS.suggested),
          min: num(picks, 'min', DEFAULT_PICKS.min),
          max: num(picks, 'max', DEFAULT_PICKS.max),
        }
      : DEFAULT_PICKS,
    tested: num(dataOf(stats), 'tested_count'),
  };
}

const ID = /^\d{1,12}$/;

/**
 * The result of `?id=` (404 找不到此風格測驗結果 when unknown), or without an id the visitor's
 * latest (null when they have none yet: the page invites them to the test).
 */
export async function loadStyleResult(api: ApiClient, id: string | null): Promise<StyleResult | null> {
  if (id === null || id === '') {
    const latest = await settle(getStyleTestResult(api));
    return (dataOf(latest) as StyleResult | null) ?? null;
  }
  if (!ID.test(id)) throw pageError(404, contentMessages.styleResultNotFound);
  const answer = await serverCheck(getStyleTestResult(api, { id }), {
    notFound: contentMessages.styleResultNotFound,
  });
  return dataOf(answer) as StyleResult | null;
}

/** The survey when it is switched on for this visitor (not yet answered), else null. */
export async function loadSurvey(api: ApiClient): Promise<Survey | null> {
  const [info, toggle] = await Promise.all([settle(getSurveyInfo(api)), settle(getSurveySwitch(api))]);
  const flags = dataOf(toggle);
  const survey = dataOf(info) as (Survey & { answered?: boolean }) | null;
  if (!survey || !Array.isArray(survey.questions) || survey.answered) return null;
  if (flags && (flags.show === false || flags.enabled === false)) return null;
  return {
    key: survey.key,
    title: survey.title,
    description: survey.description,
    questions: survey.questions,
  };
}
