/**
 * The realtime baseline: a bare socket.io server on node:http with no auth, no database and no
 * framework. A socket names its match in its handshake and joins that match's channel; updates go
 * to the channel as the app sends them (`matchUpdated {matchId}`), and POST
 * /api/matches/:id/messages emits `chatMessage {matchId}` to the channel and answers 201 at once,
 * where the app authenticates, checks the match and the sender's rate, and stores the line first.
 */
import { createServer } from 'node:http';
import { matchChannel } from '@ludo/shared/events';
import { Server } from 'socket.io';
import { serveBench } from './realtime-common';

const chatPath = /^\/api\/matches\/([0-9a-f-]{36})\/messages$/;
const sent = JSON.stringify({ message: 'Sent' });

const http = createServer((request, response) => {
  const matchId = request.method === 'POST' ? chatPath.exec(request.url ?? '')?.[1] : undefined;
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    if (!matchId || typeof JSON.parse(Buffer.concat(chunks).toString() || 'null')?.message !== 'string') {
      response.writeHead(404).end();
      return;
    }
    io.to(matchChannel(matchId)).emit('chatMessage', { matchId });
    response.writeHead(201, { 'content-type': 'application/json; charset=utf-8' }).end(sent);
  });
});
const io = new Server(http, { path: '/socket.io', serveClient: false, cors: { origin: false } });
io.on('connection', (socket) => {
  const matchId: unknown = socket.handshake.auth?.matchId;
  if (typeof matchId === 'string') socket.join(matchChannel(matchId));
});

http.listen(Number(process.env.PORT), '127.0.0.1', () => {
  serveBench((matchId) => io.to(matchChannel(matchId)).emit('matchUpdated', { matchId }));
  process.send?.({ ready: true });
});
