// A free TCP port for a mock to listen on, for whoever starts one beside other work: the
// scenario runners, the test helpers and the benches (none of them imports another's helpers).
import { createServer } from 'node:net';

/**
 * A TCP port nobody listens on right now (other engineers' servers share this machine): any free
 * one, or `port` itself when it is free (else the probe's EADDRINUSE error).
 */
export function freePort(port = 0): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.unref();
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const taken = typeof address === 'object' && address ? address.port : port;
      server.close(() => done(taken));
    });
  });
}
