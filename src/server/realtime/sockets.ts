import type { WebSocket } from 'ws';
import { SOCKET_CLOSE } from '../../shared/socket-close';
import { accessOfSessions, sameAccess, type Access } from '../auth/sessions';
import type { Db } from '../db/client';

interface OpenSocket extends Access {
  socket: WebSocket;
  sessionId: string;
  userId: string;
}

/**
 * The signed-in WebSockets of this instance, each with the session and the rights it was opened with, so a
 * sign-out or a change of rights anywhere ends them.
 */
export class SocketRegistry {
  private readonly open = new Set<OpenSocket>();

  add(entry: OpenSocket): void {
    this.open.add(entry);
    entry.socket.once('close', () => this.open.delete(entry));
  }

  closeSessions(sessionIds: string[]): void {
    const ended = new Set(sessionIds);
    for (const entry of this.open) {
      if (ended.has(entry.sessionId)) entry.socket.close(SOCKET_CLOSE.sessionEnded, 'session ended');
    }
  }

  /**
   * Reads the current rights of these users' sockets (every socket when no users are named) and ends each
   * one whose session is gone or whose rights are no longer those it was opened with.
   */
  async recheck(db: Db, userIds?: string[]): Promise<void> {
    const users = userIds ? new Set(userIds) : null;
    const entries = [...this.open].filter((e) => !users || users.has(e.userId));
    if (entries.length === 0) return;
    const access = await accessOfSessions(db, [...new Set(entries.map((e) => e.sessionId))]);
    for (const entry of entries) {
      const now = access.get(entry.sessionId);
      if (!now) entry.socket.close(SOCKET_CLOSE.sessionEnded, 'session ended');
      else if (!sameAccess(now, entry)) entry.socket.close(SOCKET_CLOSE.accessChanged, 'access changed');
    }
  }

  get size(): number {
    return this.open.size;
  }
}
