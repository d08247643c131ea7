// autocannon `setupRequest` for lead cases (workers load functions from a file): every request
// gets a mobile number of its own in place of __MOBILE__, so each submit files a new lead
// instead of repeating the first one (a repeat of the same number and source within a day only
// reads the first lead back). Every number is valid: 09, a third digit other than 4
// (docs/spec/quotes.md#validation;
// a run that started among the 094… numbers was 422s only), then 7 digits.
const THIRD = '012356789';
const SPAN = THIRD.length * 10_000_000;
let n = Math.floor(Math.random() * SPAN);
module.exports = (request) => {
  n = (n + 1) % SPAN;
  const mobile = `09${THIRD[Math.floor(n / 10_000_000)]}${String(n % 10_000_000).padStart(7, '0')}`;
  return { ...request, body: request.body.replace('__MOBILE__', mobile) };
};
