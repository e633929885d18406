import { createServer } from 'node:net';
import { StartupError } from '../config';

/** A port held for the server while it opens its database, so that nothing is written when it is taken. */
export interface PortReservation {
  /** Lets the port go, right before the server listens on it. */
  release(): Promise<void>;
}

/** The sentence for an error of listening on `port` at `host`. */
export function portProblem(error: unknown, port: number, host: string): StartupError {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case 'EADDRINUSE':
      return new StartupError(`Port ${port} on ${host} is already in use by another process: stop it, or set PORT to a free port`);
    case 'EACCES':
      return new StartupError(`Port ${port} on ${host} may not be opened by this user (ports below 1024 need privileges): set PORT to another port`);
    case 'EADDRNOTAVAIL':
      return new StartupError(`The address ${host} is not one of this machine's: set HOST to one of its addresses, or to 0.0.0.0`);
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return new StartupError(`The host name ${host} cannot be resolved: set HOST to an address of this machine`);
    default:
      return new StartupError(`Port ${port} on ${host} cannot be opened (${code ?? (error as Error | undefined)?.message ?? error}): set PORT or HOST to other values`);
  }
}

/**
 * Listens on the server's port at once, before any other step of the start, and holds it until
 * `release()`: a port in use, or one that may not be opened, is a StartupError. Port 0 (any free
 * port, for tests) is not held.
 */
export async function reservePort(port: number, host: string): Promise<PortReservation> {
  if (port === 0) return { release: async () => undefined };
  const holder = createServer();
  // A connection that comes before the server listens is closed at once, as none would be answered.
  holder.on('connection', (socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    holder.once('error', (error) => reject(portProblem(error, port, host)));
    holder.listen({ port, host }, resolve);
  });
  return { release: () => new Promise<void>((resolve) => holder.close(() => resolve())) };
}
