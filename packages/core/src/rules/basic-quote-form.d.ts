import { type Form } from './form.ts';
/** Values of the basic-quote form. */
export interface BasicQuoteFormValues {
  size: string;
  mobile: string;
  accepted: boolean;
}
/** Creates the basic-quote form: size (maxlength 3), mobile (maxlength 10), terms (tick hint on submit). */
export declare function createBasicQuoteForm(): Form<BasicQuoteFormValues>;
//# sourceMappingURL=basic-quote-form.d.ts.map
