/** The harness serves the API + shell on E2E_PORT and the remotes on the next six ports. */
export const REMOTE_PORT_OFFSETS = {
  landing: 1,
  planning: 2,
  statements: 3,
  operations: 4,
  chat: 5,
  admin: 6,
} as const;

export function remotePort(remote: keyof typeof REMOTE_PORT_OFFSETS): number {
  return Number(process.env.E2E_PORT) + REMOTE_PORT_OFFSETS[remote];
}

export function authenticatedRemotePorts(): string[] {
  return (['planning', 'statements', 'operations', 'chat', 'admin'] as const).map((remote) =>
    String(remotePort(remote)),
  );
}
