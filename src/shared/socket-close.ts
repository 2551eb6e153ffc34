/**
 * Close codes the server ends a realtime socket with; the client reads who it is again on either, since the
 * page may be showing what the session or its rights no longer allow.
 */
export const SOCKET_CLOSE = {
  /** The session ended (sign-out, password change, deactivation): reconnect signed out. */
  sessionEnded: 4001,
  /**
   * The user's rights changed (a role, a provider approval or revocation): the socket's subscriptions were
   * authorized under the old rights; the client reconnects and subscribes again under the new ones.
   */
  accessChanged: 4002,
} as const;

export function isSessionClose(code: number | undefined): boolean {
  return code === SOCKET_CLOSE.sessionEnded || code === SOCKET_CLOSE.accessChanged;
}
