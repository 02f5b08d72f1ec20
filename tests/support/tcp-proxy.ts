import net from 'node:net';

/**
 * A loopback TCP proxy in front of a real server, for tests of what the app does when its
 * database misbehaves: `forward` passes bytes both ways; `stall` accepts connections and
 * swallows what is sent, answering nothing (a hung server); `drop` closes every connection,
 * existing and new (a server that went away). Modes apply to existing connections too.
 */
export type ProxyMode = 'forward' | 'stall' | 'drop';

export async function startTcpProxy(target: { host: string; port: number }) {
  let mode: ProxyMode = 'forward';
  const pairs = new Set<{ client: net.Socket; upstream?: net.Socket }>();
  const server = net.createServer((client) => {
    const pair: { client: net.Socket; upstream?: net.Socket } = { client };
    pairs.add(pair);
    client.on('error', () => undefined);
    client.on('close', () => {
      pairs.delete(pair);
      pair.upstream?.destroy();
    });
    if (mode === 'drop') return void client.destroy();
    if (mode === 'stall') return void client.on('data', () => undefined);
    const upstream = net.connect(target);
    pair.upstream = upstream;
    upstream.on('error', () => client.destroy());
    upstream.on('close', () => client.destroy());
    client.on('data', (chunk) => {
      if (mode === 'forward') upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (mode === 'forward') client.write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    setMode(next: ProxyMode) {
      mode = next;
      if (next === 'drop') for (const pair of pairs) pair.client.destroy();
    },
    async close() {
      for (const pair of pairs) pair.client.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
