/**
 * A client process of the realtime benchmark: opens the sockets it is given (each its own
 * connection, as each player's browser would), notes when each `matchUpdated` and `chatMessage`
 * arrives, and reports the arrival times to the bench. It does nothing else, so that its own
 * event loop adds as little as possible to the latency it measures.
 */
import { io, type Socket } from 'socket.io-client';
import { answer, type ClientRequest, now, type Receipts, usage } from './realtime-common';

let sockets: Socket[] = [];
let receipts: Receipts = { matchUpdated: [], chatMessage: [], misdelivered: 0 };

const reset = () => {
  receipts = {
    matchUpdated: sockets.map(() => []),
    chatMessage: sockets.map(() => []),
    misdelivered: 0,
  };
};

async function connect(url: string, specs: { auth: Record<string, string>; matchId: string }[], concurrency: number) {
  const started = now();
  let connected = 0;
  let failed = 0;
  let firstError: string | null = null;
  sockets = new Array(specs.length);
  reset();
  let next = 0;
  // A few handshakes at a time per process, as players arrive, rather than all in the same tick.
  const worker = async () => {
    while (next < specs.length) {
      const index = next++;
      const spec = specs[index] as (typeof specs)[number];
      // WebSocket from the start: the browser's client first polls over HTTP and then upgrades,
      // but updates travel over the WebSocket either way, and polling would double the handshakes.
      const socket = io(url, {
        path: '/socket.io',
        transports: ['websocket'],
        auth: spec.auth,
        forceNew: true,
        reconnection: false,
      });
      sockets[index] = socket;
      for (const event of ['matchUpdated', 'chatMessage'] as const) {
        socket.on(event, (payload: { matchId?: unknown }) => {
          const at = now();
          if (payload?.matchId !== spec.matchId) receipts.misdelivered++;
          else receipts[event][index]?.push(at);
        });
      }
      await new Promise<void>((resolve) => {
        socket.once('connect', () => {
          connected++;
          resolve();
        });
        socket.once('connect_error', (error) => {
          failed++;
          firstError ??= error.message;
          resolve();
        });
      });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { connected, failed, firstError, seconds: (now() - started) / 1000 };
}

answer<ClientRequest>((request) => {
  switch (request.type) {
    case 'connect':
      return connect(request.url, request.sockets, request.concurrency);
    case 'reset':
      reset();
      return {};
    case 'report':
      return receipts;
    case 'usage':
      return usage();
  }
});
process.on('disconnect', () => {
  for (const socket of sockets) socket?.disconnect();
  process.exit(0);
});
process.send?.({ ready: true });
