import { createServer, type Server, Socket } from 'node:net';

/**
 * - pass: bytes flow both ways.
 * - refuse: nothing listens (connecting fails with ECONNREFUSED) and open connections are reset,
 *   as when the database is down.
 * - blackhole: connections are accepted and held, and bytes are dropped both ways, on new and
 *   already open connections alike, as when the network drops packets without a word.
 */
export type ProxyMode = 'pass' | 'refuse' | 'blackhole';

interface Link {
  client: Socket;
  upstream: Socket | undefined;
  /** Set once the link has dropped bytes: it stays silent for good, as its stream has a gap. */
  silent: boolean;
}

/**
 * A TCP proxy in front of a real server (PostgreSQL in the fault tests) whose behaviour a test
 * switches at any moment. Connections silenced by a blackhole stay silent after `pass()`, so the
 * code under test must notice and drop them itself.
 */
export class TcpProxy {
  private server: Server | undefined;
  private readonly links = new Set<Link>();
  /** Server sides of silenced links whose client has gone: the server must not hear of it either. */
  private readonly orphans = new Set<Socket>();
  private current: ProxyMode = 'pass';

  private constructor(
    private readonly target: { host: string; port: number },
    public port: number,
  ) {}

  /** Listens on a free local port. */
  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const proxy = new TcpProxy(target, 0);
    await proxy.listen();
    return proxy;
  }

  get mode(): ProxyMode {
    return this.current;
  }

  /** Connections opened so far and not yet closed. */
  get openConnections(): number {
    return this.links.size;
  }

  async pass(): Promise<void> {
    this.current = 'pass';
    if (!this.server) await this.listen();
  }

  /** The server going down also ends its sessions, those behind silenced links included. */
  async refuse(): Promise<void> {
    this.current = 'refuse';
    await this.stopListening();
    for (const link of this.links) this.drop(link);
    for (const upstream of this.orphans) upstream.destroy();
    this.orphans.clear();
  }

  async blackhole(): Promise<void> {
    this.current = 'blackhole';
    if (!this.server) await this.listen();
    for (const link of this.links) link.silent = true;
  }

  async close(): Promise<void> {
    await this.stopListening();
    for (const link of this.links) this.drop(link);
    for (const upstream of this.orphans) upstream.destroy();
    this.orphans.clear();
  }

  private async listen(): Promise<void> {
    const server = createServer((client) => this.accept(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    const address = server.address();
    if (address && typeof address === 'object') this.port = address.port;
    this.server = server;
  }

  private async stopListening(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    // close() stops accepting at once; its callback waits for open connections, which are dropped separately.
    if (server) server.close();
  }

  private accept(client: Socket) {
    const link: Link = { client, upstream: undefined, silent: this.current !== 'pass' };
    this.links.add(link);
    client.on('error', () => this.drop(link, link.silent));
    client.on('close', () => this.drop(link, link.silent));
    if (this.current === 'refuse') {
      this.drop(link);
      return;
    }
    if (link.silent) {
      client.on('data', () => undefined);
      return;
    }
    const upstream = new Socket();
    link.upstream = upstream;
    // A silent link hides the server's side too: the client never hears it went.
    upstream.on('error', () => {
      if (!link.silent) this.drop(link);
    });
    upstream.on('close', () => {
      this.orphans.delete(upstream);
      if (!link.silent) this.drop(link);
    });
    upstream.on('data', (chunk) => {
      if (!link.silent) client.write(chunk);
    });
    client.on('data', (chunk) => {
      if (!link.silent) upstream.write(chunk);
    });
    upstream.connect(this.target.port, this.target.host);
  }

  private drop(link: Link, keepUpstream = false) {
    if (!this.links.delete(link)) return;
    link.client.resetAndDestroy();
    if (!link.upstream) return;
    if (keepUpstream && !link.upstream.destroyed) this.orphans.add(link.upstream);
    else link.upstream.destroy();
  }
}
