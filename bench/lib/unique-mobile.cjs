// autocannon `setupRequest` for lead cases (workers load functions from a file): every request
// gets a mobile number of its own in place of __MOBILE__, so each submit files a new lead
// instead of repeating the first one (a repeat of the same number and source within a day only
// reads the first lead back).
let n = Math.floor(Math.random() * 50_000_000);
module.exports = (request) => {
  n = (n + 1) % 100_000_000;
  return { ...request, body: request.body.replace('__MOBILE__', `09${String(n).padStart(8, '0')}`) };
};
