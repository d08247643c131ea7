/** Style test: the result page's back interception. */
export * from './back-interception.ts';
//# sourceMappingURL=index.d.ts.map
