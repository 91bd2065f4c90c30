// The baseline: the smallest possible node:http server answering the same JSON as /healthz.
import { createServer } from 'node:http';

const body = JSON.stringify({ status: 'ok' });
createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
