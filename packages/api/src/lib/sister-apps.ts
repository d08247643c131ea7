/**
 * The drawer's sister apps (docs/spec/popups-and-header.md#screens: "An app-download section listing 11
 * sister apps"). The spec
 * names none of them, so the list is the operator's: SISTER_APPS, a JSON array of
 * `{"name": "…", "url": "https://…"}` (at most 20, names up to 20 characters, https links).
 * Unset, production lists none and the drawer leaves the section out; a development machine
 * shows {@link DEMO_SISTER_APPS}, invented names that say so, linking to a reserved domain.
 */
import * as z from 'zod';

/** One sister app: its name and where its download page is. */
export interface SisterApp {
  name: string;
  url: string;
}

/** The sister apps of this deployment and where they came from. */
export interface SisterApps {
  apps: SisterApp[];
  /** `configured` (SISTER_APPS), `demo` (development, unset), `none` (production, unset). */
  state: 'configured' | 'demo' | 'none';
}

/** The spec's count, the most a development machine shows. */
const SPEC_COUNT = 11;

/** The SISTER_APPS value: a JSON array of sister apps. */
const SisterAppsSchema = z
  .array(
    z.object({
      name: z.string().trim().min(1).max(20),
      url: z.url({ protocol: /^https$/, hostname: z.regexes.domain }),
    }),
  )
  .max(20);

/**
 * Reads SISTER_APPS (already trimmed; undefined when unset): the apps, or the zod issues of a
 * value that is not such a list.
 */
export function parseSisterApps(
  value: string | undefined,
): { ok: true; apps: SisterApp[] | undefined } | { ok: false; message: string } {
  if (value === undefined) return { ok: true, apps: undefined };
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    return { ok: false, message: 'SISTER_APPS must be JSON: [{"name":"…","url":"https://…"}]' };
  }
  const parsed = SisterAppsSchema.safeParse(json);
  return parsed.success
    ? { ok: true, apps: parsed.data }
    : { ok: false, message: `SISTER_APPS: ${z.prettifyError(parsed.error).replaceAll('\n', ' ')}` };
}

/** Development only: invented apps, named as such, on the reserved example.com domain. */
const DEMO_SISTER_APPS: readonly SisterApp[] = Array.from({ length: SPEC_COUNT }, (_, i) => ({
  name: `示範 App ${i + 1}`,
  url: `https://example.com/renovo-demo-app-${i + 1}`,
}));

/** The sister apps of this deployment. */
export function sisterAppsOf(env: {
  SISTER_APPS?: SisterApp[] | undefined;
  production: boolean;
}): SisterApps {
  if (env.SISTER_APPS) return { apps: env.SISTER_APPS, state: 'configured' };
  if (!env.production) return { apps: [...DEMO_SISTER_APPS], state: 'demo' };
  return { apps: [], state: 'none' };
}
