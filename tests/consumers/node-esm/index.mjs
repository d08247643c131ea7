// A plain Node ESM consumer: imports every runtime entry point of the Renovo packages (listed in
// entries.json by the runner, from the packed exports maps) with no DOM at all. Each import must
// succeed, touch no DOM global, and export something.
import { readFileSync } from 'node:fs';

const major = Number(process.versions.node.split('.')[0]);
if (major < 24) throw new Error(`this consumer is a Node 24 project; this is Node ${process.version}`);

const DOM_GLOBALS = ['window', 'document', 'customElements', 'HTMLElement', 'localStorage'];
const present = DOM_GLOBALS.filter((name) => typeof globalThis[name] !== 'undefined');
if (present.length)
  throw new Error(`this check needs a Node without DOM globals; found ${present.join(', ')}`);

/** @type {{ specifier: string; json: boolean; expectExports: boolean }[]} */
const entries = JSON.parse(readFileSync(new URL('./entries.json', import.meta.url), 'utf8'));
if (entries.length === 0) throw new Error('entries.json lists no entry point');

let failures = 0;
for (const { specifier, json, expectExports } of entries) {
  try {
    const namespace = await (json ? import(specifier, { with: { type: 'json' } }) : import(specifier));
    const names = Object.keys(namespace);
    // An entry point of types alone (its .d.ts declares no value) may be an empty module.
    if (names.length === 0 && expectExports)
      throw new Error('the module exports nothing, and its .d.ts does not declare types alone');
    console.log(`ok ${specifier} (${names.length} exports)`);
  } catch (error) {
    failures++;
    console.log(`FAIL ${specifier}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
const added = DOM_GLOBALS.filter((name) => typeof globalThis[name] !== 'undefined');
if (added.length) {
  failures++;
  console.log(`FAIL importing defined DOM globals: ${added.join(', ')}`);
}
console.log(
  `${entries.length - failures} of ${entries.length} entry points imported by Node ${process.version}`,
);
process.exitCode = failures ? 1 : 0;
