// autocannon `setupRequest` for keyed lead cases (a file, as its worker threads require): a mobile
// of its own in place of __MOBILE__ (see unique-mobile.cjs) and a fresh Idempotency-Key, as each
// visitor's submit makes one.
const uniqueMobile = require('./unique-mobile.cjs');
const withKey = require('./idempotency-key-request.cjs');

module.exports = (request) => withKey(uniqueMobile(request));
