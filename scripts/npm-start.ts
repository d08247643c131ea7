/**
 * `npm start`: the one server process (scripts/start.ts), handed the demo content's seed
 * (`@renovo/demo-content`) unless NODE_ENV=production, so a development machine shows the
 * invented communities, companies, works and articles on first run. Production loads no demo
 * content: the package is not even imported then, and the API never seeds in production.
 */
import { main } from './start.ts';

await main(
  process.env.NODE_ENV === 'production'
    ? {}
    : { seedDemo: (await import('@renovo/demo-content')).seedDemoInDevelopment },
);
