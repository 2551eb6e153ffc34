import type { WebSocket } from 'ws';

/** Close code sent to a socket whose session ended (sign-out, password change): reconnect signed out. */
const SESSION_ENDED_CLOSE_CODE = 4001;

/** The open WebSockets of this instance by session, so a sign-out anywhere closes them. */
export class SocketRegistry {
  private readonly bySession = new Map<string, Set<WebSocket>>();

  add(sessionId: string, socket: WebSocket): void {
    let sockets = this.bySession.get(sessionId);
    if (!sockets) {
      sockets = new Set();
      this.bySession.set(sessionId, sockets);
    }
    sockets.add(socket);
    socket.once('close', () => {
      sockets.delete(socket);
      if (sockets.size === 0) this.bySession.delete(sessionId);
    });
  }

  closeSessions(sessionIds: string[]): void {
    for (const id of sessionIds) {
      for (const socket of this.bySession.get(id) ?? [])
        socket.close(SESSION_ENDED_CLOSE_CODE, 'session ended');
    }
  }

  get size(): number {
    let n = 0;
    for (const set of this.bySession.values()) n += set.size;
    return n;
  }
}
