/**
 * Every route of the issue (both spec documents). Files live in `routes/`, named after their
 * path with `.` for `/` and `$` for a parameter.
 */
import { index, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),

  // Session
  route('login', 'routes/login.tsx'),
  route('login/bind', 'routes/login.bind.tsx'),
  route('user-login', 'routes/user-login.tsx'),
  route('user/collect', 'routes/user.collect.tsx'),

  // The company centre (docs/spec/company-side.md#centre): one layout, a screen per tab
  route('user-company', 'routes/user-company.tsx', [
    index('routes/user-company._index.tsx'),
    route('offers', 'routes/user-company.offers.tsx'),
    route('profile', 'routes/user-company.profile.tsx'),
    route('works', 'routes/user-company.works.tsx'),
    route('reviews', 'routes/user-company.reviews.tsx'),
    route('members', 'routes/user-company.members.tsx'),
  ]),
  route('jump-app', 'routes/jump-app.tsx'),

  // Short videos
  route('shorts/list', 'routes/shorts.list.tsx'),
  route('shorts', 'routes/shorts.tsx'),
  route('shorts/embed', 'routes/shorts.embed.tsx'),
  route('video', 'routes/video.tsx'),

  // Articles
  route('article', 'routes/article.tsx'),
  route('article/:id', 'routes/article.$id.tsx'),
  route('open-box-article', 'routes/open-box-article.tsx'),
  route('theme', 'routes/theme.tsx'),

  // Landing pages
  route('land/heal', 'routes/land.heal.tsx'),
  route('land/toto', 'routes/land.toto.tsx'),
  route('land/compare', 'routes/land.compare.tsx'),
  route('land/compare/evaluate-owner', 'routes/land.compare.evaluate-owner.tsx'),
  route('land/resource-package', 'routes/land.resource-package.tsx'),
  route('land/resource-package/lazy', 'routes/land.resource-package.lazy.tsx'),
  route('land/decoration-quotes', 'routes/land.decoration-quotes.tsx'),
  route('land/:slug', 'routes/land.$slug.tsx'),
  // The console's preview of a landing page's draft (staff only; LANDING_PREVIEW_PATH in core)
  route('console/landing-preview', 'routes/console.landing-preview.tsx'),

  // Reviews, ranking, companies
  route('reviews/on-site', 'routes/reviews.on-site.tsx'),
  route('reviews/off-site', 'routes/reviews.off-site.tsx'),
  route('reviews/write', 'routes/reviews.write.tsx'),
  route('reputation-ranking', 'routes/reputation-ranking.tsx'),
  route('ranking/list', 'routes/ranking.list.tsx'),
  route('company', 'routes/company.tsx'),
  route('company/:id', 'routes/company.$id.tsx'),
  route('recommendation', 'routes/recommendation.tsx'),
  route('designer/recruit', 'routes/designer.recruit.tsx'),

  // Works (works/:id also answers the .html suffix redirect)
  route('works', 'routes/works.tsx'),
  route('works/good', 'routes/works.good.tsx'),
  route('works/:id', 'routes/works.$id.tsx'),
  route('works/:id/photo', 'routes/works.$id.photo.tsx'),
  route('works/:id/:pid', 'routes/works.$id.$pid.tsx'),

  // Style test (the _logic routes are resource routes without a screen)
  route('style-test', 'routes/style-test.tsx'),
  route('style-test/result', 'routes/style-test.result.tsx'),
  route('style-test/result/_logic/survey', 'routes/style-test.result.logic.survey.ts'),
  route('style-test/_logic/transform', 'routes/style-test.logic.transform.ts'),

  // Quote form and its result pages
  route('decorationfrom', 'routes/decorationfrom.tsx'),
  route('decorationfrom/result_v3', 'routes/decorationfrom.result_v3.tsx'),
  route('decorationfrom/result_copy', 'routes/decorationfrom.result_copy.tsx'),

  // Help pages and search
  route('v2/teaching', 'routes/v2.teaching.tsx'),
  route('v2/notice/250', 'routes/v2.notice.250.tsx'),
  route('search', 'routes/search.tsx'),
  route('terms', 'routes/statement.tsx', { id: 'statement-terms' }),
  route('privacy', 'routes/statement.tsx', { id: 'statement-privacy' }),
  route('privacy/my-data', 'routes/privacy.my-data.tsx'),
  route('service', 'routes/statement.tsx', { id: 'statement-service' }),
  route('disclaimer', 'routes/statement.tsx', { id: 'statement-disclaimer' }),

  // Old links
  route('v2/article/cate-id/:n', 'routes/v2.article.cate-id.$n.ts'),
  route('v2/theme/:n', 'routes/v2.theme.$n.ts'),

  // Anything else: 404 "Page not found"
  route('*', 'routes/$.tsx'),
] satisfies RouteConfig;
