/** The survey shown to visitors: core's reference data (`@renovo/core/data`, data/survey.ts). */
export { SURVEY } from '@renovo/core/data';
