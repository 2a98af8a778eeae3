import type { Context } from 'hono';
import type { Socket } from 'node:net';

/** How long a refused request's connection stays open after its answer, for the client to read it. */
const lingerMs = 5000;

type ClosingSocket = Socket & { destroySoon?: () => void };

/**
 * Ends the connection after this answer without resetting it first. The rest of a refused
 * body is never read; Node destroys a 'Connection: close' socket as soon as the answer is
 * written, and with the client's bytes still arriving unread the kernel then sends a reset,
 * which can reach the client before it has read the answer (it sees ECONNRESET, not the 413).
 * So the socket sends its end, reads nothing more, and is destroyed a moment later.
 */
export function closeAfterAnswer(c: Context): void {
  c.header('Connection', 'close');
  const env = c.env as { incoming?: { socket?: ClosingSocket | null } } | undefined;
  const socket = env?.incoming?.socket;
  if (!socket) return;
  let closing = false;
  socket.destroySoon = () => {
    if (closing) return;
    closing = true;
    socket.end();
    setTimeout(() => socket.destroy(), lingerMs).unref();
  };
}
