/**
 * The region of a quote: one of the 22 region ids.
 */
import * as z from 'zod/mini';
import { isRegionId } from '../data/regions.ts';
import { basicQuoteMessages } from '../messages/basic-quote.ts';

/** One of the 22 region ids; '請選擇地區' when missing. */
export const RegionIdSchema = /* @__PURE__ */ regionIdSchema();

function regionIdSchema() {
  return z
    .number(basicQuoteMessages.regionRequired)
    .check(z.refine((id: number) => isRegionId(id), basicQuoteMessages.regionInvalid));
}
