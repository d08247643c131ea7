// autocannon setupRequest (a file, as its worker threads require): a fresh Idempotency-Key on
// every request, as each visitor's submit makes one.
const { randomUUID } = require('node:crypto');

module.exports = (request) => ({
  ...request,
  headers: { ...request.headers, 'idempotency-key': randomUUID() },
});
