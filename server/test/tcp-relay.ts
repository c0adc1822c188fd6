import { type AddressInfo, createConnection, createServer, type Server, type Socket } from "node:net";

export interface TcpRelay {
  port: number;
  /** Holds every byte back: connections stay open and nothing answers (a stalled network path). */
  stall(): void;
  /** Forwards again, the held bytes first. */
  resume(): void;
  /** Stops listening and cuts every connection: new ones are refused, as by a host that is gone. */
  close(): Promise<void>;
}

/** A TCP relay on 127.0.0.1 (`port`, else a free one) to `target`'s host and port. */
export async function startRelay(target: URL, port = 0): Promise<TcpRelay> {
  const sockets = new Set<Socket>();
  const held: (() => void)[] = [];
  let stalled = false;
  /** Forwards from one socket to the other, holding every byte back while stalled. */
  const forward = (from: Socket, to: Socket) =>
    from.on("data", (chunk) => {
      const send = () => {
        if (!to.destroyed) to.write(chunk);
      };
      if (stalled) held.push(send);
      else send();
    });
  const server: Server = createServer((client) => {
    const upstream = createConnection(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
      socket.on("error", () => socket.destroy());
    }
    forward(client, upstream);
    forward(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    stall() {
      stalled = true;
    },
    resume() {
      stalled = false;
      for (const send of held.splice(0)) send();
    },
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}
